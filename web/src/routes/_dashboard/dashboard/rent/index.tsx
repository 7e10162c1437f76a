import { createFileRoute } from "@tanstack/react-router";
import { MyRent } from "../../../../features/rent/my-rent";
import { isLister } from "../../../../features/listing-editor/access";
import { useUser } from "../../../../features/auth/session";

export const Route = createFileRoute("/_dashboard/dashboard/rent/")({
  head: () => ({ meta: [{ title: "Rent · PropertyNG" }] }),
  component: Page,
});

function Page() {
  return <MyRent lister={isLister(useUser())} />;
}
