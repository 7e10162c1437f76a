import type { CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";
import type { ToasterProps } from "sonner";

export { toast } from "sonner";

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
} as CSSProperties;

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
      style={{ ...COLOURS, ...props.style }}
    />
  );
}
