import { lazy, Suspense, useState } from "react";
import { useAtomValue } from "jotai";
import { bottomBarAtom } from "../layout/bottom-bar";
import { notOnServer } from "../../lib/client-only";

// The widget (and the typed client calls it makes) is its own chunk: the page only carries this button.
const load = () => (__WORKER_BUNDLE__ ? notOnServer() : import("./chat-widget.deferred"));
const ChatWidget = lazy(load);

/**
 * The property assistant's launcher on public pages: a small button; the chat loads on the first tap
 * (or hover/focus, to be ready by the tap). Above any bottom bar a page has on a phone.
 */
export function AssistantLauncher() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const bar = useAtomValue(bottomBarAtom);
  const warm = () => void load();
  return (
    <>
      {!open && (
        <button
          type="button"
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
          onPointerEnter={warm}
          onFocus={warm}
          aria-haspopup="dialog"
          style={{ bottom: bar > 0 ? `${bar + 12}px` : undefined }}
          className="fixed bottom-[calc(5rem+env(safe-area-inset-bottom,0px))] left-4 z-30 flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white shadow-popover hover:bg-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 lg:bottom-6"
        >
          <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden>
            <path d="M3 4.5A2.5 2.5 0 0 1 5.5 2h9A2.5 2.5 0 0 1 17 4.5v7a2.5 2.5 0 0 1-2.5 2.5H9l-4 3.5V14h.5A2.5 2.5 0 0 1 3 11.5v-7Z" />
          </svg>
          Ask PropertyNG
        </button>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <ChatWidget open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
