import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { toast } from "../../../../../lib/toast";
import type { MediaItem } from "@contracts/listing-media";
import type { PropertyInput } from "@contracts/listing-input";
import { Alert } from "../../../../../components/ui/alert";
import { LISTING_HELD_FOR_REVIEW } from "@contracts/status-words";
import { Skeleton } from "../../../../../components/ui/skeleton";
import { ownPropertyQuery, rotateMedia, updateProperty } from "../../../../../features/listings/api";
import { requireLister } from "../../../../../features/listing-editor/access";
import { roomMediaQuery, roomsMissingMedia } from "../../../../../features/listing-editor/editor-api";
import type { EditorValues } from "../../../../../features/listing-editor/editor-form";
import { fromDetail } from "../../../../../features/listing-editor/from-detail";
import { ListingWizard } from "../../../../../features/listing-editor/listing-wizard";
import { pendingRotations } from "../../../../../features/listing-editor/media-ops";
import { BackLink } from "../../../../../components/ui/text-link";

export const Route = createFileRoute("/_dashboard/dashboard/property/edit-listing/$id")({
  beforeLoad: requireLister,
  loader: async ({ context: { queryClient }, params }) => {
    // Always fresh: the form is built once from this, and photos may have changed since the last visit.
    const detail = await queryClient.fetchQuery({ ...ownPropertyQuery(params.id), staleTime: 0 });
    const rooms = await Promise.all(
      roomsMissingMedia(detail).map(
        async (roomId) =>
          [
            roomId,
            await queryClient.fetchQuery(roomMediaQuery(params.id, roomId)).catch((): MediaItem[] => []),
          ] as const,
      ),
    );
    return { roomMedia: Object.fromEntries(rooms) };
  },
  head: () => ({ meta: [{ title: "Edit listing · PropertyNG" }] }),
  pendingComponent: EditSkeleton,
  component: EditListing,
});

function EditSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-busy="true" aria-label="Loading the listing">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-[28rem] w-full rounded-2xl" />
    </div>
  );
}

function EditListing() {
  const { id } = Route.useParams();
  const { roomMedia } = Route.useLoaderData();
  const { data: detail } = useSuspenseQuery(ownPropertyQuery(id));
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // A draft (saved by a mobile app) goes live from here: the editor only ever publishes.
  const draft = detail.status === "draft";
  async function save(data: PropertyInput, values: EditorValues) {
    const saved = await updateProperty(id, draft ? { ...data, status: "active" } : data);
    await Promise.allSettled(pendingRotations(values).map((r) => rotateMedia(r.token, r.rotation)));
    await queryClient.invalidateQueries({ queryKey: ["listings"] });
    if (saved.status === "pending_review")
      toast.success(LISTING_HELD_FOR_REVIEW.title, { description: LISTING_HELD_FOR_REVIEW.description });
    else toast.success(draft ? "Your listing is live." : "Your changes are saved.");
    await navigate({ to: "/dashboard/property/my-listing" });
  }

  return (
    <div className="space-y-4">
      <div>
        <BackLink to="/dashboard/property/my-listing">My listings</BackLink>
        <h1 className="mt-1 text-2xl font-semibold text-ink-900">Edit listing</h1>
        <p className="truncate text-sm text-ink-600">{detail.title}</p>
      </div>
      {detail.status === "delisted" && (
        <Alert variant="warning" title="Delisted by PropertyNG">
          {detail.delistReason ?? "This listing was taken down by a moderator."} Fix the problem and contact support to
          have it relisted.
        </Alert>
      )}
      <ListingWizard
        key={id}
        propertyId={id}
        initial={() => ({ values: fromDetail(detail, roomMedia), step: 0 })}
        submitLabel={draft ? "Publish" : "Save changes"}
        saveAnywhere
        onSubmit={save}
      />
    </div>
  );
}
