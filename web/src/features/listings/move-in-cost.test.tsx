// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import { detail } from "./listing-fixtures";
import { CAP_WARNING, MoveInCost, USUAL_WARNING } from "./move-in-cost";

afterEach(cleanup);

/** The row whose term starts with the label (a warning may follow it inside the term). */
function line(label: string) {
  const dt = [...document.querySelectorAll("dt")].find((d) => d.firstChild?.textContent === label);
  if (!dt) throw new Error(`no line ${label}`);
  return dt.parentElement!;
}

describe("MoveInCost", () => {
  it("lists a year's rent and every charge, with the total", () => {
    render(
      <MoveInCost
        listing={detail({
          priceKobo: 2_000_000_00,
          pricePeriod: "per_year",
          serviceChargeKobo: 300_000_00,
          agencyFeeKobo: 200_000_00,
          legalFeeKobo: 100_000_00,
          cautionFeeKobo: 250_000_00,
        })}
      />,
    );
    expect(within(line("First year's rent")).getByText("₦2,000,000")).toBeTruthy();
    expect(within(line("Service charge")).getByText("₦300,000")).toBeTruthy();
    expect(within(line("Agency fee")).getByText("₦200,000")).toBeTruthy();
    expect(within(line("Legal fee")).getByText("₦100,000")).toBeTruthy();
    expect(within(line("Caution deposit")).getByText("₦250,000")).toBeTruthy();
    expect(within(line("Total")).getByText("₦2,850,000")).toBeTruthy();
    // Exactly 10% is within the cap.
    expect(screen.queryByText(CAP_WARNING)).toBeNull();
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("counts twelve months of a monthly rent", () => {
    render(
      <MoveInCost listing={detail({ priceKobo: 150_000_00, pricePeriod: "per_month", cautionFeeKobo: 150_000_00 })} />,
    );
    expect(within(line("First year's rent (12 months)")).getByText("₦1,800,000")).toBeTruthy();
    expect(within(line("Total")).getByText("₦1,950,000")).toBeTruthy();
  });

  it("warns when the agency or legal fee is above 10% of the annual rent", () => {
    render(
      <MoveInCost
        listing={detail({
          priceKobo: 1_000_000_00,
          pricePeriod: "per_year",
          agencyFeeKobo: 150_000_00,
          legalFeeKobo: 100_000_01,
        })}
      />,
    );
    expect(within(line("Agency fee")).getByText(CAP_WARNING)).toBeTruthy();
    expect(within(line("Legal fee")).getByText(CAP_WARNING)).toBeTruthy();
    expect(screen.getByRole("note").textContent).toContain("Lagos law caps agency and legal fees at 10%");
  });

  it("outside Lagos marks the same fees as above the usual 10%, not a legal cap", () => {
    render(
      <MoveInCost
        listing={detail({
          state: { id: 15, name: "Federal Capital Territory" },
          priceKobo: 1_000_000_00,
          pricePeriod: "per_year",
          agencyFeeKobo: 150_000_00,
        })}
      />,
    );
    expect(within(line("Agency fee")).getByText(USUAL_WARNING)).toBeTruthy();
    expect(screen.queryByText(CAP_WARNING)).toBeNull();
    expect(screen.getByRole("note").textContent).toContain("usually at most 10%");
  });
});
