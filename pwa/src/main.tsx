import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startSync } from './offline/sync';
import { startKeepingStorage } from './offline/persist-storage';
import './styles.css';

// Captures left on the device go out as soon as the app starts (and on every reconnect).
startSync();
// The installed app's offline data is asked to be kept, not evicted when the device runs short.
startKeepingStorage();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
