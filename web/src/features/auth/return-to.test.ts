// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { forgetReturn, pendingReturnPath, rememberReturn, takeIntent, takeReturnPath } from "./return-to";
import { authModalAtom, jotaiStore, signedInOrAsk, userAtom } from "./session";

beforeEach(() => {
  jotaiStore.set(userAtom, null);
  jotaiStore.set(authModalAtom, null);
  sessionStorage.clear();
  window.history.replaceState(null, "", "/properties/rent?state=lagos");
});

describe("coming back from a sign-in a prompt asked for", () => {
  it("Save search asks to sign in and remembers the page with its filters and the action", () => {
    expect(signedInOrAsk(undefined, "save-search")).toBeNull();
    expect(jotaiStore.get(authModalAtom)).toBe("login");
    expect(takeReturnPath()).toBe("/properties/rent?state=lagos");
    // The action waits for its page: another action's part, or another page, does not take it.
    expect(takeIntent("favorite:abc")).toBe(false);
    window.history.replaceState(null, "", "/properties/sale");
    expect(takeIntent("save-search")).toBe(false);
    window.history.replaceState(null, "", "/properties/rent?state=lagos");
    expect(takeIntent("save-search")).toBe(true);
    // Done once.
    expect(takeIntent("save-search")).toBe(false);
    expect(pendingReturnPath()).toBeNull();
  });

  it("a prompt with nothing to finish is a plain redirect, used once", () => {
    rememberReturn("/properties/request-property?kind=flat");
    expect(takeReturnPath()).toBe("/properties/request-property?kind=flat");
    expect(takeReturnPath()).toBeNull();
  });

  it("accepts only same-site paths", () => {
    for (const bad of ["https://evil.example/x", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      rememberReturn(bad, "save-search");
      expect(takeReturnPath()).toBeNull();
    }
    sessionStorage.setItem("auth.returnTo", JSON.stringify({ path: "//evil.example", intent: null }));
    expect(pendingReturnPath()).toBeNull();
  });

  it("a dismissed prompt is forgotten", () => {
    signedInOrAsk(undefined, "save-search");
    forgetReturn();
    expect(takeReturnPath()).toBeNull();
    expect(takeIntent("save-search")).toBe(false);
  });

  it("a signed-in visitor is not asked and nothing is remembered", () => {
    jotaiStore.set(userAtom, { id: "u1", permissions: [] } as never);
    expect(signedInOrAsk(undefined, "save-search")).not.toBeNull();
    expect(pendingReturnPath()).toBeNull();
  });
});
