import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import type { PropertyDetail } from "@contracts/listings";
import { MESSAGES } from "@contracts/messages";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { Field, Input, inputClasses } from "../../components/ui/input";
import { toast } from "../../lib/toast";
import { ApiError } from "../../lib/api";
import { client, unwrap } from "../../lib/client";
import { cn } from "../../lib/cn";
import { useModeration } from "./listings-queries";

/**
 * Staff correct someone else's listing here (a phone number in the title, a misleading description),
 * never through the lister's editor: PATCH /admin/api/listings/{id} logs the reason, before and after.
 */
export function CorrectDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useQuery({
    queryKey: ["admin", "listings", "detail", id] as const,
    queryFn: () => unwrap(client.GET("/admin/api/listings/{id}", { params: { path: { id: id! } } })),
    enabled: id !== null,
  });
  return (
    <Dialog open={id !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent title="Correct this listing" description="The lister keeps the listing; your reason, and what changed, go into the activity log." className="sm:max-w-xl">
        {detail.data ? <CorrectForm key={detail.data.id} listing={detail.data} onDone={onClose} /> : <p className="text-sm text-ink-600">Loading…</p>}
      </DialogContent>
    </Dialog>
  );
}

function CorrectForm({ listing, onDone }: { listing: PropertyDetail; onDone: () => void }) {
  const m = useModeration();
  const [title, setTitle] = useState(listing.title);
  const [description, setDescription] = useState(listing.description);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      reason: reason.trim(),
      ...(title.trim() !== listing.title ? { title: title.trim() } : {}),
      ...(description.trim() !== listing.description ? { description: description.trim() } : {}),
    };
    if (body.reason.length < 3) return setErrors({ reason: "Say why you are changing it (at least 3 characters)." });
    if (Object.keys(body).length === 1) return setErrors({ title: "Change the title or the description first." });
    setBusy(true);
    try {
      await m.correct.mutateAsync({ id: listing.id, body });
      toast.success("Listing corrected", { description: "The change is in the activity log." });
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.errors.length) setErrors(Object.fromEntries(err.errors.map((x) => [x.field, x.message])));
      else toast.error("Error", { description: err instanceof ApiError ? err.message : MESSAGES.noResponse });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Title" htmlFor="correct-title" error={errors.title}>
        <Input value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <Field label="Description" htmlFor="correct-description" error={errors.description}>
        <textarea id="correct-description" rows={6} value={description} maxLength={5000} onChange={(e) => setDescription(e.target.value)} className={cn(inputClasses, "h-auto py-2")} />
      </Field>
      <Field label="Reason for the change" htmlFor="correct-reason" error={errors.reason} hint="Kept in the activity log with what changed.">
        <Input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} placeholder="e.g. Phone number in the title" />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          Save correction
        </Button>
      </div>
    </form>
  );
}
