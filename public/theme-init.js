/*
 * Applies the stored theme before the first paint (no flash of the wrong
 * theme). Loaded synchronously from index.html's <head>, before the CSS, as
 * an external file so the CSP `script-src 'self'` allows it. Mirrors
 * src/web/lib/theme (key `theme`: light, dark or system; default system);
 * the React theme provider takes over once the app has loaded.
 */
/* global window, document */
(function () {
  var theme = 'system';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') theme = stored;
  } catch (_error) {
    // storage unavailable: system
  }
  var dark =
    theme === 'dark' ||
    (theme === 'system' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.remove(dark ? 'light' : 'dark');
  root.classList.add(dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
