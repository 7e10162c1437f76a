/** @radix-ui/react-focus-guards in the worker: see radix-overlays.ts. */
export { FocusGuards, useFocusGuards, FocusGuards as Root } from "./radix-overlays";
