// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { replayTaps, TAP_BUFFER_SCRIPT } from "./tap-buffer";

type W = { __tapsLive?: number; __tapQueue?: unknown[]; __drainTaps?: () => void; __replaying?: boolean };
const w = window as unknown as W;

/** What React leaves on a node it has hydrated. */
const hydrate = (el: Element) => Object.assign(el, { __reactProps$test: {} });

// The inline script runs once per page (it listens on the document): once for this file.
new Function(TAP_BUFFER_SCRIPT)();

beforeEach(() => {
  document.body.innerHTML = `<form><input id="u"><button id="go" type="button">Sign in</button></form>`;
  w.__tapQueue!.length = 0;
  delete w.__tapsLive;
  delete w.__drainTaps;
});

const click = (el: Element) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true });
  el.dispatchEvent(event);
  return event;
};

describe("the tap buffer", () => {
  it("holds taps and notes typed fields before hydration", () => {
    const field = document.getElementById("u") as HTMLInputElement;
    field.value = "ada";
    field.dispatchEvent(new Event("input", { bubbles: true }));
    expect(click(document.getElementById("go")!).defaultPrevented).toBe(true);
    expect(w.__tapQueue!.map((e) => (e as [Element, string])[1])).toEqual(["type", "tap"]);
  });

  it("after hydration, lets a tap on a hydrated element through only when nothing is waiting to be replayed", () => {
    const field = document.getElementById("u") as HTMLInputElement;
    const button = hydrate(document.getElementById("go")!);
    let reached = 0;
    button.addEventListener("click", () => reached++);
    // Typed before hydration; the field itself is not hydrated yet (its part of the page comes later).
    field.value = "ada";
    field.dispatchEvent(new Event("input", { bubbles: true }));
    w.__tapsLive = Date.now();
    // The lost sign-in: the button was hydrated by the pointerdown, the typed name was still queued. The tap
    // waits behind it instead of submitting an empty form.
    expect(click(button).defaultPrevented).toBe(true);
    expect(reached).toBe(0);
    expect(w.__tapQueue).toHaveLength(2);

    w.__tapQueue!.length = 0;
    expect(click(button).defaultPrevented).toBe(false);
    expect(reached).toBe(1);
  });

  it("replays in order: the field's text reaches the form before the held tap", async () => {
    const field = document.getElementById("u") as HTMLInputElement;
    const button = document.getElementById("go")!;
    const seen: string[] = [];
    field.addEventListener("input", () => seen.push(`input ${field.value}`));
    button.addEventListener("click", () => seen.push(`click with ${field.value}`));
    field.value = "ada";
    field.dispatchEvent(new Event("input", { bubbles: true }));
    click(button);
    seen.length = 0;
    hydrate(field);
    hydrate(button);
    replayTaps();
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual(["input ada", "click with ada"]);
    expect(w.__tapQueue).toHaveLength(0);
  });
});
