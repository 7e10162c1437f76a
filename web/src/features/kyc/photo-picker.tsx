import { useState, type ChangeEvent } from "react";
import type { KycFileKind } from "@contracts/kyc";
import { KYC_MESSAGES } from "@contracts/kyc";
import { Button } from "../../components/ui/button";
import { fieldErrorId, fieldHintId, ErrorText } from "../../components/ui/input";
import { uploadKycPhoto } from "./api";

export type UploadedPhoto = { key: string; preview: string };

type Props = {
  id: string;
  kind: KycFileKind;
  label: string;
  hint: string;
  /** "user" opens the front camera on phones (selfies); desktops ignore it and show a file picker. */
  capture?: "user";
  value: UploadedPhoto | null;
  onChange: (v: UploadedPhoto | null) => void;
  error?: string;
};

/** Picks, resizes and uploads one private photo straight away, showing a preview and the progress. */
export function PhotoPicker({ id, kind, label, hint, capture, value, onChange, error }: Props) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string>();
  const shown = problem ?? error;

  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/")) return setProblem(KYC_MESSAGES.onlyImages);
    setProblem(undefined);
    setProgress(0);
    onChange(null);
    try {
      onChange(await uploadKycPhoto(file, kind, setProgress));
    } catch (err) {
      setProblem(err instanceof Error ? err.message : "The upload failed. Please try again.");
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-ink-800" id={`${id}-label`}>
        {label}
      </span>
      <div className="relative grid aspect-[4/3] w-full place-items-center overflow-hidden rounded-lg border-2 border-dashed border-ink-300 bg-ink-50">
        {value ? (
          <img
            src={value.preview}
            alt={`${label} preview`}
            width={400}
            height={300}
            className="size-full object-contain"
            data-testid={`kyc-${kind}-preview`}
          />
        ) : (
          <span className="px-4 text-center text-sm text-ink-500">{busy ? "Uploading…" : "No photo yet"}</span>
        )}
        {busy && (
          <progress
            value={progress}
            max={1}
            aria-label={`${label} upload progress`}
            className="absolute inset-x-3 bottom-3 h-2 w-[calc(100%-1.5rem)] accent-brand-600"
          />
        )}
      </div>
      {/* The file input's visible label, drawn as a button (the input itself is visually hidden). */}
      <Button
        asChild
        variant="outline"
        size="sm"
        className={busy ? "pointer-events-none opacity-60" : "cursor-pointer"}
      >
        <label htmlFor={id}>{value ? "Replace photo" : capture ? "Take or choose a selfie" : "Choose a photo"}</label>
      </Button>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture={capture}
        disabled={busy}
        onChange={pick}
        className="sr-only"
        aria-labelledby={`${id}-label`}
        aria-describedby={[fieldHintId(id), shown ? fieldErrorId(id) : ""].filter(Boolean).join(" ")}
        aria-invalid={Boolean(shown) || undefined}
      />
      <p id={fieldHintId(id)} className="text-sm text-ink-500">
        {hint}
      </p>
      <ErrorText id={fieldErrorId(id)}>{shown}</ErrorText>
    </div>
  );
}
