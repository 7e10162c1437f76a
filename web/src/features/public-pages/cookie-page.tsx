import { Link } from "@tanstack/react-router";
import { useAtom } from "jotai";
import { Button } from "../../components/ui/button";
import { useHydrated } from "./use-hydrated";
import { cookieNoticeAtom } from "../layout/cookie-notice";

const USES = [
  ["Signing you in", "Your session token, so you stay signed in (only on this device, for as long as you chose)."],
  [
    "Your preferences",
    "The agents directory's order, the data saver, the compare list and recent searches, kept in this browser's storage.",
  ],
  [
    "Grid or list view",
    "One small cookie, “view”, set only when you pick grid or list on a search page and kept for a year, so the first page we send already shows your choice. It holds nothing but that word and tracks nothing.",
  ],
  [
    "Sort order",
    "One small cookie, “sort”, set only when you pick an order on a search page (latest, price or most viewed) and kept for a year, so the first page we send is already in that order. It holds nothing but that word and tracks nothing.",
  ],
  ["Working offline", "Pages and pictures you viewed, so they open again without a connection."],
  ["Security", "Limits that stop someone guessing passwords or sending spam."],
] as const;

/** /cookie-acceptance: what we keep in this browser and why, and the choice (the same as the cookie notice's). */
export function CookiePage() {
  const [notice, setNotice] = useAtom(cookieNoticeAtom);
  const hydrated = useHydrated();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">Cookies and storage</h1>
      <p className="mt-2 text-ink-600">
        PropertyNG keeps a few things in your browser so the site works. We use no advertising trackers and sell nothing
        about you.
      </p>
      <ul className="mt-6 space-y-3">
        {USES.map(([title, text]) => (
          <li key={title} className="rounded-xl border border-ink-200 bg-white p-4">
            <h2 className="font-semibold text-ink-900">{title}</h2>
            <p className="mt-1 text-sm text-ink-600">{text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8 rounded-xl bg-ink-50 p-5">
        <p className="text-sm text-ink-700" aria-live="polite">
          {!hydrated
            ? "\u00a0"
            : notice.show
              ? "You have not chosen yet."
              : notice.accepted
                ? "You accepted these cookies."
                : "You declined optional storage: only what sign-in and security need is kept."}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button onClick={() => setNotice({ show: false, accepted: true })}>Accept</Button>
          <Button variant="outline" onClick={() => setNotice({ show: false, accepted: false })}>
            Decline
          </Button>
        </div>
      </div>
      <p className="mt-6 text-sm text-ink-600">
        More in our{" "}
        <Link to="/privacy" className="text-brand-700 underline">
          privacy policy
        </Link>
        .
      </p>
    </div>
  );
}
