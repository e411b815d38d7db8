// Starts the portal's code on a server-drawn page: the page's inline starter adds this script once the page has
// painted its content (src/server/after-first-paint-starter.ts, the one place that waits for the paint), with the
// attributes src/server/place-first-screen.ts gave it: data-entry, and in data-preload the entry's imports, then
// the drawn screen's own code (fetched side by side, not one after the other). A copy drawn before the starter (a
// cached page, a rollback) names this script in a tag of its own, and its code then starts without waiting. A
// screen drawn at another address than the one asked for (the not-found screen, at /404/…) names it in
// data-location: the app moves there itself, so the browser must stand there before React takes it over.
'use strict';
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var location = script.getAttribute('data-location');
  if (location) history.replaceState(history.state, '', location);
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);

  // Each <link> costs the main thread a few ms on a phone's CPU: twenty in one go made a long task of their own
  // (docs/performance.md, "What each piece of start-up work costs"). A few at a time, each batch a task.
  var PRELOADS_A_TASK = 5;

  // The entry once every link is in place: the take-over asks for the screen's code, and Vite's loader adds a
  // link for each file it does not find, all in one task (on a member's topic, some fifty: 150 ms at 4× CPU).
  // The libraries come first, so the largest file is on its way from the first task.
  function preloadSome(from) {
    preloads.slice(from, from + PRELOADS_A_TASK).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    if (from + PRELOADS_A_TASK < preloads.length)
      setTimeout(function () {
        preloadSome(from + PRELOADS_A_TASK);
      }, 0);
    else import(entry);
  }

  preloadSome(0);
})();
