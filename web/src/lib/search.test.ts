import { describe, expect, it } from "vitest";
import { oneOf, optString, pageNumber } from "./search";

describe("search-param parsers", () => {
  it("oneOf keeps a member of the list and drops anything else", () => {
    const statuses = ["active", "deactivated"] as const;
    expect(oneOf(statuses, "active")).toBe("active");
    expect(oneOf(statuses, "")).toBeUndefined();
    expect(oneOf(statuses, "deleted")).toBeUndefined();
    expect(oneOf(statuses, 1)).toBeUndefined();
    expect(oneOf(statuses, undefined)).toBeUndefined();
  });

  it("optString and pageNumber read what a URL may hold", () => {
    expect(optString("lagos")).toBe("lagos");
    expect(optString("")).toBeUndefined();
    expect(pageNumber("3")).toBe(3);
    expect(pageNumber("0")).toBe(1);
    expect(pageNumber(undefined)).toBeUndefined();
  });
});
