/**
 * SPEC.md §2/§3/§5 onboarding: the payload, its per-step rules and the words users see. Plain TypeScript
 * (no zod) so the SPA's lazily loaded popup can share the step rules without pulling a schema library.
 */
import { ONBOARDING_LISTER_TYPES, ONBOARDING_SEEKER_TYPES } from "./constants";

export const ONBOARDING_MESSAGES = {
  stateRequired: "Select the state you are based in.",
  propertyTypeRequired: "Choose whether you want to buy or rent.",
  listingStatesRequired: "Select at least one state where you list properties.",
  unknownState: "Choose a state from the list.",
  loadStatesFailed: "Failed to load states. Please refresh the page.",
  saveFailed: "Failed to save your preferences. Please try again.",
  notForAccount: "Onboarding is not available for this account.",
} as const;

/** Who gets the popup: seekers (2 steps) and broker/company listers (3 steps). */
export const ONBOARDING_ACCOUNT_TYPES = [...ONBOARDING_SEEKER_TYPES, ...ONBOARDING_LISTER_TYPES] as const;

export const PROPERTY_INTENTS = ["buy", "rent"] as const;
export type PropertyIntent = (typeof PROPERTY_INTENTS)[number];

export const EXPERIENCE_BANDS = ["0-1", "2-5", "6-10", "10+"] as const;
export type ExperienceBand = (typeof EXPERIENCE_BANDS)[number];

export const SPECIALIZATIONS = ["residential", "commercial", "land", "luxury", "investment"] as const;
export type Specialization = (typeof SPECIALIZATIONS)[number];

export const MAX_COMPANY_NAME = 120;

export type AdditionalInfo = { companyName?: string; experience?: ExperienceBand; specializations?: Specialization[] };

export type OnboardingPreferences = {
  based_state: number | null;
  property_type: PropertyIntent | null;
  listing_states: number[];
  additional_info: AdditionalInfo;
};

export type OnboardingStatusValue = "completed" | "skipped";

export type OnboardingStatus = {
  shouldShow: boolean;
  status: OnboardingStatusValue | null;
  preferences: OnboardingPreferences | null;
};

export type OnboardingFlow = "seeker" | "lister";

export function onboardingFlow(accountType: string): OnboardingFlow | null {
  if ((ONBOARDING_SEEKER_TYPES as readonly string[]).includes(accountType)) return "seeker";
  if ((ONBOARDING_LISTER_TYPES as readonly string[]).includes(accountType)) return "lister";
  return null;
}

export const stepCount = (flow: OnboardingFlow) => (flow === "seeker" ? 2 : 3);

export type StepError = { field: keyof OnboardingPreferences; message: string };

/** SPEC.md §5: step 1 needs a state; step 2 a property type (seeker) or a listing state (lister); step 3 passes. */
export function stepError(flow: OnboardingFlow, step: number, p: OnboardingPreferences): StepError | null {
  if (step === 1 && !p.based_state) return { field: "based_state", message: ONBOARDING_MESSAGES.stateRequired };
  if (step === 2 && flow === "seeker" && !p.property_type)
    return { field: "property_type", message: ONBOARDING_MESSAGES.propertyTypeRequired };
  if (step === 2 && flow === "lister" && p.listing_states.length === 0)
    return { field: "listing_states", message: ONBOARDING_MESSAGES.listingStatesRequired };
  return null;
}

/** Every step's rule at once (what the server checks before saving). */
export function preferencesErrors(flow: OnboardingFlow, p: OnboardingPreferences): StepError[] {
  const errors: StepError[] = [];
  for (let step = 1; step <= stepCount(flow); step++) {
    const e = stepError(flow, step, p);
    if (e) errors.push(e);
  }
  return errors;
}

/** Keeps only what the flow asks for, so a seeker's row never carries listing states and vice versa. */
export function forFlow(flow: OnboardingFlow, p: OnboardingPreferences): OnboardingPreferences {
  return flow === "seeker"
    ? { based_state: p.based_state, property_type: p.property_type, listing_states: [], additional_info: {} }
    : {
        based_state: p.based_state,
        property_type: null,
        listing_states: [...new Set(p.listing_states)],
        additional_info: cleanInfo(p.additional_info),
      };
}

function cleanInfo(info: AdditionalInfo): AdditionalInfo {
  const out: AdditionalInfo = {};
  const name = info.companyName?.trim();
  if (name) out.companyName = name;
  if (info.experience) out.experience = info.experience;
  if (info.specializations?.length) out.specializations = [...new Set(info.specializations)];
  return out;
}

export const emptyPreferences = (): OnboardingPreferences => ({
  based_state: null,
  property_type: null,
  listing_states: [],
  additional_info: {},
});
