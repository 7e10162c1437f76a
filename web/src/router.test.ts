import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { FreshQueryClient } from "./router";

/** The server's row, read when a fetch starts and answered later: a read that started before the write. */
function server() {
  const s = { status: "delisted", reads: 0 };
  const queryFn = () => {
    const seen = s.status;
    s.reads++;
    return new Promise<string>((resolve) => setTimeout(() => resolve(seen), 30));
  };
  return { s, queryFn };
}

async function writeDuringFirstFetch(qc: QueryClient) {
  const { s, queryFn } = server();
  const observer = new QueryObserver(qc, { queryKey: ["admin", "listings", { search: "flat" }], queryFn });
  const seen: (string | undefined)[] = [];
  const unsubscribe = observer.subscribe((r) => seen.push(r.data));
  // The first fetch is in flight (no data yet) when the write commits and invalidates.
  s.status = "active";
  await qc.invalidateQueries({ queryKey: ["admin", "listings"], refetchType: "all" });
  await new Promise((r) => setTimeout(r, 80));
  unsubscribe();
  return { data: qc.getQueryData(["admin", "listings", { search: "flat" }]), reads: s.reads, seen };
}

describe("FreshQueryClient", () => {
  it("reads again a query whose first fetch was in flight when a write invalidated it", async () => {
    const { data, reads, seen } = await writeDuringFirstFetch(
      new FreshQueryClient({ defaultOptions: { queries: { retry: false } } }),
    );
    expect(data).toBe("active");
    expect(reads).toBe(2);
    expect(seen).not.toContain("delisted");
  });

  it("(the library alone keeps the read from before the write)", async () => {
    const { data, reads } = await writeDuringFirstFetch(
      new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    );
    expect(data).toBe("delisted");
    expect(reads).toBe(1);
  });

  it("leaves a loader's fetch of a query nobody shows alone (it is not refetched, so it must not be cancelled)", async () => {
    const qc = new FreshQueryClient();
    const { s, queryFn } = server();
    const loading = qc.fetchQuery({ queryKey: ["admin", "listings", "next"], queryFn });
    s.status = "active";
    await qc.invalidateQueries({ queryKey: ["admin", "listings"] });
    await expect(loading).resolves.toBe("delisted");
  });
});
