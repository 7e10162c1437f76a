import { useEffect, useRef, useState, type ReactNode } from "react";
import type { PropertyInput } from "@contracts/listing-input";
import { toast } from "../../lib/toast";
import { Link } from "@tanstack/react-router";
import { useMutation, useQuery } from "@tanstack/react-query";
import { websiteInfoQuery } from "../layout/website-info";
import { statesQuery } from "../locations/queries";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api";
import { STEPS, type EditorValues } from "./editor-form";
import { patchEntry } from "./media-ops";
import { Stepper } from "./stepper";
import { DetailsStep } from "./steps/details-step";
import { FeaturesStep } from "./steps/features-step";
import { InspectionStep } from "./steps/inspection-step";
import { LocationStep } from "./steps/location-step";
import { MediaStep } from "./steps/media-step";
import { PriceStep } from "./steps/price-step";
import { ReviewStep } from "./steps/review-step";
import { RoomsStep } from "./steps/rooms-step";
import { useEditorForm } from "./use-editor-form";
import { useMediaActions } from "./use-media-actions";
import { useUploader } from "./use-uploader";

type Props = {
  /** Set when editing: saved photos, rooms and videos then change on the server at once. */
  propertyId?: string;
  initial: () => { values: EditorValues; step: number };
  submitLabel: string;
  /** Edit mode offers saving from every step. */
  saveAnywhere?: boolean;
  onSubmit: (data: PropertyInput, values: EditorValues) => Promise<void>;
  onChange?: (values: EditorValues, step: number) => void;
  notice?: ReactNode;
};

const LAST = STEPS.length - 1;

export function ListingWizard({ propertyId, initial, submitLabel, saveAnywhere, onSubmit, onChange, notice }: Props) {
  const [start] = useState(initial);
  // The inspection-fee bounds are an admin setting (App preference); SPEC §9's until they load.
  const fee = useQuery(websiteInfoQuery()).data?.inspectionFee;
  const states = useQuery(statesQuery()).data;
  const form = useEditorForm(
    () => start.values,
    fee,
    (id) => states?.find((s) => s.id === id)?.slug,
  );
  const [step, setStep] = useState(Math.min(Math.max(start.step, 0), LAST));
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([step]));
  const save = useMutation({
    mutationFn: ({ data, values }: { data: PropertyInput; values: EditorValues }) => onSubmit(data, values),
  });
  const busy = save.isPending;
  const [failure, setFailure] = useState<string | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const { update } = form;
  const uploader = useUploader((key, ready) => update((v) => patchEntry(v, key, ready)));
  const media = useMediaActions(form, uploader, propertyId);

  const changed = useRef(onChange);
  const latest = useRef({ values: form.values, step });
  useEffect(() => {
    changed.current = onChange;
    latest.current = { values: form.values, step };
  });
  useEffect(() => {
    const t = setTimeout(() => changed.current?.(form.values, step), 300);
    return () => clearTimeout(t);
  }, [form.values, step]);
  // A tab closed within the debounce still keeps its last keystrokes.
  useEffect(() => {
    const flush = () => changed.current?.(latest.current.values, latest.current.step);
    window.addEventListener("pagehide", flush);
    return () => window.removeEventListener("pagehide", flush);
  }, []);

  /** Opens a step; with `focusError` the first field with a problem gets focus once it renders. */
  const go = (i: number, focusError = false) => {
    setStep(i);
    setVisited((s) => new Set(s).add(i));
    requestAnimationFrame(() => {
      const bad = focusError ? body.current?.querySelector<HTMLElement>("[aria-invalid=true]") : null;
      if (bad) bad.focus();
      else top.current?.scrollIntoView({ block: "start", behavior: "smooth" });
    });
  };

  const next = () => (form.validateStep(step) ? go(step + 1) : go(step, true));

  async function submit() {
    setFailure(null);
    if (uploader.pending) {
      setFailure(
        `Wait for ${uploader.pending === 1 ? "a photo" : `${uploader.pending} photos`} to finish uploading, or remove the ones that failed.`,
      );
      return go(STEPS.findIndex((s) => s.id === "media"));
    }
    const bad = form.validateAll();
    if (bad >= 0 || !form.data) {
      toast.error("Some details need your attention.");
      return go(Math.max(bad, 0), true);
    }
    try {
      await save.mutateAsync({ data: form.data, values: form.values });
    } catch (e) {
      if (e instanceof ApiError && e.errors.length) {
        toast.error(e.message || "Some details need your attention.");
        go(form.applyServerErrors(e), true);
      } else setFailure(e instanceof Error ? e.message : "Something went wrong. Please try again.");
    }
  }

  const steps: Record<(typeof STEPS)[number]["id"], ReactNode> = {
    details: <DetailsStep form={form} />,
    location: <LocationStep form={form} />,
    price: <PriceStep form={form} />,
    features: <FeaturesStep form={form} />,
    rooms: <RoomsStep form={form} uploader={uploader} media={media} propertyId={propertyId} />,
    media: <MediaStep form={form} uploader={uploader} media={media} propertyId={propertyId} />,
    inspection: <InspectionStep form={form} />,
    review: <ReviewStep form={form} onEdit={(i) => go(i)} />,
  };

  return (
    <div ref={top} className="scroll-mt-20 space-y-4">
      <Stepper current={step} flagged={form.stepFlagged} visited={(i) => visited.has(i)} onStep={(i) => go(i)} />
      {notice}
      <form
        noValidate
        aria-label={STEPS[step]!.title}
        onSubmit={(e) => {
          e.preventDefault();
          if (step === LAST) void submit();
          else next();
        }}
        className="rounded-2xl border border-ink-200 bg-white shadow-card"
      >
        <div ref={body} className="p-4 sm:p-6">
          {steps[STEPS[step]!.id]}
        </div>
        {failure && (
          <div className="px-4 pb-4 sm:px-6">
            <Alert variant="danger">
              {failure}
              {/Upgrade your plan/.test(failure) && (
                <>
                  {" "}
                  <Link to="/dashboard/subscription-plans" className="font-medium underline">
                    See the plans
                  </Link>
                </>
              )}
            </Alert>
          </div>
        )}
        <div className="sticky bottom-0 flex items-center justify-between gap-2 rounded-b-2xl border-t border-ink-200 bg-white/95 px-4 py-3 backdrop-blur sm:px-6">
          <Button variant="outline" onClick={() => go(step - 1)} disabled={step === 0}>
            Back
          </Button>
          <div className="flex gap-2">
            {saveAnywhere && step !== LAST && (
              <Button variant="secondary" loading={busy} onClick={() => void submit()}>
                {submitLabel}
              </Button>
            )}
            {step === LAST ? (
              <Button type="submit" loading={busy}>
                {submitLabel}
              </Button>
            ) : (
              <Button type="submit">Next</Button>
            )}
          </div>
        </div>
      </form>
    </div>
  );
}
