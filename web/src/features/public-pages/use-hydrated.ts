import { useSyncExternalStore } from "react";

const noop = () => () => undefined;
/** False on the server and while hydrating, true after: for what depends on this browser's storage. */
export const useHydrated = () =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
