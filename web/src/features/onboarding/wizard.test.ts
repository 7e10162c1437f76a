import { describe, expect, it } from "vitest";
import {
  emptyPreferences,
  forFlow,
  ONBOARDING_MESSAGES,
  onboardingFlow,
  preferencesErrors,
  stepCount,
  stepError,
} from "@contracts/onboarding";
import { advance, back, finishLabel, isLastStep } from "./wizard";
import { destinationAfter } from "./destination";
import { dashboardTour } from "../tours/steps";

const p = (over: Partial<ReturnType<typeof emptyPreferences>> = {}) => ({ ...emptyPreferences(), ...over });

describe("onboarding flows", () => {
  it("seekers and standard accounts have 2 steps, brokerage and company 3, others none", () => {
    expect(["seeker", "standard", "brokerage", "company", "developer", "agent"].map(onboardingFlow)).toEqual([
      "seeker",
      "seeker",
      "lister",
      "lister",
      null,
      null,
    ]);
    expect(stepCount("seeker")).toBe(2);
    expect(stepCount("lister")).toBe(3);
  });
});

describe("SPEC.md §5 step rules", () => {
  it("step 1 needs a state", () => {
    expect(stepError("seeker", 1, p())).toEqual({ field: "based_state", message: ONBOARDING_MESSAGES.stateRequired });
    expect(stepError("lister", 1, p({ based_state: 25 }))).toBeNull();
  });

  it("step 2 needs a property type for seekers and a listing state for listers", () => {
    expect(stepError("seeker", 2, p({ listing_states: [1] }))?.message).toBe(ONBOARDING_MESSAGES.propertyTypeRequired);
    expect(stepError("seeker", 2, p({ property_type: "rent" }))).toBeNull();
    expect(stepError("lister", 2, p({ property_type: "buy" }))?.message).toBe(
      ONBOARDING_MESSAGES.listingStatesRequired,
    );
    expect(stepError("lister", 2, p({ listing_states: [3] }))).toBeNull();
  });

  it("step 3 always passes", () => {
    expect(stepError("lister", 3, p())).toBeNull();
    expect(preferencesErrors("lister", p({ based_state: 1, listing_states: [1] }))).toEqual([]);
  });

  it("forFlow keeps only the flow's answers", () => {
    const all = p({
      based_state: 1,
      property_type: "buy",
      listing_states: [2, 2],
      additional_info: { companyName: "  ", experience: "2-5" },
    });
    expect(forFlow("seeker", all)).toEqual({
      based_state: 1,
      property_type: "buy",
      listing_states: [],
      additional_info: {},
    });
    expect(forFlow("lister", all)).toEqual({
      based_state: 1,
      property_type: null,
      listing_states: [2],
      additional_info: { experience: "2-5" },
    });
  });
});

describe("wizard", () => {
  it("Next is blocked with the step's message, then moves on; Previous goes back", () => {
    const blocked = advance("seeker", { step: 1, error: null }, p());
    expect(blocked).toEqual({ step: 1, error: { field: "based_state", message: ONBOARDING_MESSAGES.stateRequired } });
    const moved = advance("seeker", blocked, p({ based_state: 4 }));
    expect(moved).toEqual({ step: 2, error: null });
    expect(back(moved)).toEqual({ step: 1, error: null });
    expect(back({ step: 1, error: null }).step).toBe(1);
  });

  it("the last button reads Find Properties / Complete Setup, Saving... while submitting", () => {
    expect(isLastStep("seeker", 2)).toBe(true);
    expect(isLastStep("lister", 2)).toBe(false);
    expect(finishLabel("seeker", false)).toBe("Find Properties");
    expect(finishLabel("lister", false)).toBe("Complete Setup");
    expect(finishLabel("lister", true)).toBe("Saving...");
  });
});

describe("after onboarding", () => {
  const states = [{ id: 25, slug: "lagos" }];
  it("seekers go to listings filtered by state and type; listers to the dashboard", () => {
    expect(destinationAfter("seeker", p({ based_state: 25, property_type: "buy" }), states)).toEqual({
      to: "/properties/sale",
      search: { state: "lagos" },
    });
    expect(destinationAfter("seeker", p({ based_state: 25, property_type: "rent" }), states)).toEqual({
      to: "/properties/rent",
      search: { state: "lagos" },
    });
    expect(destinationAfter("seeker", p({ based_state: 99, property_type: "buy" }), states)).toEqual({
      to: "/properties/sale",
      search: {},
    });
    expect(destinationAfter("lister", p({ based_state: 25, listing_states: [25] }), states)).toEqual({
      to: "/dashboard",
      search: {},
    });
  });

  it("the dashboard tour differs for developer/company, brokerage and others", () => {
    const targets = (accountType: string) => dashboardTour({ accountType }).map((s) => s.target);
    expect(targets("brokerage")).toContain("dash-property-requests");
    expect(targets("company")).toEqual(targets("developer"));
    expect(targets("company")).not.toContain("dash-property-requests");
    expect(targets("seeker")).toEqual(["dash-dashboard", "dash-edit-profile", "dash-kyc"]);
  });
});
