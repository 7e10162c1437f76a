import { useRouter } from "@tanstack/react-router";

/**
 * A server-rendered page shows its buttons and fields before React has hydrated them; a tap in that moment
 * would do nothing and typed text would be on screen but not in React's state. This inline script (first in
 * <body>, before the app's script) holds taps on links and controls, and notes the fields typed into, until
 * hydration; `replayTaps` then tells React about the typed values and clicks the held taps again, in order.
 */
const SCRIPT = `(function(){var q=[],t=[];window.__tapQueue=q;window.__typed=t;document.addEventListener("click",function(e){if(window.__tapsLive)return;var x=e.target;if(!(x instanceof Element))return;var c=x.closest("a[href],button,[role=button],[role=radio],[role=tab],[role=checkbox],label,summary,input[type=checkbox],input[type=radio]");if(!c)return;e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(c)<0)q.push(c)},true);function typed(e){if(!window.__tapsLive&&t.indexOf(e.target)<0)t.push(e.target)}document.addEventListener("input",typed,true);document.addEventListener("change",typed,true)})()`;

export function TapBuffer() {
  const nonce = useRouter().options.ssr?.nonce;
  // The browser hides a nonce from the DOM, so the hydrated attribute never matches: expected.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}

/** Whether React has hydrated this element (it keeps its props on the node then). */
const hydratedNode = (el: Element) => Object.keys(el).some((k) => k.startsWith("__reactProps$"));

/**
 * After hydration: let taps through and replay the held ones, in order. Parts inside Suspense boundaries may
 * hydrate a little after the root: a tap waits, frame by frame (at most
 * about two seconds), until its element is React's, so it is never sent to a part that would drop it.
 */
export function replayTaps() {
  const w = window as unknown as { __tapsLive?: boolean; __tapQueue?: HTMLElement[]; __typed?: EventTarget[] };
  w.__tapsLive = true;
  type Held = { el: HTMLElement; act: () => void };
  const held: Held[] = [
    // Fields typed into first (a held "Submit" must see their values): React's value tracker is told the value
    // changed, so the input event reaches the field's onChange.
    ...(w.__typed?.splice(0) ?? []).flatMap((el): Held[] => {
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
        return [{ el, act: () => {
          (el as unknown as { _valueTracker?: { setValue(v: string): void } })._valueTracker?.setValue(`${el.value}\u0000`);
          el.dispatchEvent(new Event("input", { bubbles: true }));
        } }];
      }
      if (el instanceof HTMLSelectElement) return [{ el, act: () => el.dispatchEvent(new Event("change", { bubbles: true })) }];
      return [];
    }),
    ...(w.__tapQueue?.splice(0) ?? []).map((el) => ({ el, act: () => el.click() })),
  ];
  let frames = 0;
  const next = () => {
    while (held.length) {
      const { el, act } = held[0]!;
      if (!el.isConnected) {
        held.shift();
        continue;
      }
      if (!hydratedNode(el) && frames++ < 120) {
        requestAnimationFrame(next);
        return;
      }
      held.shift();
      act();
      // Let React apply what that did (it renders in a microtask) before the next one: a held "Subscribe"
      // must see the value typed before it.
      if (held.length) {
        setTimeout(next, 0);
        return;
      }
    }
  };
  next();
}
