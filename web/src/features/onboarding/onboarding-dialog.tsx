import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import type { AuthUser } from "@contracts/auth";
import {
  forFlow,
  ONBOARDING_MESSAGES,
  preferencesErrors,
  stepCount,
  type OnboardingFlow,
  type OnboardingPreferences,
} from "@contracts/onboarding";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/alert";
import { statesQuery } from "../locations/queries";
import { savePreferences, skipOnboarding } from "./api";
import { destinationAfter } from "./destination";
import { onboardingRecordAtom, pendingPreferencesAtom } from "./storage";
import { CompanyStep, IntentStep } from "./steps";
import { StatePicker } from "./state-picker";
import { advance, back, finishLabel, isLastStep, STEP_TITLES, type WizardState } from "./wizard";

type Props = { user: AuthUser; flow: OnboardingFlow; initial: OnboardingPreferences; onClose: () => void };

/** SPEC.md §2 onboarding popup: 2 steps for seekers, 3 for brokerage/company, Previous / Skip / Next. */
export default function OnboardingDialog({ user, flow, initial, onClose }: Props) {
  const [prefs, setPrefs] = useState<OnboardingPreferences>(() => ({
    ...initial,
    additional_info: { companyName: user.companyName ?? undefined, ...initial.additional_info },
  }));
  const [wiz, setWiz] = useState<WizardState>({ step: 1, error: null });
  const setRecord = useSetAtom(onboardingRecordAtom);
  const setPending = useSetAtom(pendingPreferencesAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const total = stepCount(flow);
  const errorFor = (field: string) => (wiz.error?.field === field ? wiz.error.message : undefined);
  const update = (patch: Partial<OnboardingPreferences>) => {
    setPrefs((p) => ({ ...p, ...patch }));
    setWiz((w) => ({ ...w, error: null }));
  };
  const record = (status: "completed" | "skipped") =>
    setRecord({
      hasCompletedOnboarding: true,
      completedAt: Date.now(),
      userType: user.accountType,
      userId: user.id,
      status,
    });

  const save = useMutation({
    mutationFn: async (answers: OnboardingPreferences) => {
      const saved = await savePreferences(answers);
      queryClient.setQueryData(["onboarding", user.id], saved);
      setPending(null);
      record("completed");
      const states = await queryClient.ensureQueryData(statesQuery()).catch(() => []);
      onClose();
      void navigate(destinationAfter(flow, answers, states));
    },
    onError: (_e, answers) => {
      // SPEC.md §4: keep the answers locally (sent again on a later visit) and say so; the user may retry.
      setPending({ userId: user.id, preferences: answers, savedAt: Date.now() });
      record("completed");
    },
  });
  const saving = save.isPending;
  const saveFailed = save.isError;

  function finish() {
    const answers = forFlow(flow, prefs);
    const first = preferencesErrors(flow, answers)[0];
    if (first) return setWiz({ step: first.field === "based_state" ? 1 : 2, error: first });
    save.mutate(answers);
  }

  function skip() {
    record("skipped");
    void skipOnboarding().catch(() => undefined);
    onClose();
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={STEP_TITLES[flow][wiz.step - 1]}
        description={`Step ${wiz.step} of ${total} · Help us tailor PropertyNG to you.`}
        className="sm:max-w-lg"
      >
        <div className="min-h-72">
          {wiz.step === 1 && (
            <StatePicker
              legend="State of location"
              value={prefs.based_state}
              onChange={(id) => update({ based_state: id })}
              error={errorFor("based_state")}
            />
          )}
          {wiz.step === 2 && flow === "seeker" && (
            <IntentStep
              value={prefs.property_type}
              onChange={(v) => update({ property_type: v })}
              error={errorFor("property_type")}
            />
          )}
          {wiz.step === 2 && flow === "lister" && (
            <StatePicker
              multiple
              legend="States where you list properties"
              value={prefs.listing_states}
              onChange={(ids) => update({ listing_states: ids })}
              error={errorFor("listing_states")}
            />
          )}
          {wiz.step === 3 && (
            <CompanyStep value={prefs.additional_info} onChange={(v) => update({ additional_info: v })} />
          )}
        </div>
        {saveFailed && (
          <Alert variant="danger" className="mt-4">
            {ONBOARDING_MESSAGES.saveFailed}
          </Alert>
        )}
        <div className="mt-5 flex items-center gap-2">
          <Button variant="outline" onClick={() => setWiz(back)} disabled={wiz.step === 1 || saving}>
            Previous
          </Button>
          <Button variant="ghost" className="ml-auto" onClick={skip} disabled={saving}>
            Skip
          </Button>
          {isLastStep(flow, wiz.step) ? (
            <Button onClick={finish} disabled={saving}>
              {finishLabel(flow, saving)}
            </Button>
          ) : (
            <Button onClick={() => setWiz((w) => advance(flow, w, prefs))}>Next</Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
