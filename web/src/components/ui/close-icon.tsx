/** The ✕ of close and remove buttons (the button carries the name; the icon is hidden from screen readers). */
export function CloseIcon({ className = "size-5", strokeWidth = 2 }: { className?: string; strokeWidth?: number }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      className={className}
    >
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}
