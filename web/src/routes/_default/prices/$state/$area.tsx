import { createFileRoute } from "@tanstack/react-router";
import { ErrorView } from "../../../../features/layout/error-page";
import { GuidePage } from "../../../../features/prices/guide-page";

export const Route = createFileRoute("/_default/prices/$state/$area")({
  loader: async ({ context, params }) =>
    (await import("../../../../features/prices/heads")).loadGuide(
      context.queryClient,
      params.state,
      params.area,
      context.origin,
    ),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: Page,
});

function Page() {
  const { state, area } = Route.useParams();
  const { found } = Route.useLoaderData();
  if (!found) return <ErrorView status={404} title="No price guide for this area" />;
  return <GuidePage key={`${state}/${area}`} state={state} area={area} />;
}
