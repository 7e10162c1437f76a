import { createFileRoute } from "@tanstack/react-router";
import { staticHead } from "../../features/public-pages/static-head";
import { TestOnboardingPage } from "../../features/public-pages/test-onboarding-page";

export const Route = createFileRoute("/_default/test-onboarding")({
  head: ({ match }) =>
    staticHead(
      match.context.origin,
      "/test-onboarding",
      "Set your preferences again",
      "Run PropertyNG's welcome steps again.",
      false,
    ),
  component: TestOnboardingPage,
});
