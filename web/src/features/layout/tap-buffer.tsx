/**
 * A server-rendered page shows its buttons and fields before React has hydrated them; a tap in that moment
 * would do nothing (or submit a form natively and reload the page) and typed text would be on screen but not in
 * React's state. This inline script (first in <body>, before the app's script) holds taps on links and controls,
 * and notes the fields typed into, in one queue in the order they happened: until the root has hydrated, and for
 * a few seconds after that for elements React has not hydrated yet (parts in Suspense boundaries and sliced
 * hydration come later than the root). `replayTaps` then replays them, in order, each once its element is React's.
 *
 * A `<details>` summary is not held: every disclosure on the site is the browser's own, which opens without React
 * (and React leaves its `open` alone when it hydrates), so on a slow phone "How is this worked out?" opens at once.
 *
 * While anything is still waiting in the queue, every later tap joins it too, even on a part React has
 * hydrated: the order is the point. (Otherwise a sign-in is lost: the fields typed before hydration wait in the
 * queue for the form to hydrate; the tap on "Sign in" presses the pointer, React hydrates the form on that
 * pointerdown, and the click goes straight to React, which submits the form before the queued fields reach its
 * state. The form says "required", the replayed fields clear the message, and the visitor is left on a filled
 * form that has not signed in.)
 */
/** After the root hydrates, taps on parts not hydrated yet are still held this long. */
const HOLD_AFTER_LIVE_MS = 5000;
export const TAP_BUFFER_SCRIPT = `(function(){var q=[];window.__tapQueue=q;function hyd(el){for(var k in el)if(k.indexOf("__reactProps$")===0)return true;return false}function hold(el){var live=window.__tapsLive;return !live||(!window.__replaying&&(q.length>0||(Date.now()-live<${HOLD_AFTER_LIVE_MS}&&!hyd(el))))}function note(el,kind){var v=kind==="type"&&"value" in el?el.value:null;for(var i=0;i<q.length;i++)if(q[i][0]===el&&q[i][1]===kind){q[i][2]=v;return}q.push([el,kind,v]);if(window.__tapsLive&&window.__drainTaps)window.__drainTaps()}document.addEventListener("click",function(e){var x=e.target;if(!(x instanceof Element))return;var c=x.closest("a[href],button,[role=button],[role=radio],[role=tab],[role=checkbox],label,input[type=checkbox],input[type=radio]");if(!c||!hold(c))return;e.preventDefault();e.stopImmediatePropagation();note(c,"tap")},true);function typed(e){if(e.target instanceof Element&&hold(e.target))note(e.target,"type")}document.addEventListener("input",typed,true);document.addEventListener("change",typed,true)})()`;

/** The page's CSP allows this script by its hash (worker/edge/page-cache.ts). */
export function TapBuffer() {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: TAP_BUFFER_SCRIPT }} />;
}

/** Whether React has hydrated this element (it keeps its props on the node then). */
const hydratedNode = (el: Element) => Object.keys(el).some((k) => k.startsWith("__reactProps$"));

/**
 * The element that now stands where a held one stood. React drops the server's markup and renders a part again
 * when it cannot hydrate it (a mismatch, or a Suspense boundary resolved on the client first), and the tap or text
 * held on the old node must not be lost with it: a link by its address, a field by its id or name, a button by its
 * kind, name and label, when exactly one connected element matches.
 */
function standIn(gone: Element): Element | undefined {
  const same = (selector: string, test: (el: Element) => boolean) =>
    [...document.querySelectorAll(selector)].filter((el) => el !== gone && el.isConnected && test(el));
  const attr = (el: Element, name: string) => el.getAttribute(name) ?? "";
  // Links to one address go to one place: the first is as good as any.
  if (gone instanceof HTMLAnchorElement && gone.getAttribute("href"))
    return same("a[href]", (el) => (el as HTMLAnchorElement).href === gone.href)[0];
  const found = gone.id
    ? same(`#${CSS.escape(gone.id)}`, (el) => el.tagName === gone.tagName)
    : same(
        gone.tagName,
        (el) =>
          ["type", "name", "aria-label", "role"].every((a) => attr(el, a) === attr(gone, a)) &&
          el.textContent?.trim() === gone.textContent?.trim(),
      );
  return found.length === 1 ? found[0] : undefined;
}

/**
 * After the root hydrates: let taps through (`__tapsLive` holds the time) and replay the held ones, in order. A
 * held tap or field waits, frame by frame (at most about eight seconds: a busy phone may take that long to hydrate a lazily loaded form), until its element is React's, so it is
 * never sent to a part that would drop it. Taps held later (parts that hydrate after the root) call the same
 * drain.
 */
export function replayTaps() {
  // A field's entry carries the text typed into it: hydrating a password field can empty it again.
  type Entry = [EventTarget, "tap" | "type", (string | null)?];
  const w = window as unknown as {
    __tapsLive?: number;
    __replaying?: boolean;
    __tapQueue?: Entry[];
    __drainTaps?: () => void;
  };
  w.__tapsLive = Date.now();
  const queue = w.__tapQueue ?? [];
  // A field typed into: React's value tracker is told the value changed, so the event reaches its onChange.
  const act = ([el, kind, typed]: Entry) => {
    if (kind === "tap") return (el as HTMLElement).click();
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
      if (typeof typed === "string" && el.value !== typed) {
        const proto = el instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
        Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, typed);
      }
      (el as unknown as { _valueTracker?: { setValue(v: string): void } })._valueTracker?.setValue(`${el.value}\u0000`);
      el.dispatchEvent(new Event("input", { bubbles: true }));
    } else if (el instanceof HTMLSelectElement) el.dispatchEvent(new Event("change", { bubbles: true }));
  };
  let frames = 0;
  let running = false;
  const next = () => {
    while (queue.length) {
      const entry = queue[0]!;
      const held = entry[0];
      if (!(held instanceof Element)) {
        queue.shift();
        continue;
      }
      let el: Element = held;
      if (!el.isConnected) {
        const twin = standIn(el);
        if (!twin) {
          queue.shift();
          // A link held before React replaced the page's markup still goes where it pointed.
          if (entry[1] === "tap" && el instanceof HTMLAnchorElement && el.href) {
            queue.length = 0;
            location.assign(el.href);
            return;
          }
          continue;
        }
        entry[0] = el = twin;
      }
      if (!hydratedNode(el) && frames++ < 480) {
        requestAnimationFrame(next);
        return;
      }
      queue.shift();
      frames = 0;
      w.__replaying = true;
      try {
        act(entry);
      } finally {
        w.__replaying = false;
      }
      // Let React apply what that did (it renders in a microtask) before the next one: a held "Subscribe"
      // must see the value typed before it.
      if (queue.length) {
        setTimeout(next, 0);
        return;
      }
    }
    running = false;
  };
  w.__drainTaps = () => {
    if (running) return;
    running = true;
    next();
  };
  w.__drainTaps();
}
