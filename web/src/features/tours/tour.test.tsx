import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Tour } from "./tour";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

function targets(...names: string[]) {
  for (const n of names) {
    const el = document.createElement("a");
    el.dataset.tour = n;
    el.textContent = n;
    document.body.appendChild(el);
  }
}

const STEPS = [
  { target: "one", title: "First", body: "The first stop." },
  { target: "missing", title: "Missing", body: "Not on this page." },
  { target: "two", title: "Second", body: "The second stop." },
];

describe("Tour", () => {
  it("walks the steps whose targets exist, with a counter, Back/Next/Done and arrow keys", () => {
    targets("one", "two");
    const onDone = vi.fn();
    render(<Tour steps={STEPS} label="Test tour" onDone={onDone} />);
    expect(screen.getByRole("dialog", { name: "First" })).toBeTruthy();
    expect(screen.getByText("Step 1 of 2")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("dialog", { name: "Second" })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "ArrowLeft" });
    expect(screen.getByText("Step 1 of 2")).toBeTruthy();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "ArrowRight" });
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("ends at once when no target is on the page", () => {
    const onDone = vi.fn();
    render(<Tour steps={STEPS} label="Test tour" onDone={onDone} />);
    expect(onDone).toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
