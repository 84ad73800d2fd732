import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { isLoginPath, loadAppRoutes } from './firstRoutes';
import { DEFAULT_LOCALE, loadCatalogue, readStoredLocale } from './i18n/locale';
// The modules themselves, not the folders' index files: those also export the error log viewer and the theme
// chooser, which belong to the signed-in shell (its own chunk).
import { installErrorCapture } from './shell/errorlog/capture';
import { recordError } from './shell/errorlog/store';
import { applyThemeToDocument, readThemeChoice } from './shell/theme/storage';

// Uncaught errors and unhandled rejections go to the local error log from the very start.
installErrorCapture();
// The chosen theme is on <html> before React paints (dark mode class, page colour).
applyThemeToDocument(readThemeChoice().theme);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// What the login page says in Chinese is in this script; another stored language is fetched before the first
// render (no flash of Chinese).
// Another page than a login page needs the rest of the route table (firstRoutes.tsx) before the router starts.
const storedLocale = readStoredLocale();
await Promise.all([
  storedLocale !== DEFAULT_LOCALE ? loadCatalogue(storedLocale) : undefined,
  isLoginPath(window.location.pathname) ? undefined : loadAppRoutes(),
]);

createRoot(root, {
  // Render errors caught by any boundary (the main layout's, or the router's own around other pages) are logged too.
  onCaughtError: (error, info) => {
    recordError(error, 'render', info.componentStack);
    console.error(error);
  },
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
