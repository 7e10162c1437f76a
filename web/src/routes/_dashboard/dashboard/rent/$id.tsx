import { createFileRoute } from "@tanstack/react-router";
import { rentQuery } from "../../../../features/rent/api";
import { RentAgreementPage } from "../../../../features/rent/rent-agreement";

export const Route = createFileRoute("/_dashboard/dashboard/rent/$id")({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(rentQuery(params.id)),
  head: () => ({ meta: [{ title: "Rent agreement · PropertyNG" }] }),
  component: Page,
});

function Page() {
  return <RentAgreementPage id={Route.useParams().id} />;
}
