/** Small inline icons for listings (inline SVG keeps them out of any icon library). */
export function VerifiedIcon({ className = "size-4" }: { className?: string }) {
  return (
    <svg
      role="img"
      aria-label="Verified"
      viewBox="0 0 24 24"
      className={`${className} shrink-0 text-brand-600`}
      fill="currentColor"
    >
      <title>Verified</title>
      <path d="M12 1.5 14.6 3.8l3.4-.4.9 3.3 3 1.7-1.2 3.2 1.2 3.2-3 1.7-.9 3.3-3.4-.4L12 22.5l-2.6-2.3-3.4.4-.9-3.3-3-1.7L3.3 12 2.1 8.8l3-1.7.9-3.3 3.4.4L12 1.5Zm-1.3 13.9 6-6-1.4-1.4-4.6 4.6-2.3-2.3L7 11.7l3.7 3.7Z" />
    </svg>
  );
}

export function PhotoPlaceholder() {
  return (
    <div
      className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-ink-400"
      role="img"
      aria-label="No photos yet"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-10"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      >
        <path d="M3 10.5 12 4l9 6.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1v-9.5Z" />
      </svg>
      <span className="text-xs">No photos yet</span>
    </div>
  );
}

export function ChevronIcon({ dir, className = "size-5" }: { dir: "left" | "right"; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={dir === "left" ? "m15 18-6-6 6-6" : "m9 18 6-6-6-6"} />
    </svg>
  );
}

/** Sliders: the buttons that open the filter sheet. */
export function FiltersIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </svg>
  );
}
