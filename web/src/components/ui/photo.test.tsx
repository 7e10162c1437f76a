// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render } from "@testing-library/react";
import { Photo, photoCandidates, type PhotoSource } from "./photo";

afterEach(cleanup);

const img = (c: HTMLElement) => c.querySelector("img")!;
const media = (id: string): PhotoSource => ({
  url: `/media/listings/${id}.webp`,
  thumbnailMdUrl: `/media/listings/${id}-md.webp`,
  width: 1600,
  height: 1200,
  sizes: [320, 640, 1280]
    .map((w) => ({ width: w, url: `/media/listings/${id}-${{ 320: "sm", 640: "md", 1280: "lg" }[w]}.webp` }))
    .concat({ width: 1600, url: `/media/listings/${id}.webp` }),
});

describe("<Photo>", () => {
  it("offers every stored width in srcset with the given sizes, width/height from the photo, lazy and async by default", () => {
    const { container } = render(<Photo src={media("a")} alt="Flat" sizes="(min-width: 1024px) 860px, 100vw" />);
    const el = img(container);
    expect(el.getAttribute("srcset")).toBe(
      "/media/listings/a-sm.webp 320w, /media/listings/a-md.webp 640w, /media/listings/a-lg.webp 1280w, /media/listings/a.webp 1600w",
    );
    expect(el.getAttribute("sizes")).toBe("(min-width: 1024px) 860px, 100vw");
    expect(el.getAttribute("src")).toBe("/media/listings/a-md.webp");
    expect(el.getAttribute("width")).toBe("1600");
    expect(el.getAttribute("height")).toBe("1200");
    expect(el.getAttribute("loading")).toBe("lazy");
    expect(el.getAttribute("decoding")).toBe("async");
    expect(el.getAttribute("fetchpriority")).toBeNull();
    expect(el.getAttribute("alt")).toBe("Flat");
  });

  it("loads a priority photo at once and first", () => {
    const el = img(render(<Photo src={media("a")} alt="" sizes="100vw" priority />).container);
    expect(el.getAttribute("loading")).toBe("eager");
    expect(el.getAttribute("fetchpriority")).toBe("high");
  });

  it("a photo in the first view from two cards a row up is lazy, preloaded (at once and first) only at those widths", () => {
    const el = img(render(<Photo src={media("w")} alt="" sizes="50vw" maxWidth={640} priority="wide" />).container);
    expect(el.getAttribute("loading")).toBe("lazy");
    expect(el.getAttribute("fetchpriority")).toBeNull();
    const link = document.head.querySelector('link[rel="preload"][as="image"][imagesrcset*="/media/listings/w-"]');
    expect(link, "the preload").not.toBeNull();
    expect(link!.getAttribute("media")).toBe("(min-width: 640px)");
    expect(link!.getAttribute("fetchpriority")).toBe("high");
    expect(link!.getAttribute("imagesrcset")).toBe("/media/listings/w-sm.webp 320w, /media/listings/w-md.webp 640w");
    expect(link!.getAttribute("imagesizes")).toBe("50vw");
  });

  it("never offers a copy wider than maxWidth, and a thumbnail strip gets only the narrowest", () => {
    const card = img(render(<Photo src={media("a")} alt="" sizes="50vw" maxWidth={640} />).container);
    expect(card.getAttribute("srcset")).toBe("/media/listings/a-sm.webp 320w, /media/listings/a-md.webp 640w");
    cleanup();
    const thumb = img(render(<Photo src={media("a")} alt="" sizes="96px" smallest />).container);
    expect(thumb.getAttribute("src")).toBe("/media/listings/a-sm.webp");
    expect(thumb.getAttribute("srcset")).toBeNull();
  });

  it("reserves the box when the photo's size is unknown, and works for photos stored before the widths existed", () => {
    const old = { url: "/media/x/original.png", thumbnailMdUrl: "/media/x/md.png", width: 960, height: 640 };
    expect(photoCandidates(old)).toEqual([
      { width: 640, url: "/media/x/md.png" },
      { width: 960, url: "/media/x/original.png" },
    ]);
    const el = img(
      render(
        <Photo
          src={{ ...old, width: null, height: null }}
          alt=""
          sizes="100vw"
          fallbackSize={{ width: 1200, height: 800 }}
        />,
      ).container,
    );
    expect(el.getAttribute("width")).toBe("1200");
    expect(el.getAttribute("height")).toBe("800");
    expect(el.getAttribute("src")).toBe("/media/x/md.png");
  });
});
