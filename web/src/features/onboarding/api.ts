import type { OnboardingPreferences } from "@contracts/onboarding";
import { client, unwrap, queryOptions } from "../../lib/client";

export const onboardingStatusQuery = (userId: string) =>
  queryOptions({
    queryKey: ["onboarding", userId] as const,
    queryFn: () => unwrap(client.GET("/v1/secure/user/onboarding"), { silent: true }),
    staleTime: Infinity,
  });

export const savePreferences = (preferences: OnboardingPreferences) =>
  unwrap(client.POST("/v1/secure/user/onboarding-preferences", { body: preferences }), { silent: true });

export const skipOnboarding = () => unwrap(client.POST("/v1/secure/user/onboarding/skip"), { silent: true });
