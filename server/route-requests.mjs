// @ts-check
/**
 * React Router's `v8_passThroughRequests` (react-router.config.ts) hands loaders
 * and actions the raw Request instead of cloning it twice per call to strip its
 * `.data` suffix and `index`/`_routes` parameters — two `new Request()`s that
 * each follow the request's abort signal, a tenth of an /api answer's time
 * (docs/decisions/0044-request-path-cost.md).
 *
 * The app's code keeps reading the normalized address from `request.url`, as
 * without the flag: each loader and action of the build is wrapped here, and
 * gets the raw request when it already is at the normalized address (every
 * /api call, most documents) or one clone at that address (the `.data`
 * requests of client navigations and form posts to `?index`).
 *
 * @param {import("react-router").ServerBuild} build
 * @returns {import("react-router").ServerBuild}
 */
export function withNormalizedRequests(build) {
  if (!build.future?.v8_passThroughRequests) return build;
  /** @type {import("react-router").ServerBuild["routes"]} */
  const routes = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const { loader, action } = route.module;
    if (!loader && !action) {
      routes[id] = route;
      continue;
    }
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        ...(loader ? { loader: atNormalizedAddress(loader) } : {}),
        ...(action ? { action: atNormalizedAddress(action) } : {}),
      },
    };
  }
  return { ...build, routes };
}

/**
 * @template {(args: any) => unknown} F
 * @param {F} handler
 * @returns {F}
 */
function atNormalizedAddress(handler) {
  return /** @type {F} */ (
    (/** @type {{ request: Request, url?: URL }} */ args) => {
      const { request, url } = args;
      if (!url || url.href === request.url) return handler(args);
      // What React Router does without the flag (stripIndexParam/stripRoutesParam), once.
      /** @type {RequestInit & { duplex?: "half" }} */
      const init = { method: request.method, headers: request.headers, signal: request.signal };
      if (request.body) {
        init.body = request.body;
        init.duplex = "half";
      }
      return handler({ ...args, request: new Request(url.href, init) });
    }
  );
}
