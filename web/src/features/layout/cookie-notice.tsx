import { useAtom } from "jotai";
import { atomWithStorage } from "jotai/utils";
import { Button } from "../../components/ui/button";

export const cookieNoticeAtom = atomWithStorage("cookieNotice", { show: true, accepted: false });

export function CookieNotice() {
  const [notice, setNotice] = useAtom(cookieNoticeAtom);
  if (!notice.show) return null;
  return (
    <div
      role="region"
      aria-label="Cookie notice"
      className="fixed inset-x-2 bottom-2 z-40 mx-auto max-w-2xl rounded-xl border border-ink-200 bg-white p-4 shadow-dialog sm:flex sm:items-center sm:gap-4"
    >
      <p className="text-sm text-ink-700">
        We use cookies and local storage to keep you signed in and remember your preferences. No advertising trackers.{" "}
        <a href="/privacy" className="text-brand-700 underline">
          Privacy policy
        </a>
      </p>
      <div className="mt-3 flex shrink-0 gap-2 sm:mt-0">
        <Button size="sm" variant="outline" onClick={() => setNotice({ show: false, accepted: false })}>
          Decline
        </Button>
        <Button size="sm" onClick={() => setNotice({ show: false, accepted: true })}>
          Accept
        </Button>
      </div>
    </div>
  );
}
