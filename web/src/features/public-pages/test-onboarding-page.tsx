import { lazy, Suspense, useState } from "react";
import { useSetAtom } from "jotai";
import { emptyPreferences, onboardingFlow, type OnboardingFlow } from "@contracts/onboarding";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { authModalAtom, useUser } from "../auth/session";
import { notOnServer } from "../../lib/client-only";
import { setDevMode, useDevMode } from "../onboarding/dev-mode";

const OnboardingDialog = lazy(() => (__WORKER_BUNDLE__ ? notOnServer() : import("../onboarding/onboarding-dialog")));

/**
 * /test-onboarding (SPEC §2): opens the onboarding popup on demand, for support staff and for a user who
 * skipped it and wants to set their preferences again, in developer mode only (SPEC §3 devMode, §4). Finishing
 * saves the preferences like the real one.
 */
export function TestOnboardingPage() {
  const user = useUser();
  const openAuth = useSetAtom(authModalAtom);
  const [flow, setFlow] = useState<OnboardingFlow | null>(null);
  const own = user ? onboardingFlow(user.accountType) : null;
  const devMode = useDevMode();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-ink-900">Set your preferences again</h1>
      <p className="mt-2 text-ink-600">
        The welcome steps ask where you are looking and what for, so the home page and alerts show the right properties.
        Run them again at any time.
      </p>
      {!user ? (
        <div className="mt-6">
          <Alert variant="info" title="Sign in first">
            Your preferences belong to your account.
          </Alert>
          <Button className="mt-4" onClick={() => openAuth("login")}>
            Sign in
          </Button>
        </div>
      ) : !devMode ? (
        <div className="mt-6" data-testid="dev-mode-off">
          <Alert variant="info" title="Developer mode is off">
            The welcome steps run here only in developer mode, on this browser.
          </Alert>
          <Button className="mt-4" variant="outline" onClick={() => setDevMode(true)}>
            Turn on developer mode
          </Button>
        </div>
      ) : !own ? (
        <Alert variant="info" title="Nothing to set" className="mt-6">
          Staff accounts have no onboarding.
        </Alert>
      ) : (
        <Button className="mt-6" onClick={() => setFlow(own)}>
          Start the welcome steps
        </Button>
      )}
      {user && flow && (
        <Suspense fallback={null}>
          <OnboardingDialog user={user} flow={flow} initial={emptyPreferences()} onClose={() => setFlow(null)} />
        </Suspense>
      )}
    </div>
  );
}
