/* global window, document */
// The reader's display preferences (src/lib/a11y-prefs.ts) applied before the first paint: the text
// size on <html> and, in high contrast, a black page until the theme takes over (decision 137).
(function () {
  try {
    var prefs = JSON.parse(window.localStorage.getItem('siam.a11y') || 'null');
    if (!prefs) return;
    var html = document.documentElement;
    var scales = [87.5, 100, 112.5, 125, 150, 175, 200];
    if (scales.indexOf(prefs.textScale) >= 0 && prefs.textScale !== 100)
      html.style.fontSize = prefs.textScale + '%';
    if (prefs.highContrast === true) {
      html.setAttribute('data-contrast', 'alto');
      html.style.backgroundColor = '#000000';
      html.style.colorScheme = 'dark';
    }
  } catch {
    // Nothing stored, or storage refused: the defaults.
  }
})();
