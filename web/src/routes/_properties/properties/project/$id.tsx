import { createFileRoute } from "@tanstack/react-router";
import { projectRoute } from "../../../../features/projects/project-route";
import { ProjectPage } from "../../../../features/projects/project-page";
import { ListingDetailSkeleton } from "../../../../features/listings/listing-detail-skeleton";
import { ListingError } from "../../../../features/listings/listing-error";

export const Route = createFileRoute("/_properties/properties/project/$id")({
  loader: ({ context, params }) => projectRoute.load(context.queryClient, params.id),
  head: ({ loaderData }) => projectRoute.head(loaderData),
  pendingComponent: ListingDetailSkeleton,
  errorComponent: ListingError,
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  return <ProjectPage key={id} id={id} />;
}
