import type { OnboardingFlow, OnboardingPreferences } from "@contracts/onboarding";

/**
 * SPEC.md §4: seekers go to sale listings filtered by their state and type (buy → /properties/sale,
 * rent → /properties/rent); broker/company accounts go to the dashboard.
 */
export function destinationAfter(
  flow: OnboardingFlow,
  p: OnboardingPreferences,
  states: { id: number; slug: string }[],
) {
  if (flow === "lister") return { to: "/dashboard" as const, search: {} };
  const slug = states.find((s) => s.id === p.based_state)?.slug;
  return {
    to: p.property_type === "rent" ? ("/properties/rent" as const) : ("/properties/sale" as const),
    search: slug ? { state: slug } : {},
  };
}
