import { useSyncExternalStore } from "react";
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
      style={{ zIndex: 40 }}
      {...props}
    />
  );
}
