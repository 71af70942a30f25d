/*
 * Registers the service worker (/sw.js, docs/decisions/0087-offline-pages.md) and asks it to
 * refresh the pages it keeps: on each page load online, and when the browser comes back
 * online; on a signed-out page, removes a worker left from a session and what it kept. A plain
 * static file, outside the app's bundle. Service workers need HTTPS or localhost.
 */
(() => {
  if (!("serviceWorker" in navigator)) return;
  const signedIn = document.currentScript?.dataset.signedIn === "1";

  const askRefresh = () => {
    if (!navigator.onLine) return;
    navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: "refresh" }));
  };

  /** The worker's answer to "drop", sent once no refresh of its runs; a worker of an older build never answers. */
  const dropped = (worker) =>
    new Promise((resolve) => {
      const done = () => {
        navigator.serviceWorker.removeEventListener("message", answer);
        resolve();
      };
      const answer = (event) => event.data?.type === "offline-dropped" && done();
      navigator.serviceWorker.addEventListener("message", answer);
      setTimeout(done, 5000);
      worker.postMessage({ type: "drop" });
    });

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

  // Signed out (here, or a session that expired or was revoked elsewhere), nothing is kept: a
  // worker left from the session drops its pages, then it and every cache of this site go.
  if (!signedIn) {
    navigator.serviceWorker.getRegistration().then(async (registration) => {
      if (registration) {
        if (registration.active) await dropped(registration.active);
        await registration.unregister();
        for (const name of await caches.keys()) if (name.startsWith("af-")) await caches.delete(name);
      }
      document.documentElement.dataset.offlineSaved = "0";
    });
    return;
  }

  window.addEventListener("online", askRefresh);
  navigator.serviceWorker
    .register("/sw.js")
    .then(askRefresh)
    .catch((error) => console.warn("Offline pages are not available:", error));
})();
