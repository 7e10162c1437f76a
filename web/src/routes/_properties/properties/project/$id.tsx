import { createFileRoute } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { ProjectPage } from "../../../../features/projects/project-page";
import { projectQuery } from "../../../../features/projects/api";
import { useUser } from "../../../../features/auth/session";
import { ListingDetailSkeleton } from "../../../../features/listings/listing-detail-skeleton";
import { ListingError } from "../../../../features/listings/listing-error";
import { ErrorView } from "../../../../features/layout/error-page";

export const Route = createFileRoute("/_properties/properties/project/$id")({
  // The loader's code (and the head it builds) loads on demand, not with the entry bundle.
  loader: async ({ context, params }) =>
    (await import("../../../../features/projects/project-route")).projectRoute.load(
      context.queryClient,
      params.id,
      context.origin,
    ),
  head: ({ loaderData }) => loaderData?.head ?? {},
  pendingComponent: ListingDetailSkeleton,
  errorComponent: ListingError,
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  const { found } = Route.useLoaderData();
  if (!found) return <Unavailable id={id} />;
  return <ProjectPage key={id} id={id} />;
}

/** Not public (delisted, or unknown): its developer, signed in, still sees it once the page has hydrated. */
function Unavailable({ id }: { id: string }) {
  const user = useUser();
  const own = useQuery({ ...projectQuery(id), enabled: !!user, retry: false });
  if (own.data) return <ProjectPage key={id} id={id} />;
  if (user && own.isPending) return <ListingDetailSkeleton />;
  return <ErrorView status={404} title="This project is not available" />;
}
