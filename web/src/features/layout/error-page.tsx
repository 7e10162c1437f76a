import { Component, useId, useState, type ReactNode } from "react";
import { useNavigate, useRouterState, type ErrorComponentProps } from "@tanstack/react-router";
import { PAGE_MESSAGES } from "@contracts/page-messages";
import { Button } from "../../components/ui/button";
import { ButtonAnchor, ButtonLink } from "../../components/ui/text-link";
import { inputClasses } from "../../components/ui/input-classes";
import { ApiError } from "../../lib/api";
import { PublicShell, useInShell } from "./public-shell";

function messageFor(status: number) {
  if (status === 404) return PAGE_MESSAGES.errorPage404;
  if (status === 500) return PAGE_MESSAGES.errorPage500;
  return PAGE_MESSAGES.errorPageOther;
}

/** A dead end is one search away from homes: the words go to sale listings as a keyword. */
function SearchAgain() {
  const navigate = useNavigate();
  const id = useId();
  const [q, setQ] = useState("");
  return (
    <form
      role="search"
      className="mt-8 flex w-full max-w-md gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void navigate({ to: "/properties/sale", search: q.trim() ? { q: q.trim() } : {} });
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search homes
      </label>
      <input
        id={id}
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder="e.g. Lekki 3 bedroom"
        className={`${inputClasses} min-w-0 flex-1`}
      />
      <Button type="submit" variant="outline">
        Search
      </Button>
    </form>
  );
}

/**
 * SPEC.md §8: the status (from the error, else 500), its message, and a way back. Outside a layout (an
 * unknown path, or an error in a layout itself) the page brings the header and footer with it, so a dead end
 * still has the navigation, the search and the footer's links.
 */
export function ErrorView({ status, title }: { status: number; title?: string }) {
  const inShell = useInShell();
  const path = useRouterState({ select: (s) => s.location.pathname });
  const admin = path.startsWith("/dashboard/admin");
  const body = (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-6xl font-bold text-brand-600">{status}</p>
      {title && <h1 className="mt-4 text-xl font-semibold text-ink-900">{title}</h1>}
      <p className="mt-3 text-ink-600">{messageFor(status)}</p>
      <ButtonLink to={admin ? "/dashboard/admin" : "/"} className="mt-8">
        {admin ? "Dashboard" : "Home Page"}
      </ButtonLink>
      {!admin && <SearchAgain />}
    </div>
  );
  if (inShell || admin) return body;
  return <PublicShell>{body}</PublicShell>;
}

/**
 * SPEC §8: when the error page itself fails (its layout, the router state it reads), a last page made of nothing
 * that can fail: the words and a plain link home (a full page load, not the router that just failed).
 */
class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-lg px-4 py-16 text-center">
        <p className="text-ink-800">{PAGE_MESSAGES.errorPageFailed}</p>
        <ButtonAnchor href="/" className="mt-6">
          Go back to home
        </ButtonAnchor>
      </div>
    );
  }
}

export function ErrorPage({ error }: ErrorComponentProps) {
  const status = error instanceof ApiError && error.status > 0 ? error.status : 500;
  return (
    <ErrorPageGuard>
      <ErrorView status={status} />
    </ErrorPageGuard>
  );
}

export function NotFoundPage() {
  return (
    <ErrorPageGuard>
      <ErrorView status={404} title={PAGE_MESSAGES.routeNotFound} />
    </ErrorPageGuard>
  );
}
