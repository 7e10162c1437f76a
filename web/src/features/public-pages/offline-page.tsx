import { useEffect, useState } from "react";
import { Button } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/text-link";

/**
 * /offline: what the service worker (web/public/sw.js) shows for a page it has not kept while there is no
 * connection. Pages viewed before (listings, searches) still open; this one says so and reloads by itself
 * once the connection is back.
 */
export function OfflinePage({ from }: { from?: string }) {
  const [online, setOnline] = useState(false);
  const retry = () => window.location.assign(from ?? "/");
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink-900">You are offline</h1>
      <p className="mt-3 text-ink-600">
        This page needs a connection. Listings and searches you opened recently still work: go back to them, or try
        again when you have signal.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={retry}>Try again</Button>
        <ButtonLink to="/" variant="outline">
          Home page
        </ButtonLink>
      </div>
      {from && (
        <p className="mt-4 text-sm text-ink-600">
          The page you asked for: <span className="break-all">{from}</span>
        </p>
      )}
      {online && (
        <p className="mt-6 text-sm text-success-800" role="status">
          You are back online.{" "}
          <button type="button" className="underline" onClick={retry}>
            Open the page
          </button>
        </p>
      )}
    </div>
  );
}
