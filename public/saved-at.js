// A page the service worker showed from the device without a network carries its "saved on" line and this
// script (src/service-worker/offline-html.ts): when the network is back, the line goes and the page is asked for
// afresh. So does the offline page of a proposal form (`#words-kept`): the form then opens with the words the
// device kept. A file of its own, named only by such pages, so no first load carries it.
'use strict';
(function () {
  var savedAt = document.getElementById('saved-at');
  if (!savedAt && !document.getElementById('words-kept')) return;
  var done = false;
  var asking = false;
  var timer = 0;
  function backOnline() {
    if (done) return;
    done = true;
    clearTimeout(timer);
    if (savedAt) savedAt.remove();
    location.reload();
  }
  // The `online` event is not enough: a browser may never have counted itself offline (a network that answers
  // nothing, a captive portal, Chromium's emulated offline), so the page's own address is asked now and then,
  // past every cache; the service worker leaves a request that is no navigation to the network.
  function ask() {
    if (done || asking) return;
    asking = true;
    clearTimeout(timer);
    fetch(location.href, { method: 'HEAD', cache: 'no-store' }).then(
      function (answer) {
        asking = false;
        if (answer.ok) backOnline();
        else later();
      },
      function () {
        asking = false;
        later();
      },
    );
  }
  function later() {
    if (!done) timer = setTimeout(ask, 2000);
  }
  window.addEventListener('online', backOnline);
  // A tab shown again (a phone woken, an app switched back to) asks at once rather than at its next turn.
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'visible') ask();
  });
  ask();
})();
