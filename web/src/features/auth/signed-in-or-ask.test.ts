// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { authModalAtom, jotaiStore, signedInOrAsk, takeLastRoute, userAtom } from "./session";
import type { AuthUser } from "@contracts/auth";

const amaka = { id: "u_amaka", firstName: "Amaka", permissions: [] } as unknown as AuthUser;

beforeEach(() => {
  jotaiStore.set(userAtom, null);
  jotaiStore.set(authModalAtom, null);
  sessionStorage.clear();
  window.history.replaceState(null, "", "/properties/rent?state=lagos");
});

describe("signedInOrAsk", () => {
  it("gives the signed-in user from the store, without asking, even where the page still shows its anonymous server render", () => {
    jotaiStore.set(userAtom, amaka);
    expect(signedInOrAsk()).toBe(amaka);
    expect(jotaiStore.get(authModalAtom)).toBeNull();
    expect(takeLastRoute()).toBeNull();
  });

  it("opens the sign-in dialog for a visitor and remembers where to come back to", () => {
    expect(signedInOrAsk()).toBeNull();
    expect(jotaiStore.get(authModalAtom)).toBe("login");
    expect(takeLastRoute()).toBe("/properties/rent?state=lagos");
  });

  it("remembers the page it is given", () => {
    expect(signedInOrAsk("/properties/details/abc")).toBeNull();
    expect(takeLastRoute()).toBe("/properties/details/abc");
  });
});
