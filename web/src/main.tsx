// SPA entry: styles, the entry link of the address, the language of the host, error reporting, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { i18nReady } from './i18n';
import { installErrorReporter } from './lib/error-reporter';
import { storeEntryLinkFromLocation } from './lib/entry-link-storage';
import { App } from './app/App';

installErrorReporter();
storeEntryLinkFromLocation(window.location, sessionStorage, window.history);

const root = createRoot(document.getElementById('root')!);
// The first paint waits for the texts of the host's language (one small chunk), so no key ever flashes.
void i18nReady.finally(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
