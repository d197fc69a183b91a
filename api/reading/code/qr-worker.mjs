// Finds a QR code in raw RGBA pixels, off the server's main thread: jsQR takes 0.1-0.5 s of
// plain JavaScript on a phone photo, which would stall every other request. Plain JavaScript, so
// it runs without the TypeScript loader.
import { parentPort } from 'node:worker_threads';
import jsQR from 'jsqr';

parentPort.on('message', ({ data, width, height }) => {
  const found = jsQR(new Uint8ClampedArray(data), width, height, { inversionAttempts: 'attemptBoth' });
  parentPort.postMessage(found ? found.data : null);
});
