import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import type { PropertyDetail } from "@contracts/listings";
import { MESSAGES } from "@contracts/messages";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import {
  Form,
  FormError,
  SubmitButton,
  useZodForm,
  FormActions,
  InputField,
  TextareaField,
} from "../../../components/ui/form";
import { toast } from "../../../lib/toast";
import { client, unwrap } from "../../../lib/client";
import { useModeration } from "./queries";

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
      <DialogContent
        title="Correct this listing"
        description="The lister keeps the listing; your reason, and what changed, go into the activity log."
        className="sm:max-w-xl"
      >
        {detail.data ? (
          <CorrectForm key={detail.data.id} listing={detail.data} onDone={onClose} />
        ) : (
          <p className="text-sm text-ink-600">Loading…</p>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CorrectForm({ listing, onDone }: { listing: PropertyDetail; onDone: () => void }) {
  const m = useModeration();
  // Only what changed is sent; the reason is required and at least one of the two must change.
  const schema = useMemo(
    () =>
      z
        .object({
          title: z.string().trim(),
          description: z.string().trim(),
          reason: z.string().trim().min(3, "Say why you are changing it (at least 3 characters)."),
        })
        .superRefine((v, ctx) => {
          if (v.title === listing.title && v.description === listing.description)
            ctx.addIssue({ code: "custom", path: ["title"], message: "Change the title or the description first." });
        }),
    [listing],
  );
  const form = useZodForm(schema, {
    defaultValues: { title: listing.title, description: listing.description, reason: "" },
  });

  async function submit({ title, description, reason }: z.output<typeof schema>) {
    const body = {
      reason,
      ...(title !== listing.title ? { title } : {}),
      ...(description !== listing.description ? { description } : {}),
    };
    await m.correct.mutateAsync({ id: listing.id, body });
    toast.success("Listing corrected", { description: "The change is in the activity log." });
    onDone();
  }

  return (
    <Form form={form} onSubmit={submit} fallback={MESSAGES.noResponse} className="space-y-4">
      <InputField name="title" label="Title" id="correct-title" maxLength={120} />
      <TextareaField name="description" label="Description" id="correct-description" rows={6} maxLength={5000} />
      <InputField
        name="reason"
        label="Reason for the change"
        id="correct-reason"
        hint="Kept in the activity log with what changed."
        maxLength={500}
        placeholder="e.g. Phone number in the title"
      />
      <FormError />
      <FormActions onCancel={onDone}>
        <SubmitButton>Save correction</SubmitButton>
      </FormActions>
    </Form>
  );
}
