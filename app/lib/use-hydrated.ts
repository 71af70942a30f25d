import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False during server render and hydration, true once React runs in the browser. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
