import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { KYC_ID_FORMATS, KYC_ID_LABELS, KYC_ID_TYPES, normaliseIdNumber, type KycIdType } from "@contracts/kyc";
import { MESSAGES } from "@contracts/messages";
import { Button } from "../../components/ui/button";
import { Field, Input, inputClasses } from "../../components/ui/input";
import { toast } from "../../lib/toast";
import { ApiError } from "../../lib/api";
import { submitKyc } from "./api";
import { PhotoPicker, type UploadedPhoto } from "./photo-picker";

type Errors = Partial<Record<"idType" | "idNumber" | "documentKey" | "selfieKey", string>>;

function check(idType: KycIdType, idNumber: string, doc: UploadedPhoto | null, selfie: UploadedPhoto | null): Errors {
  const e: Errors = {};
  const n = normaliseIdNumber(idNumber);
  if (!n) e.idNumber = "Enter the ID number.";
  else if (!KYC_ID_FORMATS[idType].pattern.test(n)) e.idNumber = KYC_ID_FORMATS[idType].message;
  if (!doc) e.documentKey = "Add a photo of your ID document.";
  if (!selfie) e.selfieKey = "Add a selfie.";
  return e;
}

/** ID type, number, document photo and selfie. The photos upload as soon as they are picked. */
export function KycForm({ submitLabel = "Submit for verification" }: { submitLabel?: string }) {
  const qc = useQueryClient();
  const [idType, setIdType] = useState<KycIdType>("nin");
  const [idNumber, setIdNumber] = useState("");
  const [doc, setDoc] = useState<UploadedPhoto | null>(null);
  const [selfie, setSelfie] = useState<UploadedPhoto | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = check(idType, idNumber, doc, selfie);
    setErrors(found);
    if (Object.keys(found).length || !doc || !selfie) return;
    setBusy(true);
    try {
      await submitKyc({ idType, idNumber, documentKey: doc.key, selfieKey: selfie.key });
      toast.success("Documents received", { description: "We will email you once they are checked." });
      await qc.invalidateQueries({ queryKey: ["kyc"] });
    } catch (err) {
      if (err instanceof ApiError && err.errors.length) setErrors(Object.fromEntries(err.errors.map((x) => [x.field, x.message])));
      else toast.error("Error", { description: err instanceof ApiError ? err.message : MESSAGES.noResponse });
      if (err instanceof ApiError && err.status === 409) await qc.invalidateQueries({ queryKey: ["kyc"] });
    } finally {
      setBusy(false);
    }
  }

  const format = KYC_ID_FORMATS[idType];
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Identity verification">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="ID type" htmlFor="kyc-id-type" error={errors.idType}>
          <select
            id="kyc-id-type"
            value={idType}
            onChange={(e) => {
              setIdType(e.target.value as KycIdType);
              setErrors((x) => ({ ...x, idNumber: undefined }));
            }}
            className={inputClasses}
          >
            {KYC_ID_TYPES.map((t) => (
              <option key={t} value={t}>
                {KYC_ID_LABELS[t]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="ID number" htmlFor="kyc-id-number" error={errors.idNumber} hint={`For example ${format.example}`}>
          <Input
            value={idNumber}
            onChange={(e) => {
              setIdNumber(e.target.value);
              setErrors((x) => ({ ...x, idNumber: undefined }));
            }}
            autoComplete="off"
            inputMode={idType === "nin" ? "numeric" : "text"}
            maxLength={40}
          />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <PhotoPicker
          id="kyc-document"
          kind="document"
          label="Photo of your ID document"
          hint="The whole document, sharp and without glare. JPEG, PNG or WebP."
          value={doc}
          onChange={(v) => {
            setDoc(v);
            setErrors((x) => ({ ...x, documentKey: undefined }));
          }}
          error={errors.documentKey}
        />
        <PhotoPicker
          id="kyc-selfie"
          kind="selfie"
          capture="user"
          label="Selfie"
          hint="Your face, well lit, no sunglasses or cap."
          value={selfie}
          onChange={(v) => {
            setSelfie(v);
            setErrors((x) => ({ ...x, selfieKey: undefined }));
          }}
          error={errors.selfieKey}
        />
      </div>
      <p className="text-sm text-ink-600">Your documents are stored privately. Only you and our verification team can see them.</p>
      <Button type="submit" loading={busy} className="w-full sm:w-auto">
        {submitLabel}
      </Button>
    </form>
  );
}
