import type { OnboardingPreferences, OnboardingStatus } from "@contracts/onboarding";
import { api } from "../../lib/api";

export const onboardingStatusQuery = (userId: string) => ({
  queryKey: ["onboarding", userId] as const,
  queryFn: () => api<OnboardingStatus>("/v1/secure/user/onboarding", { silent: true }),
  staleTime: Infinity,
});

export const savePreferences = (preferences: OnboardingPreferences) =>
  api<OnboardingStatus>("/v1/secure/user/onboarding-preferences", { method: "POST", body: preferences, silent: true });

export const skipOnboarding = () => api<OnboardingStatus>("/v1/secure/user/onboarding/skip", { method: "POST", silent: true });
