/**
 * A module the page loads only when it is needed (issue 23: what only dialogs and admin screens
 * use stays out of a page's first JavaScript). `load()` fetches it once; `get()` is it once
 * loaded. A route dialog (app/components/route-dialog.tsx) waits for it as for its data.
 *
 *   const form = lazyPart(() => import("./place-suggestion-form"));
 *   <RouteDialog load={form.load}>{(data) => { const { PlaceSuggestionForm } = form.get()!; … }}</RouteDialog>
 */
export function lazyPart<T>(importer: () => Promise<T>) {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: (): Promise<T> =>
      (pending ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          // Offline or a new deployment: the next opening tries again.
          pending = undefined;
          throw error;
        },
      )),
    get: (): T | undefined => loaded,
  };
}
