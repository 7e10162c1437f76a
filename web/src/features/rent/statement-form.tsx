import { useState } from "react";
import { Field, Input, Textarea } from "../../components/ui/input";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api";
import { processImage, uploadProcessed } from "../listing-editor/upload";
import { requestEvidenceUpload } from "./api";

/**
 * What a side tells PropertyNG about a rent (the tenant's dispute, or either side's statement on one): words and
 * photos. The photos go up through the agreement's own upload ticket first, then the text with their tokens; the
 * server keeps them as evidence.
 */
export function StatementForm({
  id,
  label,
  submitLabel,
  onSubmit,
}: {
  id: string;
  label: string;
  submitLabel: string;
  onSubmit: (text: string, photoTokens: string[]) => Promise<unknown>;
}) {
  const [text, setText] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="space-y-3"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        try {
          const tokens: string[] = [];
          for (const f of files.slice(0, 6))
            tokens.push(await uploadProcessed(await processImage(f), () => {}, undefined, requestEvidenceUpload(id)));
          await onSubmit(text, tokens);
          setText("");
          setFiles([]);
        } catch (err) {
          setError(err instanceof ApiError ? err.message : "Something went wrong. Please try again.");
        } finally {
          setBusy(false);
        }
      }}
    >
      <Field label={label} htmlFor={`${submitLabel}-text`.replace(/\W+/g, "-")} error={error}>
        <Textarea
          id={`${submitLabel}-text`.replace(/\W+/g, "-")}
          value={text}
          onChange={(e) => setText(e.target.value)}
          minLength={10}
          maxLength={2000}
          required
        />
      </Field>
      <Field label="Photos (optional, up to 6)" htmlFor={`${submitLabel}-photos`.replace(/\W+/g, "-")}>
        <Input
          id={`${submitLabel}-photos`.replace(/\W+/g, "-")}
          type="file"
          accept="image/*"
          multiple
          onChange={(e) => setFiles([...(e.target.files ?? [])])}
        />
      </Field>
      <Button type="submit" disabled={busy || text.trim().length < 10}>
        {busy ? "Sending…" : submitLabel}
      </Button>
    </form>
  );
}
