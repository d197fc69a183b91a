import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startSync } from './offline/sync';
import { startKeepingStorage } from './offline/persist-storage';
import { firstPaintSettled } from './lib/first-paint';
import './styles.css';

// Captures left on the device go out as soon as the app starts (and on every reconnect).
startSync();
// The installed app's offline data is asked to be kept, not evicted when the device runs short.
startKeepingStorage();

// After the screen drawn before the app (pwa/public/first-paint.js) is painted: React's first
// render would otherwise hold the main thread before that paint.
void firstPaintSettled().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
