import { atom } from "jotai";

/**
 * The height (px) of a bar fixed to the bottom of a phone screen (the listing page's contact bar), 0 when
 * there is none: floating buttons (scroll-to-top) sit above it and the floating side bar stays out of its way.
 * 0 on the server and in the first client render, so nothing differs at hydration.
 */
export const bottomBarAtom = atom(0);

/**
 * True while the page carries scroll-to-top in its own bottom bar (the listing page's contact bar below
 * 1024 px), also while that bar is tucked away: the floating button then stays off the page, so it never
 * covers the page's amounts or the bar. false on the server and in the first client render.
 */
export const ownScrollTopAtom = atom(false);
