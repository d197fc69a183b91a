/**
 * The text detector's own thread, shared by the reading pool's workers: an onnxruntime session
 * holds about 140 MiB of working memory, and one serves every worker, as a photo spends about a
 * tenth of its time in the model. The workers prepare the model's input and find the lines in
 * its output themselves; only the arrays cross, handed over, not copied.
 *
 * Started on the first request. A thread that stops (a native fault) fails the requests it had,
 * and a fresh one starts with the next.
 */
import { Worker } from 'node:worker_threads';

/** Main thread → detector thread. */
export type DetectorRequest = { type: 'warm'; id: number } | { type: 'run'; id: number; input: Float32Array; width: number; height: number };

/** Detector thread → main thread: each pixel's text probability (none for `warm`), or why not. */
export type DetectorReply = { id: number; ok: true; prob: Float32Array | null } | { id: number; ok: false; message: string };

interface Running {
  worker: Worker;
  pending: Map<number, { resolve: (prob: Float32Array | null) => void; reject: (error: Error) => void }>;
  /** The answers still owed, for `close` to wait on. */
  inFlight: Set<Promise<unknown>>;
}

export class DetectorThread {
  private running: Running | null = null;
  private nextId = 1;
  private closed = false;

  /** The model run on `input` (3 planes of `height` × `width`); the input is handed over. */
  async run(input: Float32Array, width: number, height: number): Promise<Float32Array> {
    const prob = await this.ask({ type: 'run', id: this.nextId++, input, width, height }, [input.buffer as ArrayBuffer]);
    return prob!;
  }

  /** Starts the thread and loads the model now, so the first photo does not wait for it. */
  async warm(): Promise<void> {
    await this.ask({ type: 'warm', id: this.nextId++ }, []);
  }

  /**
   * Refuses new requests, lets those it has finish, then ends the thread: ending it inside
   * onnxruntime's native code would abort the whole process.
   */
  async close(): Promise<void> {
    this.closed = true;
    const running = this.running;
    if (!running) return;
    await Promise.allSettled(running.inFlight);
    await running.worker.terminate();
  }

  private ask(request: DetectorRequest, transfer: ArrayBuffer[]): Promise<Float32Array | null> {
    if (this.closed) return Promise.reject(new Error('The text detector is closed'));
    const { worker, pending, inFlight } = this.running ?? this.start();
    const answer = new Promise<Float32Array | null>((resolve, reject) => {
      pending.set(request.id, { resolve, reject });
      // A thread owing an answer keeps the process alive until it comes; an idle one does not.
      worker.ref();
      worker.postMessage(request, transfer);
    });
    inFlight.add(answer);
    void answer.catch(() => undefined).finally(() => inFlight.delete(answer));
    return answer;
  }

  private start(): Running {
    const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), { workerData: { body: './detector-worker.ts' }, execArgv: [] });
    worker.unref();
    const running: Running = { worker, pending: new Map(), inFlight: new Set() };
    worker.on('message', (reply: DetectorReply) => {
      const waiting = running.pending.get(reply.id);
      running.pending.delete(reply.id);
      if (running.pending.size === 0) worker.unref();
      if (reply.ok) waiting?.resolve(reply.prob);
      else waiting?.reject(new Error(reply.message));
    });
    const lost = (error: Error) => {
      if (this.running === running) this.running = null;
      for (const waiting of running.pending.values()) waiting.reject(error);
      running.pending.clear();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`The text detector's thread stopped (exit code ${code})`)));
    this.running = running;
    return running;
  }
}
