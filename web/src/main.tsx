// SPA entry: styles, the entry link of the address, the language of the host, error reporting, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import i18n, { i18nReady } from './i18n';
import { installErrorReporter } from './lib/error-reporter';
import { storeEntryLinkFromLocation } from './lib/entry-link-storage';
import { App } from './app/App';
import { isSignagePlayerPath, loadSignagePlayer } from './features/signage';

installErrorReporter();
const root = createRoot(document.getElementById('root')!);

if (isSignagePlayerPath(window.location.pathname)) {
  // The digital-signage player (spec §9 base address): its own chunk, no back-office sign-in, no shell.
  void Promise.all([loadSignagePlayer(), i18nReady.then(() => i18n.loadNamespaces('signage'))]).then(([{ default: PlayerApp }]) =>
    root.render(
      <StrictMode>
        <PlayerApp />
      </StrictMode>,
    ),
  );
} else {
  storeEntryLinkFromLocation(window.location, sessionStorage, window.history);
  // The first paint waits for the texts of the host's language (one small chunk), so no key ever flashes.
  void i18nReady.finally(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
