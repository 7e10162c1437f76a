import { afterEach } from "vitest";

/**
 * Tests never touch the network. The worker runs in the tests' isolate, so its outbound `fetch` is this
 * one: any request a test did not fake at the edge (vi.spyOn(globalThis, "fetch"), see oauth-fakes.ts)
 * throws, and the test fails even when the code under test catches the error (as the OAuth and email
 * adapters do, turning it into a friendly answer).
 */
const unexpected: string[] = [];

globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new Request(input, init).url;
  unexpected.push(url);
  throw new Error(`Tests never touch the network: unexpected outbound fetch to ${url}. Fake it at the edge.`);
};

afterEach(() => {
  if (!unexpected.length) return;
  const urls = unexpected.splice(0);
  throw new Error(`The test tried to reach the network: ${urls.join(", ")}`);
});

/** For the one test that proves the guard: forget the requests it made on purpose. */
export const afterEachCleared = () => void unexpected.splice(0);
