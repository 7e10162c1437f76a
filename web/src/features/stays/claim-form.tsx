import { useMemo } from "react";
import { z } from "zod";
import { claimInput, STAY_MESSAGES, type StayBooking } from "@contracts/stays";
import { Form, FormError, FormField, SubmitButton, useMutationForm, InputField } from "../../components/ui/form";
import { Input } from "../../components/ui/input";
import { formatNaira } from "../../lib/format";
import { processImage, uploadProcessed } from "../listing-editor/upload";
import { nairaAmount } from "../wallet/amount-schema";
import { claimDeposit } from "./api";

/** The host's claim on the caution deposit: amount, what happened, and photos (uploaded first, then kept as evidence). */
export default function ClaimForm({ b, onDone }: { b: StayBooking; onDone: (next: StayBooking) => void }) {
  // The contract's claimInput, with the amount typed in naira and the photos as picked (uploaded on submit).
  // Field names follow the API's, so its 400 field errors land beside their fields.
  const schema = useMemo(
    () =>
      z.object({
        amountKobo: nairaAmount({
          min: 100,
          minMessage: "Claim at least ₦1.",
          max: b.cautionKobo,
          maxMessage: STAY_MESSAGES.claimTooMuch,
        }),
        reason: claimInput.shape.reason,
        photoTokens: z
          .custom<FileList | undefined>()
          .refine((l) => !!l && l.length > 0, STAY_MESSAGES.claimPhotos)
          .transform((l) => [...(l ?? [])].slice(0, 10)),
      }),
    [b.cautionKobo],
  );
  const { form, formProps } = useMutationForm(schema, {
    defaultValues: { amountKobo: "", reason: "" },
    mutationFn: async ({ amountKobo, reason, photoTokens: files }) => {
      const photoTokens: string[] = [];
      for (const f of files) photoTokens.push(await uploadProcessed(await processImage(f), () => {}));
      return claimDeposit(b.id, { amountKobo, reason, photoTokens });
    },
    onSuccess: (r) => onDone(r.data),
    fallback: "Could not file the claim. Try again.",
  });
  return (
    <Form {...formProps} className="space-y-3 rounded-lg border border-ink-200 p-4" aria-labelledby="claim-title">
      <h2 id="claim-title" className="text-base font-semibold text-ink-900">
        Claim the caution deposit
      </h2>
      <p className="text-sm text-ink-600">
        Within 24 hours of check-out, up to {formatNaira(b.cautionKobo)}. Our team reviews the photos and decides.
      </p>
      <FormField name="amountKobo" label="Amount (₦)" id="claim-amount">
        <Input type="number" inputMode="decimal" min={1} max={b.cautionKobo / 100} {...form.register("amountKobo")} />
      </FormField>
      <InputField name="reason" label="What was damaged" id="claim-reason" maxLength={1000} />
      <InputField name="photoTokens" label="Photos" id="claim-photos" type="file" accept="image/*" multiple />
      <FormError />
      <SubmitButton>File the claim</SubmitButton>
    </Form>
  );
}
