import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { toast } from "../../lib/toast";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { Field, Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { formatNaira } from "../../lib/format";
import { nairaToKobo } from "../listing-editor/money";
import { confirmRefund, previewRefund, type RefundPreview } from "./api";

/** Two steps: review (the server prices it and signs a 10-minute confirmation), then confirm exactly that. */
export function RefundDialog({ userId, entryId, refundableKobo, what }: { userId: string; entryId: string; refundableKobo: number; what: string }) {
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(String(refundableKobo / 100));
  const [reason, setReason] = useState("");
  const [preview, setPreview] = useState<RefundPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef(crypto.randomUUID());
  const kobo = nairaToKobo(amount) ?? Number.NaN;

  async function run(step: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Something went wrong. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  const review = () => run(async () => setPreview(await previewRefund(userId, { entryId, amountKobo: kobo, reason })));
  const confirm = () =>
    run(async () => {
      const r = await confirmRefund(userId, { entryId, amountKobo: kobo, reason, confirmToken: preview!.confirmToken }, key.current);
      toast.success(`Refunded ${formatNaira(r.amountKobo)}. New balance ${formatNaira(r.balanceKobo)}.`);
      await qc.invalidateQueries({ queryKey: ["admin", "transactions", userId] });
      setOpen(false);
    });

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        setPreview(null);
        setError(null);
        key.current = crypto.randomUUID();
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Refund
        </Button>
      </DialogTrigger>
      <DialogContent title="Refund to wallet" description={`${what}: up to ${formatNaira(refundableKobo)} can be refunded.`}>
        <div className="space-y-4">
          {error && <Alert variant="danger">{error}</Alert>}
          {!preview ? (
            <>
              <Field label="Amount (₦)" htmlFor="refund-amount">
                <Input inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />
              </Field>
              <Field label="Reason (kept in the activity log)" htmlFor="refund-reason">
                <Input value={reason} onChange={(e) => setReason(e.target.value)} />
              </Field>
              <Button className="w-full" loading={busy} disabled={!Number.isFinite(kobo) || reason.trim().length < 3} onClick={review}>
                Review refund
              </Button>
            </>
          ) : (
            <>
              <Alert variant="warning" title={`Refund ${formatNaira(preview.amountKobo)}?`}>
                The wallet goes from {formatNaira(preview.balanceBeforeKobo)} to {formatNaira(preview.balanceAfterKobo)}. This cannot be undone.
              </Alert>
              <div className="flex gap-2">
                <Button variant="outline" className="flex-1" onClick={() => setPreview(null)}>
                  Back
                </Button>
                <Button variant="danger" className="flex-1" loading={busy} onClick={confirm}>
                  Confirm refund
                </Button>
              </div>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
