import { describe, expect, it } from "vitest";
import { fileProblem, triageFiles } from "./file-rules";

const MB = 1024 * 1024;

describe("file validation messages", () => {
  it("accepts JPEG, PNG and WebP pictures up to 10 MB", () => {
    expect(fileProblem({ name: "a.jpg", type: "image/jpeg", size: 3 * MB })).toBeNull();
    expect(fileProblem({ name: "b.png", type: "image/png", size: 10 * MB })).toBeNull();
    expect(fileProblem({ name: "c.webp", type: "image/webp", size: 1 })).toBeNull();
  });

  it("names the file that is not a picture", () => {
    expect(fileProblem({ name: "x.pdf", type: "application/pdf", size: 1000 })).toBe(
      "x.pdf is not a picture (JPEG, PNG or WebP).",
    );
    expect(fileProblem({ name: "IMG_0001.HEIC", type: "image/heic", size: 1000 })).toBe(
      "IMG_0001.HEIC is not a picture (JPEG, PNG or WebP).",
    );
    expect(fileProblem({ name: "noext", type: "", size: 1000 })).toBe("noext is not a picture (JPEG, PNG or WebP).");
  });

  it("says how big a too-large picture is and what the limit is", () => {
    expect(fileProblem({ name: "big.jpg", type: "image/jpeg", size: 12.34 * MB })).toBe(
      "big.jpg is too large (12 MB). A picture can be at most 10 MB.",
    );
    expect(fileProblem({ name: "edge.jpg", type: "image/jpeg", size: 10 * MB + 1 })).toBe(
      "edge.jpg is too large (10 MB). A picture can be at most 10 MB.",
    );
    expect(fileProblem({ name: "empty.png", type: "image/png", size: 0 })).toBe("empty.png is empty.");
  });

  it("keeps the good files of a mixed pick and stops at the photo limit", () => {
    const files = [
      { name: "1.jpg", type: "image/jpeg", size: 10 },
      { name: "x.pdf", type: "application/pdf", size: 10 },
      { name: "2.jpg", type: "image/jpeg", size: 10 },
      { name: "3.jpg", type: "image/jpeg", size: 10 },
    ];
    const { accepted, problems } = triageFiles(files, 28, 30);
    expect(accepted.map((f) => f.name)).toEqual(["1.jpg", "2.jpg"]);
    expect(problems).toEqual([
      "x.pdf is not a picture (JPEG, PNG or WebP).",
      "3.jpg was not added: a listing can have at most 30 photos.",
    ]);
  });
});
