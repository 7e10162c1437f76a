// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError } from "../../lib/api";

const request = (id: string, first: string) => ({
  id,
  intent: "rent",
  bedrooms: 3,
  type: null,
  locality: { id: 1, name: "Lekki" },
  state: { id: 25, name: "Lagos" },
  budgetKobo: 4_500_000_00,
  moveInDate: null,
  notes: null,
  createdAt: Date.UTC(2026, 10, 20),
  unlocked: false,
  requester: { firstName: first, fullName: null, phone: null, email: null },
});
const unlocks: string[] = [];
const payments: [string, unknown][] = [];
let answer: () => unknown = () => ({});
vi.mock("../../lib/client", () => ({
  unwrap: (p: Promise<unknown>) => p,
  queryOptions: (o: unknown) => o,
  client: {
    GET: vi.fn(async (path: string) =>
      path === "/v1/locations/states"
        ? { data: [] }
        : path === "/v1/secure/viewing-quota"
          ? { limit: 5, used: 5, left: 0, periodEndsAt: Date.UTC(2027, 0, 9), contactPriceKobo: 1_000_00 }
          : { data: [request("r1", "Amaka"), request("r2", "Tunde")], total: 2, page: 1, perPage: 12 },
    ),
    POST: vi.fn(async (path: string, init: { params: { path: { id: string } }; body?: unknown }) => {
      if (path.endsWith("/pay-now")) {
        payments.push([init.params.path.id, init.body]);
        return { status: "paid", charged: true };
      }
      unlocks.push(init.params.path.id);
      return answer();
    }),
  },
}));
vi.mock("../auth/session", () => ({ useUser: () => ({ accountType: "brokerage" }) }));
vi.mock("@tanstack/react-router", () => ({
  Link: ({ children, to }: { children: ReactNode; to: string }) => <a href={to}>{children}</a>,
  // The design system's links are the router's createLink over an anchor: here, the anchor with its address.
  createLink:
    (Anchor: (props: Record<string, unknown>) => ReactNode) =>
    ({ to, ...props }: { to: string } & Record<string, unknown>) => <Anchor {...props} href={to} />,
}));

const { PropertyRequestsPage } = await import("./requests-page");

afterEach(() => {
  cleanup();
  unlocks.length = 0;
  payments.length = 0;
});

const renderIt = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PropertyRequestsPage />
    </QueryClientProvider>,
  );

describe("Browsing property requests", () => {
  it("says beside the tapped request that the plan has no contact views left, with the plans and paying for this one", async () => {
    answer = () => {
      throw new ApiError(402, "Your plan has no contact views left this month.");
    };
    renderIt();
    const tunde = (await screen.findByRole("button", { name: "Show contact (Tunde)" })).closest("li")!;
    fireEvent.click(within(tunde).getByRole("button", { name: "Show contact (Tunde)" }));
    expect(await within(tunde).findByRole("alert")).toBeTruthy();
    expect(within(tunde).getByText(/No contact views left/)).toBeTruthy();
    expect(within(tunde).getByRole("link", { name: "See plans" }).getAttribute("href")).toBe(
      "/dashboard/subscription-plans",
    );
    const amaka = screen.getByRole("button", { name: "Show contact (Amaka)" }).closest("li")!;
    expect(within(amaka).queryByRole("alert")).toBeNull();
    expect(unlocks).toEqual(["r2"]);
    expect(screen.getByTestId("viewing-quota").textContent).toContain("0 of 5 contact views left");
    fireEvent.click(await within(tunde).findByRole("button", { name: "Pay ₦1,000 from wallet" }));
    await vi.waitFor(() => expect(payments).toEqual([["r2", { paymentMethod: "wallet" }]]));
    expect(within(tunde).getByRole("button", { name: "Pay by card" })).toBeTruthy();
  });

  it("offers no plans for a failure that is not about the quota", async () => {
    answer = () => {
      throw new TypeError("Failed to fetch");
    };
    renderIt();
    fireEvent.click(await screen.findByRole("button", { name: "Show contact (Amaka)" }));
    expect(await screen.findByText("Could not show the contact. Try again.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "See plans" })).toBeNull();
  });
});
