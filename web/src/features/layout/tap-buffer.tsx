import { useRouter } from "@tanstack/react-router";

/**
 * A server-rendered page shows its buttons before React has hydrated them; a tap in that moment would do
 * nothing. This inline script (first in <body>, so it runs before the app's script) holds taps on links and
 * controls until hydration and `replayTaps` then clicks them again, in order, on the hydrated page.
 */
const SCRIPT = `(function(){var q=[];window.__tapQueue=q;document.addEventListener("click",function(e){if(window.__tapsLive)return;var t=e.target;if(!(t instanceof Element))return;var c=t.closest("a[href],button,[role=button],[role=radio],[role=tab],[role=checkbox],label,summary,input[type=checkbox],input[type=radio]");if(!c)return;e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(c)<0)q.push(c)},true)})()`;

export function TapBuffer() {
  const nonce = useRouter().options.ssr?.nonce;
  // The browser hides a nonce from the DOM, so the hydrated attribute never matches: expected.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}

/** After hydration: let taps through and replay the held ones. */
export function replayTaps() {
  const w = window as unknown as { __tapsLive?: boolean; __tapQueue?: HTMLElement[] };
  w.__tapsLive = true;
  for (const el of w.__tapQueue?.splice(0) ?? []) if (el.isConnected) el.click();
}
