import { Toaster as Sonner } from "sonner";
import type { ToasterProps } from "sonner";

export { toast } from "sonner";

/**
 * Toasts start below the sticky 64 px header (plus 8 px), never over its menus or the bell, on phones and
 * desktops alike; the header's dropdowns (z-50) also sit above them.
 */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      offset={{ top: 72 }}
      mobileOffset={{ top: 72 }}
      duration={7000}
      richColors
      closeButton
      {...props}
    />
  );
}
