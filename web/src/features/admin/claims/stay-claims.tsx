import { useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { Form, FormError, FormField, SubmitButton, useZodForm, FormActions } from "../../../components/ui/form";
import { Input, Textarea } from "../../../components/ui/input";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../lib/toast";
import { ApiError } from "../../../lib/api";
import { client, unwrap, type paths } from "../../../lib/client";
import { formatNaira, formatDateTime } from "../../../lib/format";
import {
  CLAIM_CHOICES,
  CLAIM_NOTE_MAX,
  CLAIM_NOTE_MIN,
  claimDecision,
  claimOutcome,
  type ClaimChoice,
} from "./claim-decision";
import { Thumb } from "../listings/shared";
import { TitleLink } from "../../../components/ui/text-link";

type Claim = paths["/admin/api/stays/claims"]["get"]["responses"]["200"]["content"]["application/json"]["data"][number];

const CLAIMS_KEY = ["admin", "stay-claims"] as const;

/** Open caution-deposit claims, oldest first; staff award, return or split each (logged by the API). */
export function StayClaims() {
  const list = useQuery({ queryKey: CLAIMS_KEY, queryFn: () => unwrap(client.GET("/admin/api/stays/claims")) });
  const [deciding, setDeciding] = useState<Claim | null>(null);
  if (list.isLoading) return <Skeleton className="h-40 w-full" />;
  const rows = list.data?.data ?? [];
  return (
    <div className="overflow-hidden rounded-xl border border-ink-200 bg-white">
      {rows.length === 0 && (
        <EmptyState
          title="No open deposit claims"
          description="When a host claims a guest's caution deposit after check-out, it waits here for your decision."
        />
      )}
      <ul>
        {rows.map((r) => (
          <li key={r.id} className="border-b border-ink-100 p-4 last:border-b-0">
            <div className="flex flex-wrap items-center gap-2">
              <TitleLink to="/properties/$id" params={{ id: r.propertyId }} className="underline-offset-2">
                {r.title}
              </TitleLink>
              <Badge variant="warning">
                Claimed {formatNaira(r.claimKobo)} of {formatNaira(r.cautionKobo)}
              </Badge>
              <span className="ml-auto text-xs text-ink-500">
                Check-out {r.checkOut} · claimed {formatDateTime(r.claimedAt)}
              </span>
            </div>
            <p className="mt-1 text-xs text-ink-500">Stay {r.id}</p>
            <p className="mt-2 whitespace-pre-line text-sm text-ink-800">“{r.reason}”</p>
            {r.photoUrls.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-2" aria-label="Photos from the host">
                {r.photoUrls.map((u, i) => (
                  <li key={u}>
                    <a
                      href={r.photoFullUrls[i] ?? u}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={`Open photo ${i + 1} of ${r.photoUrls.length}`}
                    >
                      <Thumb src={u} alt={`Damage photo ${i + 1}`} width={96} height={72} />
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <Button size="sm" className="mt-3" onClick={() => setDeciding(r)}>
              Decide
            </Button>
          </li>
        ))}
      </ul>
      {deciding && <DecideDialog claim={deciding} onClose={() => setDeciding(null)} />}
    </div>
  );
}

/** The decision as the dialog holds it: the choice, the split typed in naira, and the note for the activity log. */
const decisionSchema = (claimKobo: number) =>
  z
    .object({
      choice: z.enum(CLAIM_CHOICES.map((c) => c.value) as [ClaimChoice, ...ClaimChoice[]]),
      amount: z.string(),
      note: z
        .string()
        .trim()
        .min(CLAIM_NOTE_MIN, `Say why (at least ${CLAIM_NOTE_MIN} characters); it is kept in the activity log.`)
        .max(CLAIM_NOTE_MAX, `Keep the note under ${CLAIM_NOTE_MAX} characters.`),
    })
    .transform((v, ctx) => {
      const d = claimDecision(v.choice, v.amount, claimKobo);
      if ("error" in d) {
        ctx.addIssue({ code: "custom", path: ["amount"], message: d.error });
        return z.NEVER;
      }
      return { hostKobo: d.hostKobo, note: v.note };
    });

function DecideDialog({ claim, onClose }: { claim: Claim; onClose: () => void }) {
  const qc = useQueryClient();
  const schema = useMemo(() => decisionSchema(claim.claimKobo), [claim.claimKobo]);
  const form = useZodForm(schema, { defaultValues: { choice: "award", amount: "", note: "" } });
  const [choice, amount, note] = useWatch({ control: form.control, name: ["choice", "amount", "note"] });
  const decision = claimDecision(choice ?? "award", amount ?? "", claim.claimKobo);

  const resolve = useMutation({
    mutationFn: (body: { hostKobo: number; note: string }) =>
      unwrap(client.POST("/admin/api/stays/{id}/resolve-claim", { params: { path: { id: claim.id } }, body }), {
        silent: true,
      }),
  });

  async function submit(body: { hostKobo: number; note: string }) {
    try {
      const r = await resolve.mutateAsync(body);
      toast.success("Claim decided", { description: claimOutcome(r.data.hostKobo, claim.cautionKobo) });
      onClose();
      await qc.invalidateQueries({ queryKey: CLAIMS_KEY });
    } catch (err) {
      // 409: another admin decided it first; the list shows what is still open.
      if (err instanceof ApiError && err.status === 409) {
        toast.error("Already decided", { description: err.message });
        onClose();
        void qc.invalidateQueries({ queryKey: CLAIMS_KEY });
        return;
      }
      throw err;
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
    >
      <DialogContent
        title="Decide the deposit claim"
        description={`${claim.title}: the host claims ${formatNaira(claim.claimKobo)} of the ${formatNaira(claim.cautionKobo)} caution deposit.`}
        className="sm:max-w-lg"
      >
        <Form form={form} onSubmit={submit} fieldNames={{ hostKobo: "amount" }} className="space-y-4">
          <FormError />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-ink-800">Decision</legend>
            {CLAIM_CHOICES.map((c) => (
              <label key={c.value} className="flex cursor-pointer items-center gap-3 text-sm text-ink-800">
                <input
                  type="radio"
                  value={c.value}
                  {...form.register("choice", { onChange: () => form.clearErrors("amount") })}
                  className="size-4 accent-brand-600"
                />
                {c.label}
              </label>
            ))}
          </fieldset>
          {choice === "split" && (
            <FormField
              name="amount"
              label="Amount to the host (₦)"
              id="claim-host-amount"
              hint={`Less than ${formatNaira(claim.claimKobo)}; the rest goes back to the guest.`}
            >
              <Input inputMode="decimal" {...form.register("amount")} />
            </FormField>
          )}
          {!("error" in decision) && (
            <p className="text-sm text-ink-700">{claimOutcome(decision.hostKobo, claim.cautionKobo)}</p>
          )}
          <FormField
            name="note"
            label="Note (kept in the activity log)"
            id="claim-note"
            hint={`${(note ?? "").trim().length}/${CLAIM_NOTE_MAX} characters.`}
          >
            <Textarea
              rows={3}
              placeholder="e.g. The photos show the table broken; the repair quote is ₦6,000."
              {...form.register("note")}
            />
          </FormField>
          <FormActions onCancel={onClose}>
            <SubmitButton>Decide claim</SubmitButton>
          </FormActions>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
