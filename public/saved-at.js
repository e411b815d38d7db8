// A page the service worker showed from the device without a network carries its "saved on" line and this
// script (src/service-worker/offline-html.ts): when the network is back, the line goes and the page is asked for
// afresh. A file of its own, named only by such a page, so no first load carries it.
'use strict';
(function () {
  var savedAt = document.getElementById('saved-at');
  if (!savedAt) return;
  var done = false;
  function backOnline() {
    if (done) return;
    done = true;
    savedAt.remove();
    location.reload();
  }
  window.addEventListener('online', backOnline);
  // The `online` event is not enough: a browser may never have counted itself offline (a network that answers
  // nothing, a captive portal, Chromium's emulated offline), so the page's own address is asked now and then,
  // past every cache; the service worker leaves a request that is no navigation to the network.
  (function ask() {
    if (done) return;
    fetch(location.href, { method: 'HEAD', cache: 'no-store' }).then(
      function (answer) {
        if (answer.ok) backOnline();
        else setTimeout(ask, 2000);
      },
      function () {
        setTimeout(ask, 2000);
      },
    );
  })();
})();
