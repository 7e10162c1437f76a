import type { CSSProperties } from "react";
import { DayPicker, type DayPickerProps } from "react-day-picker";
import "react-day-picker/style.css";

/**
 * The design system's month calendar (react-day-picker), in the brand's colours. The library declares its
 * colours on its own root (`.rdp-root`), so they are overridden there, through `style`, not on a parent.
 * Import this file lazily: it carries the library and its stylesheet.
 */
const BRAND: CSSProperties = {
  ["--rdp-accent-color" as string]: "var(--color-brand-600)",
  ["--rdp-accent-background-color" as string]: "var(--color-brand-50)",
  ["--rdp-today-color" as string]: "var(--color-brand-700)",
  ["--rdp-range_middle-color" as string]: "var(--color-ink-900)",
  ["--rdp-day-width" as string]: "min(44px, calc((100vw - 4.5rem) / 7))",
  ["--rdp-day_button-width" as string]: "min(42px, calc((100vw - 4.75rem) / 7))",
};

export function Calendar(props: DayPickerProps) {
  return <DayPicker {...props} style={{ ...BRAND, ...props.style }} />;
}
export type { DateRange } from "react-day-picker";
