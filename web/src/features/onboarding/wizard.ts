import {
  stepCount,
  stepError,
  type OnboardingFlow,
  type OnboardingPreferences,
  type StepError,
} from "@contracts/onboarding";

export type WizardState = { step: number; error: StepError | null };

/** Next: blocked (with the step's message) until SPEC.md §5's rule for the current step passes. */
export function advance(flow: OnboardingFlow, s: WizardState, p: OnboardingPreferences): WizardState {
  const error = stepError(flow, s.step, p);
  if (error) return { step: s.step, error };
  return { step: Math.min(s.step + 1, stepCount(flow)), error: null };
}

export const back = (s: WizardState): WizardState => ({ step: Math.max(1, s.step - 1), error: null });

export const isLastStep = (flow: OnboardingFlow, step: number) => step >= stepCount(flow);

/** SPEC.md §2: "Find Properties" for seekers, "Complete Setup" otherwise, "Saving..." while submitting. */
export function finishLabel(flow: OnboardingFlow, saving: boolean) {
  if (saving) return "Saving...";
  return flow === "seeker" ? "Find Properties" : "Complete Setup";
}

export const STEP_TITLES: Record<OnboardingFlow, string[]> = {
  seeker: ["Where are you based?", "What are you looking for?"],
  lister: ["Where are you based?", "Where do you list properties?", "Tell us about your business"],
};
