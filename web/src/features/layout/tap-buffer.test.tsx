// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
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

  it("lets a disclosure's summary open natively before hydration, and does not queue it", () => {
    document.body.innerHTML = `<details><summary>How is this worked out?</summary><p>From 5 listings</p></details>`;
    const summary = document.querySelector("summary")!;
    expect(click(summary).defaultPrevented).toBe(false);
    expect(w.__tapQueue).toHaveLength(0);
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

  it("a tap held on markup React rendered again reaches the element that replaced it", async () => {
    document.body.innerHTML = `<main><a href="/project-booking/p1?unit=2">Reserve</a><button type="button">Save</button></main>`;
    click(document.querySelector("a")!);
    click(document.querySelector("button")!);
    // React could not hydrate the part and rendered it afresh: new nodes, same links and buttons.
    document.body.innerHTML = `<main><a href="/project-booking/p1?unit=2">Reserve</a><button type="button">Save</button></main>`;
    const seen: string[] = [];
    const link = hydrate(document.querySelector("a")!);
    link.addEventListener("click", (e) => {
      e.preventDefault();
      seen.push("link");
    });
    hydrate(document.querySelector("button")!).addEventListener("click", () => seen.push("button"));
    replayTaps();
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual(["link", "button"]);
    expect(w.__tapQueue).toHaveLength(0);
  });

  it("a link held on markup that is gone still goes where it pointed", async () => {
    document.body.innerHTML = `<a href="/properties/project/p1">Open</a>`;
    click(document.querySelector("a")!);
    document.body.innerHTML = `<p>Loading</p>`;
    const went: string[] = [];
    const assign = vi.spyOn(window.location, "assign").mockImplementation((url) => void went.push(String(url)));
    replayTaps();
    await new Promise((r) => setTimeout(r, 20));
    assign.mockRestore();
    expect(went).toEqual([`${location.origin}/properties/project/p1`]);
  });
});
