import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installErrorCapture, recordError } from './shell/errorlog';
import { applyThemeToDocument, readThemeChoice } from './shell/theme';

// Uncaught errors and unhandled rejections go to the local error log from the very start.
installErrorCapture();
// The chosen theme is on <html> before React paints (dark mode class, page colour).
applyThemeToDocument(readThemeChoice().theme);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

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
