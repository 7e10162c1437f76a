// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MutationButton } from "./mutation-button";
import { Table, type TableColumn } from "./table";

afterEach(cleanup);

describe("Table", () => {
  it("draws the header row: the table's cell class, right-aligned amounts, cells with their own class, a hidden name", () => {
    const columns: TableColumn[] = [
      "When",
      { label: "Amount", align: "right" },
      { className: "py-2" },
      { hidden: "Refund", className: "py-2" },
    ];
    const looks = { className: "mt-3", headClassName: "text-ink-600", cellClassName: "py-2 pr-4 font-medium" };
    render(
      <Table {...looks} caption="Wallet lines" scope="col" columns={columns} after={<p>Showing the newest 20</p>}>
        <tbody>
          <tr>
            <td>Today</td>
            <td>₦1</td>
            <td />
            <td />
          </tr>
        </tbody>
      </Table>,
    );
    const table = screen.getByRole("table", { name: "Wallet lines" });
    // A named table scrolls in a region keyboard users can reach.
    const box = screen.getByRole("region", { name: "Wallet lines" });
    expect(box).toBe(table.parentElement);
    expect(box.tabIndex).toBe(0);
    expect(box.className).toContain("overflow-x-auto");
    expect(box.className).toContain("mt-3");
    expect(table.querySelector("thead")!.className).toBe("text-ink-600");
    const heads = screen.getAllByRole("columnheader");
    expect(heads.map((h) => h.textContent)).toEqual(["When", "Amount", "", "Refund"]);
    expect(heads[3]!.firstElementChild!.className).toBe("sr-only");
    expect(heads.map((h) => h.className)).toEqual([
      "py-2 pr-4 font-medium",
      "py-2 pr-4 font-medium text-right",
      "py-2",
      "py-2",
    ]);
    expect(heads.every((h) => h.getAttribute("scope") === "col")).toBe(true);
    expect(table.nextElementSibling!.textContent).toBe("Showing the newest 20");
  });
});

describe("MutationButton", () => {
  it("runs the mutation for its own row and spins only while that row is on its way", () => {
    const mutate = vi.fn();
    const { rerender } = render(
      <MutationButton mutation={{ isPending: false, variables: undefined, mutate }} variables="b1">
        Send now
      </MutationButton>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Send now" }));
    expect(mutate).toHaveBeenCalledWith("b1");

    rerender(
      <MutationButton mutation={{ isPending: true, variables: "b2", mutate }} variables="b1">
        Send now
      </MutationButton>,
    );
    expect(screen.getByRole("button", { name: "Send now" }).getAttribute("aria-busy")).toBeNull();

    rerender(
      <MutationButton mutation={{ isPending: true, variables: "b1", mutate }} variables="b1">
        Send now
      </MutationButton>,
    );
    // Spinning: busy and disabled (the spinner joins the button's name).
    expect(screen.getByRole("button").getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("button").hasAttribute("disabled")).toBe(true);
  });
});
