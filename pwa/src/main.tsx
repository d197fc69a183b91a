import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startSync } from './offline/sync';
import './styles.css';

// Captures left on the device go out as soon as the app starts (and on every reconnect).
startSync();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
