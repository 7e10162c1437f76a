import { useQueryClient } from "@tanstack/react-query";
import { useController } from "react-hook-form";
import { z } from "zod";
import { KYC_ID_FORMATS, KYC_ID_LABELS, KYC_ID_TYPES, normaliseIdNumber } from "@contracts/kyc";
import { MESSAGES } from "@contracts/messages";
import { Form, FormError, FormField, SubmitButton, useMutationForm } from "../../components/ui/form";
import { Input, NativeSelect, ValueOptions } from "../../components/ui/input";
import { toast } from "../../lib/toast";
import { ApiError } from "../../lib/api";
import { kycQuery, submitKyc } from "./api";
import { PhotoPicker, type UploadedPhoto } from "./photo-picker";

const photo = (missing: string) =>
  z.custom<UploadedPhoto | null>().refine((v): v is UploadedPhoto => Boolean(v), missing);

// Field names are the API's, so its field errors land beside the right field.
const kycSchema = z
  .object({
    idType: z.enum(KYC_ID_TYPES),
    idNumber: z.string(),
    documentKey: photo("Add a photo of your ID document."),
    selfieKey: photo("Add a selfie."),
  })
  .superRefine((v, ctx) => {
    const n = normaliseIdNumber(v.idNumber);
    if (!n) ctx.addIssue({ code: "custom", path: ["idNumber"], message: "Enter the ID number." });
    else if (!KYC_ID_FORMATS[v.idType].pattern.test(n))
      ctx.addIssue({ code: "custom", path: ["idNumber"], message: KYC_ID_FORMATS[v.idType].message });
  })
  .transform((v) => ({
    idType: v.idType,
    idNumber: v.idNumber,
    documentKey: (v.documentKey as UploadedPhoto).key,
    selfieKey: (v.selfieKey as UploadedPhoto).key,
  }));

function IdTypeSelect(props: React.ComponentProps<"select">) {
  return (
    <NativeSelect {...props}>
      <ValueOptions values={KYC_ID_TYPES} label={(t) => KYC_ID_LABELS[t]} />
    </NativeSelect>
  );
}

/** ID type, number, document photo and selfie. The photos upload as soon as they are picked. */
export function KycForm({ submitLabel = "Submit for verification" }: { submitLabel?: string }) {
  const qc = useQueryClient();
  const { form, formProps } = useMutationForm(kycSchema, {
    defaultValues: { idType: "nin", idNumber: "", documentKey: null, selfieKey: null },
    mutationFn: submitKyc,
    onSuccess: async () => {
      toast.success("Documents received", { description: "We will email you once they are checked." });
      await qc.invalidateQueries({ queryKey: kycQuery().queryKey });
    },
    // Already submitted or decided elsewhere: show the page's current state.
    onError: (err) =>
      err instanceof ApiError && err.status === 409
        ? qc.invalidateQueries({ queryKey: kycQuery().queryKey })
        : undefined,
    fallback: MESSAGES.noResponse,
  });
  const doc = useController({ control: form.control, name: "documentKey" });
  const selfie = useController({ control: form.control, name: "selfieKey" });
  // A picker shows its photo's key, sets it, and shows the field's error.
  const bound = (c: typeof doc | typeof selfie) => ({
    value: c.field.value,
    onChange: c.field.onChange,
    error: c.fieldState.error?.message,
  });
  const format = KYC_ID_FORMATS[form.watch("idType")];

  return (
    <Form {...formProps} className="space-y-5" aria-label="Identity verification">
      <FormError />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="idType" label="ID type" id="kyc-id-type">
          <IdTypeSelect {...form.register("idType", { deps: form.formState.isSubmitted ? ["idNumber"] : [] })} />
        </FormField>
        <FormField name="idNumber" label="ID number" id="kyc-id-number" hint={`For example ${format.example}`}>
          <Input
            {...form.register("idNumber")}
            autoComplete="off"
            inputMode={form.watch("idType") === "nin" ? "numeric" : "text"}
            maxLength={40}
          />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <PhotoPicker
          id="kyc-document"
          kind="document"
          label="Photo of your ID document"
          hint="The whole document, sharp and without glare. JPEG, PNG or WebP."
          {...bound(doc)}
        />
        <PhotoPicker
          id="kyc-selfie"
          kind="selfie"
          capture="user"
          label="Selfie"
          hint="Your face, well lit, no sunglasses or cap."
          {...bound(selfie)}
        />
      </div>
      <p className="text-sm text-ink-600">
        Your documents are stored privately. Only you and our verification team can see them.
      </p>
      <SubmitButton className="w-full sm:w-auto">{submitLabel}</SubmitButton>
    </Form>
  );
}
