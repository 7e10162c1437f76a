import { useSyncExternalStore, type CSSProperties } from "react";
import { useAtomValue } from "jotai";
import { Toaster as Sonner } from "sonner";
import type { ToasterProps } from "sonner";
import { bottomBarAtom } from "../../features/layout/bottom-bar";

export { toast } from "sonner";

const PHONE = "(max-width: 639.98px)";
const subscribe = (onChange: () => void) => {
  const mq = window.matchMedia(PHONE);
  mq.addEventListener("change", onChange);
  return () => mq.removeEventListener("change", onChange);
};
const usePhone = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );

/**
 * Rich colours from the design tokens: sonner's own success green on its mint ground measures 4.25:1, under
 * WCAG AA's 4.5:1; each pair here is the 800 shade on the 50 ground (7:1 or more).
 */
const COLOURS = {
  "--success-bg": "var(--color-success-50)",
  "--success-border": "var(--color-success-100)",
  "--success-text": "var(--color-success-800)",
  "--error-bg": "var(--color-danger-50)",
  "--error-border": "var(--color-danger-100)",
  "--error-text": "var(--color-danger-800)",
  "--warning-bg": "var(--color-warning-50)",
  "--warning-border": "var(--color-warning-100)",
  "--warning-text": "var(--color-warning-800)",
  "--info-bg": "var(--color-info-50)",
  "--info-border": "var(--color-info-100)",
  "--info-text": "var(--color-info-800)",
  zIndex: 40,
} as CSSProperties;

/**
 * Toasts sit where no page puts its heading. Every page's title is at the top left under the sticky 64 px header, so
 * on a wide screen they go to the top right below the header. A phone's toast spans the screen, so it goes to the
 * bottom instead, above a page's bottom bar (its height is `bottomBarAtom`) and the phone's home indicator.
 * They stack at z-40, not sonner's own top layer: the account menu and the bell open (z-50) over them at the top
 * right, and a dialog stays above them, so a toast never sits on the menu item someone is reaching for.
 */
export function Toaster(props: ToasterProps) {
  const phone = usePhone();
  const bar = useAtomValue(bottomBarAtom);
  return (
    <Sonner
      position={phone ? "bottom-center" : "top-right"}
      offset={{ top: 72, right: 16 }}
      mobileOffset={{ bottom: `calc(${bar + 12}px + env(safe-area-inset-bottom, 0px))` }}
      duration={7000}
      richColors
      closeButton
      {...props}
      style={{ ...COLOURS, ...props.style }}
    />
  );
}
