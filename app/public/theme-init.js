// Applies the stored style theme (app/theme) before the portal's bundle runs, so the first paint already shows its
// colours. A file, not an inline script: the portal's Content-Security-Policy allows scripts from its own origin only.
try {
  var theme = window.localStorage.getItem('disponent-theme');
  if (theme && /^customStyle[A-Za-z]*$/.test(theme)) document.documentElement.setAttribute('data-theme', theme);
} catch {
  // Storage blocked: the standard look.
}
