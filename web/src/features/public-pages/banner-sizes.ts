/** SPEC §9: banner ad height 90 px (30 px on small screens), mobile up to 768 px, tablet up to 1024, slides every 15 s. */
export const BANNER_LAYOUT = {
  heightPx: 90,
  smallHeightPx: 30,
  mobileMaxPx: 768,
  tabletMaxPx: 1024,
  slideMs: 15_000,
} as const;
