/**
 * What Radix needs only while a dialog, popover or menu is OPEN: positioning (@floating-ui/react-dom),
 * scroll locking (react-remove-scroll), hiding the rest from screen readers (aria-hidden), outside-click and
 * Escape handling (@radix-ui/react-dismissable-layer) and focus guards (@radix-ui/react-focus-guards).
 * The server renders every overlay closed (they open on a tap, after hydration), so only their content
 * parts use these, and the content is never rendered on the server. wrangler.toml [alias] maps those packages
 * here (~45 KB); should the server ever render open content, the page fails loudly
 * (test/worker/ssr-pages.test.ts) instead of shipping different HTML than the browser's.
 */
const clientOnly = (name: string) => (): never => {
  throw new Error(
    `${name} runs only in the browser (worker/edge/ssr-stubs/radix-overlays.ts): an overlay was rendered open on the server.`,
  );
};

// @floating-ui/react-dom
export const useFloating = clientOnly("useFloating");
export const autoUpdate = clientOnly("autoUpdate");
export const computePosition = clientOnly("computePosition");
export const detectOverflow = clientOnly("detectOverflow");
export const getOverflowAncestors = clientOnly("getOverflowAncestors");
// Middleware factories are called while PopperContent renders, also content only.
export const arrow = clientOnly("arrow");
export const autoPlacement = clientOnly("autoPlacement");
export const flip = clientOnly("flip");
export const hide = clientOnly("hide");
export const inline = clientOnly("inline");
export const limitShift = clientOnly("limitShift");
export const offset = clientOnly("offset");
export const shift = clientOnly("shift");
export const size = clientOnly("size");
export const platform = {};

// react-remove-scroll
export const RemoveScroll = Object.assign(clientOnly("RemoveScroll"), {
  classNames: { fullWidth: "width-before-scroll-bar", zeroRight: "right-scroll-bar-position" },
});

// aria-hidden
export const hideOthers = clientOnly("hideOthers");
export const inertOthers = clientOnly("inertOthers");
export const suppressOthers = clientOnly("suppressOthers");
export const supportsInert = () => false;

// @radix-ui/react-dismissable-layer and @radix-ui/react-focus-guards (separate modules: both have a `Root`)
export const DismissableLayer = clientOnly("DismissableLayer");
export const DismissableLayerBranch = clientOnly("DismissableLayerBranch");
export const useDismissableLayerSurface = clientOnly("useDismissableLayerSurface");
export const useFocusGuards = clientOnly("useFocusGuards");
export const FocusGuards = clientOnly("FocusGuards");
