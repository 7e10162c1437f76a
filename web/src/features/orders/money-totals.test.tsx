// @vitest-environment happy-dom
import { afterEach, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { MoneyTotals, moneyWords } from "./money-totals";

afterEach(cleanup);

const money = {
  expectedKobo: 5_000_000_00,
  receivedKobo: 3_000_000_00,
  heldKobo: 1_000_000_00,
  releasedKobo: 2_000_000_00,
};

it("names each of the payee's four figures beside its amount in naira", () => {
  render(<MoneyTotals totals={money} testId="book" />);
  const book = screen.getByTestId("book");
  const terms = [...book.querySelectorAll("dt")].map((d) => d.textContent);
  const amounts = [...book.querySelectorAll("dd")].map((d) => d.textContent);
  expect(terms).toEqual(["Expected", "Received", "Held in escrow", "Released to you"]);
  expect(amounts).toEqual(["₦5,000,000", "₦3,000,000", "₦1,000,000", "₦2,000,000"]);
});

it("says one order's figures in a row's words", () => {
  expect(moneyWords(money)).toBe("expected ₦5,000,000 · received ₦3,000,000 · held ₦1,000,000 · released ₦2,000,000");
});
