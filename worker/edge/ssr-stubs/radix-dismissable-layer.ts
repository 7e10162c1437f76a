/** @radix-ui/react-dismissable-layer in the worker: see radix-overlays.ts. */
export {
  DismissableLayer,
  DismissableLayerBranch,
  useDismissableLayerSurface,
  DismissableLayer as Root,
  DismissableLayerBranch as Branch,
} from "./radix-overlays";
