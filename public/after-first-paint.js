// Starts the portal's code once a server-drawn page has painted, so that its HTML, styles and images have
// the connection to themselves first (sandbox/host/first-screen.ts puts this in place of the entry's own tag).
'use strict';
(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  requestAnimationFrame(function () {
    setTimeout(function () {
      import(entry);
    }, 0);
  });
})();
