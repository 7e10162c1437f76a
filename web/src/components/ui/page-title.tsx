import type { ReactNode } from "react";

/** A page's heading (its h1) and the line under it that says what the page is for. */
export function PageTitle({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-semibold text-ink-900">{title}</h1>
      <p className="text-sm text-ink-600">{children}</p>
    </div>
  );
}
