// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { authModalAtom, jotaiStore } from "../auth/session";
import { formatNaira } from "../../lib/format";
import { ListingCard } from "./listing-card";
import { card, media } from "./listing-fixtures";
import { confirmedAgo, formatPrice, primaryMedia } from "./listing-format";

afterEach(cleanup);

async function renderInApp(ui: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.findByRole("article");
}

describe("primaryMedia", () => {
  it("picks the picture flagged primary, else the first", () => {
    expect(primaryMedia([media("a"), media("b", { primaryImage: true }), media("c")]).id).toBe("b");
    expect(primaryMedia([media("a"), media("b")]).id).toBe("a");
  });

  it("throws 'propertyMedia.length is zero' for an empty list", () => {
    expect(() => primaryMedia([])).toThrowError("propertyMedia.length is zero");
  });
});

describe("prices", () => {
  it("shows naira with thousands separators, no decimals and no NGN", () => {
    expect(formatNaira(123_456_789)).toBe("₦1,234,568");
    expect(formatPrice(3_500_000_00, "per_year")).toBe("₦3,500,000/year");
    expect(formatPrice(150_000_00, "per_month")).toBe("₦150,000/month");
    expect(formatPrice(45_000_00, "per_night")).toBe("₦45,000/night");
    expect(formatPrice(85_000_000_00, "outright")).toBe("₦85,000,000");
  });
});

describe("ListingCard", () => {
  it("shows the primary picture's medium thumbnail, lazily, with the price, place and facts", async () => {
    const el = await renderInApp(
      <ListingCard
        now={Date.now()}
        listing={card({ propertyMedia: [media("a"), media("b", { primaryImage: true, rotation: 90 })] })}
      />,
    );
    const img = el.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/media/listings/b-md.webp");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.style.transform).toContain("rotate(90deg)");
    expect(el.textContent).toContain("₦3,500,000/year");
    expect(el.textContent).toContain("Lekki, Lagos");
    expect(el.textContent).toContain("3 beds");
    expect(el.textContent).toContain("180 m²");
    expect(screen.getByRole("link", { name: "3 bedroom flat in Lekki Phase 1" }).getAttribute("href")).toBe(
      "/properties/property/3-bedroom-flat-in-lekki-p1",
    );
  });

  it("offers the 320 and 640 copies only (a card never needs more), and loads a first-view card's photo first", async () => {
    const el = await renderInApp(
      <ListingCard now={Date.now()} listing={card({ propertyMedia: [media("a")] })} priority />,
    );
    const img = el.querySelector("img")!;
    expect(img.getAttribute("srcset")).toBe("/media/listings/a-sm.webp 320w, /media/listings/a-md.webp 640w");
    expect(img.getAttribute("sizes")).toBe("(min-width: 1280px) 420px, (min-width: 640px) 50vw, 100vw");
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
  });

  it("draws a page-data card (one URL and its widths) with the same srcset as the API's copies", async () => {
    const slim = {
      thumbnailMdUrl: "/media/listings/u1/m1/md.webp",
      primaryImage: true,
      rotation: 0,
      width: 1600,
      height: 1200,
      copies: [320],
    };
    const el = await renderInApp(<ListingCard now={Date.now()} listing={{ ...card(), propertyMedia: [slim] }} />);
    const img = el.querySelector("img")!;
    expect(img.getAttribute("srcset")).toBe("/media/listings/u1/m1/w320.webp 320w, /media/listings/u1/m1/md.webp 640w");
    expect(img.getAttribute("src")).toBe("/media/listings/u1/m1/md.webp");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1600", "1200"]);
  });

  it("shows a placeholder instead of breaking when there are no photos", async () => {
    const el = await renderInApp(<ListingCard now={Date.now()} listing={card({ propertyMedia: [] })} />);
    expect(el.querySelector("img")).toBeNull();
    expect(screen.getByRole("img", { name: "No photos yet" })).toBeTruthy();
  });

  it("truncates the description at 140 characters", async () => {
    const long = "A well finished terrace duplex in a quiet gated estate. ".repeat(6);
    const el = await renderInApp(<ListingCard now={Date.now()} listing={card({ description: long })} />);
    const p = [...el.querySelectorAll("p")].find((n) => n.textContent?.startsWith("A well finished"))!;
    expect(p.textContent!.length).toBe(140);
    expect(p.textContent!.endsWith("…")).toBe(true);
  });

  it("badges sponsored listings and verified brokers, and truncates the agent name at 20", async () => {
    const el = await renderInApp(
      <ListingCard
        now={Date.now()}
        listing={card({
          premiumListing: true,
          agentContactInfo: { ...card().agentContactInfo, fullName: "Oluwaseun Babatunde-Adeyemi" },
        })}
      />,
    );
    expect(screen.getByText("Sponsored Listing")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Verified" })).toBeTruthy();
    expect(screen.getByText("Broker")).toBeTruthy();
    expect(el.textContent).toContain("Oluwaseun Babatunde…");
    expect(el.textContent).toContain("Confirmed available 3 days ago");
  });

  it("shows Company for non-brokerage listers and no badges when not earned", async () => {
    await renderInApp(
      <ListingCard
        now={Date.now()}
        listing={card({ agentContactInfo: { ...card().agentContactInfo, userType: "Company", kycVerified: false } })}
      />,
    );
    expect(screen.queryByText("Sponsored Listing")).toBeNull();
    expect(screen.queryByRole("img", { name: "Verified" })).toBeNull();
    expect(screen.getByText("Company")).toBeTruthy();
  });

  it("asks a signed-out visitor to sign in from the heart", async () => {
    jotaiStore.set(authModalAtom, null);
    await renderInApp(<ListingCard now={Date.now()} listing={card()} />);
    const heart = screen.getByRole("button", { name: /^Save / });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(heart);
    expect(jotaiStore.get(authModalAtom)).toBe("login");
  });
});

describe("the card's move-in total", () => {
  it("a rent card shows the full cost to move in; a sale card does not", async () => {
    const rent = await renderInApp(<ListingCard now={Date.now()} listing={card({ moveInKobo: 4_950_000_00 })} />);
    expect(rent.querySelector("[data-testid=card-move-in]")!.textContent).toBe(
      `${formatNaira(4_950_000_00)} to move in · rent + all fees`,
    );
    cleanup();
    const sale = await renderInApp(
      <ListingCard now={Date.now()} listing={card({ listingType: "sale", pricePeriod: "outright" })} />,
    );
    expect(sale.querySelector("[data-testid=card-move-in]")).toBeNull();
  });
});

describe("confirmedAgo", () => {
  it("counts whole days", () => {
    const now = Date.UTC(2026, 0, 10);
    expect(confirmedAgo(now - 3600_000, now)).toBe("Confirmed available today");
    expect(confirmedAgo(now - 26 * 3600_000, now)).toBe("Confirmed available 1 day ago");
    expect(confirmedAgo(now - 12 * 24 * 3600_000, now)).toBe("Confirmed available 12 days ago");
  });
});
