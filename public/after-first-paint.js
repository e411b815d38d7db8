// Starts the portal's code once a server-drawn page has painted, so that its HTML, styles and images have
// the connection to themselves first (src/server/place-first-screen.ts puts this in place of the entry's own
// tag, and the entry's imports in data-preload: fetched beside the entry, not one after the other). A screen drawn at another address than the one asked for (the not-found screen, at /404/…) names it
// in data-location: the app moves there itself, so the browser must stand there before React takes it over.
'use strict';
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var location = script.getAttribute('data-location');
  if (location) history.replaceState(history.state, '', location);
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  requestAnimationFrame(function () {
    setTimeout(function () {
      preloads.forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
      import(entry);
    }, 0);
  });
})();
