import { createFileRoute } from "@tanstack/react-router";
import { AgentPage } from "../../../../features/directory/agent-page";
import { ErrorView } from "../../../../features/layout/error-page";

export const Route = createFileRoute("/_default/professionals/agents/$id")({
  // The loader's code (and the head it builds: title, Open Graph, JSON-LD) loads on demand, not with the entry bundle.
  loader: async ({ context, params }) =>
    (await import("../../../../features/directory/agent-route")).agentRoute.load(
      context.queryClient,
      params.id,
      context.origin,
    ),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  const { found } = Route.useLoaderData();
  if (!found) return <ErrorView status={404} title="This professional is not listed" />;
  return <AgentPage key={id} id={id} />;
}
