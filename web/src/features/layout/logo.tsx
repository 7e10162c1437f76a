import { Link } from "@tanstack/react-router";

export function Logo({ to = "/" }: { to?: string }) {
  return (
    <Link to={to} className="flex items-center gap-2 font-bold text-ink-900" aria-label="PropertyNG home">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="8" fill="#0f7a4a" />
        <path d="M7 16 16 8l9 8v9h-6v-6h-6v6H7z" fill="#fff" />
      </svg>
      <span className="text-lg tracking-tight">
        Property<span className="text-brand-600">NG</span>
      </span>
    </Link>
  );
}
