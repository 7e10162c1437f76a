import { LineIcon } from "./line-icon";

/** The ✕ of close and remove buttons (the button carries the name; the icon is hidden from screen readers). */
export function CloseIcon({ className = "size-5", strokeWidth = 2 }: { className?: string; strokeWidth?: number }) {
  return (
    <LineIcon className={className} strokeWidth={strokeWidth}>
      <path d="M18 6 6 18M6 6l12 12" />
    </LineIcon>
  );
}
