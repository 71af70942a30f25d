/*
 * Registers the service worker (/sw.js, docs/decisions/0087-offline-pages.md) and asks it to
 * refresh the pages it keeps: on each page load online, and when the browser comes back
 * online. A plain static file, outside the app's bundle. Service workers need HTTPS or localhost.
 */
(() => {
  if (!("serviceWorker" in navigator)) return;
  const signedIn = document.currentScript?.dataset.signedIn === "1";

  const askRefresh = () => {
    if (!navigator.onLine) return;
    navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: "refresh" }));
  };

  navigator.serviceWorker.addEventListener("message", (event) => {
    // What the worker keeps, on the page for anyone curious (and for the tests to wait on).
    if (event.data?.type === "offline-refreshed")
      document.documentElement.dataset.offlineSaved = String(event.data.saved ?? 0);
  });

  // Offline, a link opens its page as a document, which the worker answers from what it keeps
  // (the app's client-side navigation would need the server).
  window.addEventListener(
    "click",
    (event) => {
      if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!link || link.target || link.hasAttribute("download")) return;
      const url = new URL(link.href, location.href);
      if (url.origin !== location.origin) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      location.assign(url.href);
    },
    true,
  );

  // Signed out, nothing is kept: no worker is registered, and one left from a session that
  // ended elsewhere (expired, revoked) is asked to refresh, which its refused list turns into
  // dropping every page it kept.
  if (!signedIn) {
    navigator.serviceWorker.getRegistration().then((registration) => {
      if (registration?.active) askRefresh();
    });
    return;
  }

  window.addEventListener("online", askRefresh);
  navigator.serviceWorker
    .register("/sw.js")
    .then(askRefresh)
    .catch((error) => console.warn("Offline pages are not available:", error));
})();
