// Starts the portal's code once a server-drawn page has painted its content, so that its HTML, styles and
// images have the connection to themselves first. The drawn page's inline starter adds this script after that
// paint (src/server/after-first-paint-starter.ts), with the attributes src/server/place-first-screen.ts gave it:
// data-entry, and in data-preload the entry's imports, then the drawn screen's own code (fetched side by side,
// not one after the other). It still waits for the paint itself: a page drawn before the starter (a cached
// copy, a rollback) names it in a tag of its own. A screen drawn at another address than the one asked for (the not-found screen, at /404/…) names it
// in data-location: the app moves there itself, so the browser must stand there before React takes it over.
'use strict';
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var location = script.getAttribute('data-location');
  if (location) history.replaceState(history.state, '', location);
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;

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

  function start() {
    if (started) return;
    started = true;
    preloadSome(0);
  }

  // The first contentful paint where the browser reports it: the first animation frame can come before the
  // styles have arrived, and code fetched then competed with them (Lighthouse counted it before the paint).
  var paintTiming =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (paintTiming) {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
    // A page that paints nothing contentful still gets its code.
    setTimeout(start, 3000);
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
})();
