import { lazy, Suspense, useEffect, useState } from "react";
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
/** A field someone types into: while one has focus, the form (and a phone's keyboard) has the bottom of the screen. */
const typingIn = (el: Element | null) =>
  el instanceof HTMLTextAreaElement ||
  el instanceof HTMLSelectElement ||
  (el instanceof HTMLInputElement && !["checkbox", "radio", "button", "submit", "reset", "range"].includes(el.type)) ||
  (el instanceof HTMLElement && el.isContentEditable);

function useTyping() {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    // focusout fires before the next focusin: read where focus is once it has settled.
    const check = () => setTimeout(() => setTyping(typingIn(document.activeElement)), 0);
    document.addEventListener("focusin", check);
    document.addEventListener("focusout", check);
    return () => {
      document.removeEventListener("focusin", check);
      document.removeEventListener("focusout", check);
    };
  }, []);
  return typing;
}

export function AssistantLauncher() {
  const [open, setOpen] = useState(false);
  const typing = useTyping();
  const [loaded, setLoaded] = useState(false);
  const bar = useAtomValue(bottomBarAtom);
  const warm = () => void load();
  return (
    <>
      {/* Out of the way while someone fills in a form: it would sit on the form's fields, its text or its Send. */}
      {!open && !typing && (
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
          // On a phone a round 48 px button (the words stay its name): as little of the page under it as can be tapped.
          className="fixed bottom-[calc(5rem+env(safe-area-inset-bottom,0px))] left-3 z-30 flex size-12 items-center justify-center gap-2 rounded-full bg-brand-700 text-sm font-semibold text-white shadow-popover hover:bg-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 sm:left-4 sm:size-auto sm:px-4 sm:py-2.5 lg:bottom-6"
        >
          <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden>
            <path d="M3 4.5A2.5 2.5 0 0 1 5.5 2h9A2.5 2.5 0 0 1 17 4.5v7a2.5 2.5 0 0 1-2.5 2.5H9l-4 3.5V14h.5A2.5 2.5 0 0 1 3 11.5v-7Z" />
          </svg>
          <span className="max-sm:sr-only">Ask PropertyNG</span>
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
