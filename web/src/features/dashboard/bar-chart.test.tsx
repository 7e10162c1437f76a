// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import { BarChart, monthLabel } from "./bar-chart";

afterEach(cleanup);

const SERIES = [
  { name: "New listings", color: "fill-brand-500" },
  { name: "Favourites received", color: "fill-accent-500" },
];

describe("BarChart", () => {
  it("hides the drawing and gives the numbers in a table", () => {
    const { container } = render(
      <BarChart
        title="Per month"
        series={SERIES}
        groups={[
          { label: "Jan", values: [3, 0] },
          { label: "Feb", values: [1, 7] },
        ]}
      />,
    );
    expect(container.querySelector("svg[data-testid=bar-chart]")?.getAttribute("aria-hidden")).toBe("true");
    const table = screen.getByRole("table", { name: "Per month" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Month", "New listings", "Favourites received"]);
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) => Array.from(r.children).map((c) => c.textContent));
    expect(rows).toEqual([
      ["Jan", "3", "0"],
      ["Feb", "1", "7"],
    ]);
  });

  it("scales bars to the largest value and draws nothing for zero", () => {
    const { container } = render(
      <BarChart
        title="t"
        series={SERIES}
        groups={[
          { label: "Jan", values: [4, 0] },
          { label: "Feb", values: [2, 1] },
        ]}
      />,
    );
    const heights = Array.from(container.querySelectorAll("[data-testid=bar-chart] rect")).map((r) =>
      Number(r.getAttribute("height")),
    );
    expect(heights[0]).toBeGreaterThan(0);
    expect(heights[1]).toBe(0);
    expect(heights[2]).toBeCloseTo(heights[0]! / 2);
  });

  it("survives an all-zero series", () => {
    const { container } = render(<BarChart title="t" series={SERIES} groups={[{ label: "Jan", values: [0, 0] }]} />);
    expect(
      Array.from(container.querySelectorAll("[data-testid=bar-chart] rect")).every(
        (r) => r.getAttribute("height") === "0",
      ),
    ).toBe(true);
  });
});

describe("monthLabel", () => {
  it("names the month", () => {
    expect(monthLabel("2026-03")).toBe("Mar");
    expect(monthLabel("2025-12")).toBe("Dec");
  });
});
