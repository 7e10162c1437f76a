import { useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { EmptyState } from "../../components/ui/empty-state";
import { Field, Input, fieldDescribedBy, fieldErrorId, fieldHintId, Textarea } from "../../components/ui/input";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../lib/toast";
import { ApiError } from "../../lib/api";
import { client, unwrap, type paths } from "../../lib/client";
import { formatDate, formatNaira, formatTime } from "../../lib/format";
import { CLAIM_CHOICES, CLAIM_NOTE_MAX, CLAIM_NOTE_MIN, claimDecision, claimOutcome, type ClaimChoice } from "./claim-decision";
import { Thumb } from "./listings-shared";

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
      {rows.length === 0 && <EmptyState title="No open deposit claims" description="When a host claims a guest's caution deposit after check-out, it waits here for your decision." />}
      <ul>
        {rows.map((r) => (
          <li key={r.id} className="border-b border-ink-100 p-4 last:border-b-0">
            <div className="flex flex-wrap items-center gap-2">
              <Link to="/properties/$id" params={{ id: r.propertyId }} className="font-medium text-ink-900 underline-offset-2 hover:underline">
                {r.title}
              </Link>
              <Badge variant="warning">
                Claimed {formatNaira(r.claimKobo)} of {formatNaira(r.cautionKobo)}
              </Badge>
              <span className="ml-auto text-xs text-ink-500">
                Check-out {r.checkOut} · claimed {formatDate(r.claimedAt)} {formatTime(r.claimedAt)}
              </span>
            </div>
            <p className="mt-1 text-xs text-ink-500">Stay {r.id}</p>
            <p className="mt-2 whitespace-pre-line text-sm text-ink-800">“{r.reason}”</p>
            {r.photoUrls.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-2" aria-label="Photos from the host">
                {r.photoUrls.map((u, i) => (
                  <li key={u}>
                    <a href={r.photoFullUrls[i] ?? u} target="_blank" rel="noreferrer" aria-label={`Open photo ${i + 1} of ${r.photoUrls.length}`}>
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

function DecideDialog({ claim, onClose }: { claim: Claim; onClose: () => void }) {
  const qc = useQueryClient();
  const [choice, setChoice] = useState<ClaimChoice>("award");
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<{ amount?: string; note?: string }>({});
  const decision = claimDecision(choice, amount, claim.claimKobo);
  const noteError =
    note.trim().length < CLAIM_NOTE_MIN
      ? `Say why (at least ${CLAIM_NOTE_MIN} characters); it is kept in the activity log.`
      : note.trim().length > CLAIM_NOTE_MAX
        ? `Keep the note under ${CLAIM_NOTE_MAX} characters.`
        : undefined;
  const amountError = serverErrors.amount ?? (touched && "error" in decision ? decision.error : undefined);
  const shownNoteError = serverErrors.note ?? (touched ? noteError : undefined);

  const resolve = useMutation({
    mutationFn: (hostKobo: number) => unwrap(client.POST("/admin/api/stays/{id}/resolve-claim", { params: { path: { id: claim.id } }, body: { hostKobo, note: note.trim() } }), { silent: true }),
    onSuccess: (r) => {
      toast.success("Claim decided", { description: claimOutcome(r.data.hostKobo, claim.cautionKobo) });
      onClose();
      return qc.invalidateQueries({ queryKey: CLAIMS_KEY });
    },
    onError: (err) => {
      const fields = err instanceof ApiError ? { amount: err.field("hostKobo"), note: err.field("note") } : {};
      if (fields.amount || fields.note) return setServerErrors(fields);
      toast.error("Error", { description: err instanceof ApiError ? err.message : "Something went wrong. Please try again." });
      // 409: another admin decided it first; the list shows what is still open.
      if (err instanceof ApiError && err.status === 409) {
        onClose();
        void qc.invalidateQueries({ queryKey: CLAIMS_KEY });
      }
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if ("error" in decision || noteError) return;
    resolve.mutate(decision.hostKobo);
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
        <form onSubmit={submit} noValidate className="space-y-4">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-ink-800">Decision</legend>
            {CLAIM_CHOICES.map((c) => (
              <label key={c.value} className="flex cursor-pointer items-center gap-3 text-sm text-ink-800">
                <input
                  type="radio"
                  name="claim-choice"
                  value={c.value}
                  checked={choice === c.value}
                  onChange={() => {
                    setChoice(c.value);
                    setServerErrors({});
                  }}
                  className="size-4 accent-brand-600"
                />
                {c.label}
              </label>
            ))}
          </fieldset>
          {choice === "split" && (
            <Field label="Amount to the host (₦)" htmlFor="claim-host-amount" error={amountError} hint={`Less than ${formatNaira(claim.claimKobo)}; the rest goes back to the guest.`}>
              <Input
                inputMode="decimal"
                value={amount}
                onChange={(e) => {
                  setAmount(e.target.value);
                  setServerErrors({});
                }}
                onBlur={() => setTouched(true)}
                aria-invalid={Boolean(amountError) || undefined}
              />
            </Field>
          )}
          {!("error" in decision) && <p className="text-sm text-ink-700">{claimOutcome(decision.hostKobo, claim.cautionKobo)}</p>}
          <div className="flex flex-col gap-1.5">
            <label htmlFor="claim-note" className="text-sm font-medium text-ink-800">
              Note (kept in the activity log)
            </label>
            <Textarea
              id="claim-note"
              rows={3}
              value={note}
              onChange={(e) => {
                setNote(e.target.value);
                setServerErrors({});
              }}
              onBlur={() => setTouched(true)}
              aria-invalid={Boolean(shownNoteError) || undefined}
              aria-describedby={fieldDescribedBy("claim-note", { error: shownNoteError, hint: true })}
              placeholder="e.g. The photos show the table broken; the repair quote is ₦6,000."
            />
            <p id={fieldHintId("claim-note")} className="text-sm text-ink-500">
              {note.trim().length}/{CLAIM_NOTE_MAX} characters.
            </p>
            {shownNoteError && (
              <p id={fieldErrorId("claim-note")} role="alert" className="text-sm text-danger-600">
                {shownNoteError}
              </p>
            )}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={resolve.isPending}>
              Decide claim
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
