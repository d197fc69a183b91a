// The thread that lays out letter PDFs (letter-pdf-thread.ts starts it). Plain JS so that it
// starts the same under tsx, vitest and node: it loads the TypeScript renderer through tsx.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { renderLetterPdf } = await tsImport('./letter-pdf.ts', import.meta.url);

parentPort.on('message', async ({ id, input }) => {
  try {
    const pdf = await renderLetterPdf(input);
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    parentPort.postMessage({ id, pdf: bytes });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
