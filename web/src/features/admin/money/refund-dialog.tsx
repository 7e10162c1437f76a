import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { z } from "zod";
import { refundInput } from "@contracts/money";
import { toast } from "../../../lib/toast";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../../components/ui/dialog";
import { Form, FormError, FormField, SubmitButton, useZodForm } from "../../../components/ui/form";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api";
import { formatNaira } from "../../../lib/format";
import { nairaAmount } from "../../wallet/amount-schema";
import { confirmRefund, previewRefund, type RefundPreview } from "./api";

type Step = { amountKobo: number; reason: string; preview: RefundPreview };

/** Two steps: review (the server prices it and signs a 10-minute confirmation), then confirm exactly that. */
export function RefundDialog({
  userId,
  entryId,
  refundableKobo,
  what,
}: {
  userId: string;
  entryId: string;
  refundableKobo: number;
  what: string;
}) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        setStep(null);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Refund
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Refund to wallet"
        description={`${what}: up to ${formatNaira(refundableKobo)} can be refunded.`}
      >
        {!step ? (
          <ReviewForm userId={userId} entryId={entryId} refundableKobo={refundableKobo} onReviewed={setStep} />
        ) : (
          <ConfirmStep
            userId={userId}
            entryId={entryId}
            step={step}
            onBack={() => setStep(null)}
            onDone={() => setOpen(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ReviewForm({
  userId,
  entryId,
  refundableKobo,
  onReviewed,
}: {
  userId: string;
  entryId: string;
  refundableKobo: number;
  onReviewed: (s: Step) => void;
}) {
  const schema = useMemo(
    () =>
      z.object({
        amount: nairaAmount({
          min: 1,
          minMessage: "Enter the amount to refund.",
          max: refundableKobo,
          maxMessage: `At most ${formatNaira(refundableKobo)} can be refunded.`,
        }),
        reason: refundInput.shape.reason,
      }),
    [refundableKobo],
  );
  const form = useZodForm(schema, { defaultValues: { amount: String(refundableKobo / 100), reason: "" } });
  const review = useMutation({
    mutationFn: async ({ amount, reason }: z.output<typeof schema>) => ({
      amountKobo: amount,
      reason,
      preview: await previewRefund(userId, { entryId, amountKobo: amount, reason }),
    }),
    onSuccess: onReviewed,
  });
  // The API names amountKobo; the box is "amount".
  const submit = (d: z.output<typeof schema>) =>
    review.mutateAsync(d).catch((e: unknown) => {
      const amount = e instanceof ApiError ? e.field("amountKobo") : undefined;
      throw amount ? new ApiError(400, amount, [{ field: "amount", message: amount }]) : e;
    });
  return (
    <Form form={form} onSubmit={submit} className="space-y-4" aria-label="Review refund">
      <FormError />
      <FormField name="amount" label="Amount (₦)" id="refund-amount">
        <Input inputMode="numeric" {...form.register("amount")} />
      </FormField>
      <FormField name="reason" label="Reason (kept in the activity log)" id="refund-reason">
        <Input {...form.register("reason")} />
      </FormField>
      <SubmitButton className="w-full">Review refund</SubmitButton>
    </Form>
  );
}

function ConfirmStep({
  userId,
  entryId,
  step,
  onBack,
  onDone,
}: {
  userId: string;
  entryId: string;
  step: Step;
  onBack: () => void;
  onDone: () => void;
}) {
  const qc = useQueryClient();
  // One key per reviewed refund: a retry of this confirmation reuses it, a new review gets a new one.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const confirm = useMutation({
    mutationFn: () =>
      confirmRefund(
        userId,
        { entryId, amountKobo: step.amountKobo, reason: step.reason, confirmToken: step.preview.confirmToken },
        idempotencyKey,
      ),
    onSuccess: async (r) => {
      toast.success(`Refunded ${formatNaira(r.amountKobo)}. New balance ${formatNaira(r.balanceKobo)}.`);
      await qc.invalidateQueries({ queryKey: ["admin", "transactions", userId] });
      onDone();
    },
  });
  const { preview } = step;
  return (
    <div className="space-y-4">
      {confirm.error && (
        <Alert variant="danger">
          {confirm.error instanceof ApiError ? confirm.error.message : "Something went wrong. Please try again."}
        </Alert>
      )}
      <Alert variant="warning" title={`Refund ${formatNaira(preview.amountKobo)}?`}>
        The wallet goes from {formatNaira(preview.balanceBeforeKobo)} to {formatNaira(preview.balanceAfterKobo)}. This
        cannot be undone.
      </Alert>
      <div className="flex gap-2">
        <Button variant="outline" className="flex-1" disabled={confirm.isPending} onClick={onBack}>
          Back
        </Button>
        <Button variant="danger" className="flex-1" loading={confirm.isPending} onClick={() => confirm.mutate()}>
          Confirm refund
        </Button>
      </div>
    </div>
  );
}
