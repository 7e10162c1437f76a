// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";

const claim = {
  id: "stay_1",
  propertyId: "p1",
  title: "Lekki studio",
  guestId: "g",
  hostId: "h",
  checkOut: "2026-11-20",
  cautionKobo: 10_000_00,
  claimKobo: 8_000_00,
  reason: "The glass table was broken.",
  photos: ["m1"],
  photoUrls: ["/v1/media/evidence/m1/thumb?exp=1&sig=x"],
  photoFullUrls: ["/v1/media/evidence/m1/original?exp=1&sig=x"],
  claimedAt: Date.UTC(2026, 10, 21),
};
let open = [claim];
const posts: unknown[] = [];

vi.mock("../../../lib/client", () => ({
  unwrap: (p: Promise<unknown>) => p,
  client: {
    GET: vi.fn(async () => ({ data: open })),
    POST: vi.fn(async (_path: string, init: { body: { hostKobo: number } }) => {
      posts.push(init);
      open = [];
      return {
        data: {
          id: "stay_1",
          depositStatus: "settled",
          hostKobo: init.body.hostKobo,
          guestKobo: 10_000_00 - init.body.hostKobo,
        },
      };
    }),
  },
}));
vi.mock("@tanstack/react-router", () => {
  const Link = ({ children }: { children: ReactNode }) => <a href="#x">{children}</a>;
  // The list's title links are made with createLink (components/ui/text-link): the same stand-in.
  return { Link, createLink: () => Link };
});

const { StayClaims } = await import("./stay-claims");

afterEach(cleanup);

function renderIt() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <StayClaims />
    </QueryClientProvider>,
  );
}

describe("StayClaims", () => {
  it("asks for the reason beside the note and sends nothing without it", async () => {
    renderIt();
    fireEvent.click(await screen.findByRole("button", { name: "Decide" }));
    fireEvent.click(screen.getByRole("button", { name: "Decide claim" }));
    expect(await screen.findByText(/Say why \(at least/)).toBeTruthy();
    expect(screen.getByLabelText("Note (kept in the activity log)").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("₦8,000 to the host, ₦2,000 back to the guest.")).toBeTruthy();
    expect(posts).toHaveLength(0);
    cleanup();
  });

  it("shows the claim in naira with its photo, splits it through the dialog, then shows the empty state", async () => {
    renderIt();
    expect(await screen.findByText("Claimed ₦8,000 of ₦10,000")).toBeTruthy();
    expect(screen.getByAltText("Damage photo 1").getAttribute("src")).toContain("/v1/media/evidence/m1/thumb");
    fireEvent.click(screen.getByRole("button", { name: "Decide" }));
    fireEvent.click(screen.getByLabelText("Split: part to the host"));
    fireEvent.change(screen.getByLabelText("Amount to the host (₦)"), { target: { value: "8,000" } });
    fireEvent.change(screen.getByLabelText("Note (kept in the activity log)"), { target: { value: "Photos show it" } });
    fireEvent.click(screen.getByRole("button", { name: "Decide claim" }));
    expect(await screen.findByText(/less than the claim of ₦8,000/)).toBeTruthy();
    expect(posts).toHaveLength(0);
    fireEvent.change(screen.getByLabelText("Amount to the host (₦)"), { target: { value: "6000" } });
    expect(screen.getByText("₦6,000 to the host, ₦4,000 back to the guest.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Decide claim" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      params: { path: { id: "stay_1" } },
      body: { hostKobo: 6_000_00, note: "Photos show it" },
    });
    expect(await screen.findByText("No open deposit claims")).toBeTruthy();
  });
});
