import { Link } from "@tanstack/react-router";

/**
 * The PropertyNG mark: a house under a roof line with the sun beside it, in the brand colour tokens. The same
 * drawing is web/public/favicon.svg, from which scripts/brand-icons.mjs draws the PWA and touch icons.
 */
export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden>
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <path
        d="M5.5 15.2 16 6.5l10.5 8.7"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M9.5 15.5 16 10.2l6.5 5.3V25a1 1 0 0 1-1 1h-4v-5.5h-3V26h-4a1 1 0 0 1-1-1z" fill="#fff" />
      <circle cx="24.2" cy="7.2" r="2" className="fill-accent-400" />
    </svg>
  );
}

export function Logo({ to = "/" }: { to?: string }) {
  return (
    <Link to={to} className="flex items-center gap-2 font-bold text-ink-900" aria-label="PropertyNG home">
      <LogoMark />
      <span className="text-lg tracking-tight">
        Property<span className="text-brand-600">NG</span>
      </span>
    </Link>
  );
}
