/**
 * Registers the portal's service worker (src/service-worker, built to /sw.js) once the page has loaded, so
 * neither its script nor its first precaching competes with the first screen. `languageCookie` names the cookie
 * that repeats the reader's language: the worker keeps one copy of a page per language and reads it there.
 * Production builds only: in the dev server there is no /sw.js, and a worker would answer for Vite's modules.
 * `onNewBuild` hears when a newer build's worker takes charge of this page.
 */
export function registerServiceWorker(languageCookie: string, onNewBuild: () => unknown): void {
  if (!('serviceWorker' in navigator)) return;
  // A page that started under a worker and gets another: a new build took charge (a worker changes only with
  // a build). The first worker of a page that had none is the same build as the page, and changes nothing.
  const startedUnder = navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (startedUnder) onNewBuild();
  });
  const register = () => {
    navigator.serviceWorker
      .register(`/sw.js?cookie=${encodeURIComponent(languageCookie)}`, { scope: '/' })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') setTimeout(register, 0);
  else window.addEventListener('load', register, { once: true });
}
