/* global window */
// Paints the chosen theme's page colour (and dark mode) before the app's code loads, so a reload does not flash
// a light page under a dark theme. The app writes 'zhuxie.theme.boot' (client/src/shell/theme/storage.ts).
(function () {
  try {
    var boot = JSON.parse(window.localStorage.getItem('zhuxie.theme.boot') || 'null');
    if (!boot || typeof boot.bg !== 'string') return;
    var html = window.document.documentElement;
    html.setAttribute('data-theme', String(boot.name));
    html.classList.add(boot.dark ? 'dark' : 'light');
    html.style.colorScheme = boot.dark ? 'dark' : 'light';
    html.style.backgroundColor = boot.bg;
  } catch {
    // No storage, or a damaged value: the default theme applies.
  }
})();
