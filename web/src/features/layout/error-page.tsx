import { Link, useRouterState, type ErrorComponentProps } from "@tanstack/react-router";
import { MESSAGES } from "@contracts/messages";
import { buttonClasses } from "../../components/ui/button";
import { ApiError } from "../../lib/api";

function messageFor(status: number) {
  if (status === 404) return MESSAGES.errorPage404;
  if (status === 500) return MESSAGES.errorPage500;
  return MESSAGES.errorPageOther;
}

/** SPEC.md §8: the status (from the error, else 500), its message, and a way back. */
export function ErrorView({ status, title }: { status: number; title?: string }) {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const admin = path.startsWith("/dashboard/admin");
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-6xl font-bold text-brand-600">{status}</p>
      {title && <h1 className="mt-4 text-xl font-semibold text-ink-900">{title}</h1>}
      <p className="mt-3 text-ink-600">{messageFor(status)}</p>
      <Link to={admin ? "/dashboard/admin" : "/"} className={buttonClasses("primary", "md", "mt-8")}>
        {admin ? "Dashboard" : "Home Page"}
      </Link>
    </main>
  );
}

export function ErrorPage({ error }: ErrorComponentProps) {
  const status = error instanceof ApiError && error.status > 0 ? error.status : 500;
  return <ErrorView status={status} />;
}

export function NotFoundPage() {
  return <ErrorView status={404} title={MESSAGES.routeNotFound} />;
}
