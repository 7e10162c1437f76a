import { useRef, useState } from "react";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../../lib/toast";
import type { PropertyInput } from "@contracts/listing-input";
import { LISTING_HELD_FOR_REVIEW } from "@contracts/status-words";
import { Alert } from "../../../../components/ui/alert";
import { Button } from "../../../../components/ui/button";
import { createProperty, rotateMedia } from "../../../../features/listings/api";
import { requireLister } from "../../../../features/listing-editor/access";
import { clearDraft, hasContent, loadDraft, saveDraft } from "../../../../features/listing-editor/draft";
import { emptyValues, type EditorValues } from "../../../../features/listing-editor/editor-form";
import { ListingWizard } from "../../../../features/listing-editor/listing-wizard";
import { pendingRotations } from "../../../../features/listing-editor/media-ops";
import { formatDateTime } from "../../../../lib/format";
import { PageTitle } from "../../../../components/ui/page-title";

export const Route = createFileRoute("/_dashboard/dashboard/property/add-listing")({
  beforeLoad: requireLister,
  head: () => ({ meta: [{ title: "Add a listing · PropertyNG" }] }),
  component: AddListing,
});

function AddListing() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft] = useState(() => {
    const d = loadDraft();
    return d && hasContent(d.values) ? d : null;
  });
  const [fresh, setFresh] = useState(0);
  const published = useRef(false);

  const initial = () =>
    draft && fresh === 0 ? { values: draft.values, step: draft.step } : { values: emptyValues(), step: 0 };

  const startOver = () => {
    clearDraft();
    setFresh((n) => n + 1);
  };

  async function publish(data: PropertyInput, values: EditorValues) {
    const created = await createProperty(data);
    published.current = true;
    clearDraft();
    // Rotation of new photos was only previewed; the listing now owns them, so the server can store it.
    await Promise.allSettled(pendingRotations(values).map((r) => rotateMedia(r.token, r.rotation)));
    void queryClient.invalidateQueries({ queryKey: ["listings"] });
    // Say what happened: a new lister's first listings wait for a moderator (services/listings/review-gate.ts).
    if (created.status === "pending_review") {
      toast.success(LISTING_HELD_FOR_REVIEW.title, { description: LISTING_HELD_FOR_REVIEW.description });
      await navigate({ to: "/dashboard/property/my-listing" });
      return;
    }
    toast.success("Your listing is live.", { description: created.title });
    await navigate({ href: `/properties/property/${created.slug}` });
  }

  return (
    <div className="space-y-4">
      <PageTitle title="Add a listing">Eight short steps. Your progress is saved on this device as you go.</PageTitle>
      <ListingWizard
        key={fresh}
        initial={initial}
        submitLabel="Publish"
        onSubmit={publish}
        onChange={(values, step) => {
          if (!published.current) saveDraft(values, step);
        }}
        notice={
          draft && fresh === 0 ? (
            <Alert variant="info" className="flex flex-wrap items-center justify-between gap-2">
              <span>We restored the draft you were working on ({formatDateTime(draft.savedAt)}).</span>
              <Button size="sm" variant="outline" onClick={startOver}>
                Start over
              </Button>
            </Alert>
          ) : null
        }
      />
    </div>
  );
}
