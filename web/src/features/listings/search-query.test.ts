import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { cursorFor, searchKey, searchQuery } from "./search-query";

const lagos = { state: "lagos", minBedrooms: 3 };

/** A query cache holding page 2 of "rent in Lagos, 3+ beds, latest, 12 a page" with its cursor. */
function cacheWithPage2() {
  const qc = new QueryClient();
  qc.setQueryData(searchKey("rent", lagos, "latest", 2, 12), { data: [], nextCursor: "after-page-2" });
  return qc;
}
const lookup = (qc: QueryClient) => (k: readonly unknown[]) => qc.getQueryData<{ nextCursor: string | null }>(k);

describe("cursorFor: page N+1 is read with page N's nextCursor, only for the same search", () => {
  it("takes the previous page's cursor from the cache", () => {
    const qc = cacheWithPage2();
    expect(cursorFor(searchKey("rent", lagos, "latest", 3, 12), lookup(qc))).toBe("after-page-2");
    // The filter object is compared by value (query keys are hashed), not by identity.
    expect(cursorFor(searchKey("rent", { minBedrooms: 3, state: "lagos" }, "latest", 3, 12), lookup(qc))).toBe(
      "after-page-2",
    );
  });

  it("never hands a cursor to another filter, sort, type, page size or page", () => {
    const qc = cacheWithPage2();
    expect(cursorFor(searchKey("rent", { ...lagos, minBedrooms: 4 }, "latest", 3, 12), lookup(qc))).toBeUndefined();
    expect(cursorFor(searchKey("rent", lagos, "price_asc", 3, 12), lookup(qc))).toBeUndefined();
    expect(cursorFor(searchKey("sale", lagos, "latest", 3, 12), lookup(qc))).toBeUndefined();
    expect(cursorFor(searchKey("rent", lagos, "latest", 3, 24), lookup(qc))).toBeUndefined();
    // Page 4 after page 2 (a jump): page 3 is not known, so OFFSET.
    expect(cursorFor(searchKey("rent", lagos, "latest", 4, 12), lookup(qc))).toBeUndefined();
    // Going back to page 2 or 1 never uses a cursor.
    expect(cursorFor(searchKey("rent", lagos, "latest", 2, 12), lookup(qc))).toBeUndefined();
    expect(cursorFor(searchKey("rent", lagos, "latest", 1, 12), lookup(qc))).toBeUndefined();
  });

  it("a last page (nextCursor null) or a relevance page (no cursor) gives none", () => {
    const qc = new QueryClient();
    qc.setQueryData(searchKey("rent", lagos, "relevance", 1, 12), { data: [], nextCursor: null });
    expect(cursorFor(searchKey("rent", lagos, "relevance", 2, 12), lookup(qc))).toBeUndefined();
  });

  it("the query key does not depend on the cursor: the same page by OFFSET or cursor is one cache entry", () => {
    expect(searchQuery("rent", lagos, "latest", 3, 12).queryKey).toEqual([
      "listings",
      "search",
      "rent",
      lagos,
      "latest",
      3,
      12,
    ]);
  });
});
