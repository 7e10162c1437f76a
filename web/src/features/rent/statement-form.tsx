import { z } from "zod";
import { disputeRentInput, rentStatementInput } from "@contracts/rent";
import { RENT_RULES } from "@contracts/rent-rules";
import { Form, FormError, FormField, SubmitButton, TextareaField, useMutationForm } from "../../components/ui/form";
import { Input } from "../../components/ui/input";
import { processImage, uploadProcessed } from "../listing-editor/upload";
import { addStatement, disputeRent, requestEvidenceUpload, type RentAgreement } from "./api";

/**
 * Each kind's words, the API's rule for its text (a dispute's reason or a statement's body, 10 to 2,000 characters)
 * and the call that sends it.
 */
const KINDS = {
  dispute: {
    label: "What is wrong",
    submitLabel: "Open a dispute",
    text: disputeRentInput.shape.reason,
    send: (id: string, reason: string, photoTokens: string[]) => disputeRent(id, { reason, photoTokens }),
  },
  statement: {
    label: "Your statement",
    submitLabel: "Send to PropertyNG",
    text: rentStatementInput.shape.body,
    send: (id: string, body: string, photoTokens: string[]) => addStatement(id, { body, photoTokens }),
  },
};

const schemaFor = (kind: keyof typeof KINDS) =>
  z.object({
    text: KINDS[kind].text,
    photos: z.array(z.instanceof(File)).max(RENT_RULES.maxPhotos, `Attach at most ${RENT_RULES.maxPhotos} photos.`),
  });

/**
 * What a side tells PropertyNG about a rent (the tenant's dispute, or either side's statement on one): words and
 * photos. The photos go up through the agreement's own upload ticket first, then the text with their tokens; the
 * server keeps them as evidence.
 */
export function StatementForm({
  id,
  kind,
  onSaved,
}: {
  id: string;
  kind: keyof typeof KINDS;
  /** Takes the agreement as the server has it after the dispute or statement. */
  onSaved: (next: RentAgreement) => unknown;
}) {
  const { label, submitLabel, send } = KINDS[kind];
  const schema = schemaFor(kind);
  const { form, formProps } = useMutationForm(schema, {
    defaultValues: { text: "", photos: [] },
    mutationFn: async ({ text, photos }) => {
      const tokens: string[] = [];
      for (const f of photos)
        tokens.push(await uploadProcessed(await processImage(f), () => {}, undefined, requestEvidenceUpload(id)));
      return send(id, text, tokens);
    },
    onSuccess: async (r) => {
      await onSaved(r.data);
      form.reset({ text: "", photos: [] });
    },
  });
  const field = `${kind}-${id}`;
  return (
    <Form
      {...formProps}
      fieldNames={{ reason: "text", body: "text", photoTokens: "photos" }}
      className="space-y-3"
      aria-label={submitLabel}
    >
      <TextareaField<z.input<typeof schema>> name="text" label={label} id={`${field}-text`} maxLength={2000} rows={4} />
      <FormField<z.input<typeof schema>>
        name="photos"
        label={`Photos (optional, up to ${RENT_RULES.maxPhotos})`}
        id={`${field}-photos`}
      >
        <Input
          type="file"
          accept="image/*"
          multiple
          onChange={(e) => form.setValue("photos", [...(e.target.files ?? [])], { shouldValidate: true })}
        />
      </FormField>
      <FormError />
      <SubmitButton>{submitLabel}</SubmitButton>
    </Form>
  );
}
