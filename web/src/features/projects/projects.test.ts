import { describe, expect, it } from "vitest";
import { formatNaira } from "@contracts/naira";
import { paymentPlan, reservationDeposit } from "@contracts/projects";
import { userMenu } from "../layout/nav";
import { planActions } from "../admin/projects/instalments";

describe("project menus (SPEC §6)", () => {
  const labels = (accountType: string, subAccountType: string | null = null) =>
    userMenu({ accountType, adminAccess: false, subAccountType }).map((i) => i.label);
  it("developers see My projects and Add project; the developer itself also Accounts", () => {
    expect(labels("developer")).toEqual(expect.arrayContaining(["My projects", "Add project", "Accounts"]));
    expect(labels("developer", "sub_developer")).toEqual(expect.arrayContaining(["My projects", "Add project"]));
    expect(labels("developer", "sub_developer")).not.toContain("Accounts");
    for (const t of ["standard", "brokerage", "company"]) expect(labels(t)).not.toContain("Add project");
  });
});

describe("payment plan calculator", () => {
  it("deposit now, the balance in whole-naira instalments; the last absorbs the rounding", () => {
    const p = paymentPlan(100_000_000_00, 30, 7, 14);
    expect(formatNaira(p.depositKobo)).toBe("₦30,000,000");
    expect(formatNaira(p.instalmentKobo)).toBe("₦10,000,000");
    expect(p.instalmentKobo * 6 + p.lastInstalmentKobo).toBe(p.balanceKobo);
    expect(p.everyMonths).toBe(2);
    const odd = paymentPlan(1_000_000_01, 10, 3, 3);
    expect(odd.instalmentKobo % 100).toBe(0);
    expect(odd.instalmentKobo * 2 + odd.lastInstalmentKobo).toBe(odd.balanceKobo);
  });
  it("the reservation deposit is the plan's % with a ₦100,000 floor", () => {
    expect(reservationDeposit(600_000_00, 30)).toBe(180_000_00);
    expect(reservationDeposit(200_000_00, 10)).toBe(100_000_00);
  });
});

describe("staff actions on an instalment plan", () => {
  const words = (status: Parameters<typeof planActions>[0]["status"], nextUnpaid: number | null = 3) =>
    planActions({ status, nextUnpaid }).map((a) => a.words);
  it("pause or resume by state, waive the next unpaid instalment while running, refund until it ends", () => {
    expect(words("active")).toEqual(["Pause", "Waive instalment 3", "Refund in full"]);
    expect(words("paused")).toEqual(["Resume", "Waive instalment 3", "Refund in full"]);
    expect(words("active", null)).toEqual(["Pause", "Refund in full"]);
    expect(words("paid_up")).toEqual(["Refund in full"]);
    expect(words("defaulted")).toEqual([]);
    expect(planActions({ status: "active", nextUnpaid: 3 })[1]).toMatchObject({ kind: "waive", seq: 3 });
  });
});
