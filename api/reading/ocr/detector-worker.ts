/**
 * The body of the detector thread (started by detector-thread.ts through worker-boot.mjs): the
 * one onnxruntime session the reading workers share. It only runs the model; preparing its input
 * and finding the lines in its output stay in the reading workers.
 */
import { parentPort } from 'node:worker_threads';
import type { DetectorReply, DetectorRequest } from './detector-thread';
import { modelInThisThread, warmDetector } from './text-detector';

const port = parentPort!;
port.on('message', async (request: DetectorRequest) => {
  let reply: DetectorReply;
  try {
    if (request.type === 'warm') {
      await warmDetector();
      reply = { id: request.id, ok: true, prob: null };
    } else {
      // A copy this thread owns, so it can be handed over without copying again.
      const prob = new Float32Array(await modelInThisThread(request.input, request.width, request.height));
      port.postMessage({ id: request.id, ok: true, prob } satisfies DetectorReply, [prob.buffer]);
      return;
    }
  } catch (error) {
    reply = { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
