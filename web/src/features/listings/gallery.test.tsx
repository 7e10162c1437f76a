// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { MediaItem } from "@contracts/listing-media";
import { Gallery } from "./gallery";
import { useGallery } from "./use-gallery";
import { media } from "./listing-fixtures";

afterEach(cleanup);

function TestGallery({ items }: { items: MediaItem[] }) {
  return <Gallery gallery={useGallery(items)} title="Flat" />;
}

describe("listing gallery", () => {
  const items = Array.from({ length: 6 }, (_, i) => media(`p${i}`));
  const slides = () => screen.getAllByRole("button", { name: /full screen/ });

  it("draws only the photo on screen while the page loads, its neighbour once the visitor reaches for it; the hero is high priority; thumbnails use the smallest copy", () => {
    render(<TestGallery items={items} />);
    expect(slides().map((s) => !!s.querySelector("img"))).toEqual([true, false, false, false, false, false]);
    fireEvent.pointerEnter(screen.getByRole("region", { name: "Photos of Flat" }));
    const drawn = slides().map((s) => s.querySelector("img"));
    // Not the last one either (the first photo's "previous"): it loads when asked for.
    expect(drawn.map((d) => !!d)).toEqual([true, true, false, false, false, false]);
    expect(drawn[0]!.getAttribute("fetchpriority")).toBe("high");
    expect(drawn[0]!.getAttribute("loading")).toBe("eager");
    expect(drawn[1]!.getAttribute("loading")).toBe("lazy");
    const thumbs = screen.getByRole("list", { name: "Thumbnails" }).querySelectorAll("img");
    expect(thumbs).toHaveLength(6);
    for (const [i, t] of [...thumbs].entries()) {
      expect(t.getAttribute("src")).toBe(`/media/listings/p${i}-sm.webp`);
      expect(t.getAttribute("srcset")).toBeNull();
    }
  });

  it("draws the next photo's neighbour as the visitor moves on, and keeps what was shown", () => {
    render(<TestGallery items={items} />);
    fireEvent.click(screen.getByRole("button", { name: "Show photo 3" }));
    expect(slides().map((s) => !!s.querySelector("img"))).toEqual([true, true, true, true, false, false]);
  });
});
