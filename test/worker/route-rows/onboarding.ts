import type { Row } from "./types";

const ONBOARDING = ["seeker", "standard", "brokerage", "company"];

export const onboardingRows: Row[] = [
  { method: "GET", path: "/v1/secure/user/onboarding", kind: "user" },
  // Allowed callers get past the guard to the step rules (400 for empty answers); saving is in onboarding.test.ts.
  {
    method: "POST",
    path: "/v1/secure/user/onboarding-preferences",
    kind: "accountType",
    allowed: ONBOARDING,
    body: {},
    okStatus: 400,
  },
  { method: "POST", path: "/v1/secure/user/onboarding/skip", kind: "accountType", allowed: ONBOARDING },
];
