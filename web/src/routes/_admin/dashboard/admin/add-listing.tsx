import { createFileRoute } from "@tanstack/react-router";
import { AddListingForCustomer } from "../../../../features/admin/listings/add-listing";
import { PageTitle } from "../../../../components/ui/page-title";

export const Route = createFileRoute("/_admin/dashboard/admin/add-listing")({
  head: () => ({ meta: [{ title: "Add listing · Admin · PropertyNG" }] }),
  component: Page,
});

function Page() {
  return (
    <div className="space-y-4">
      <PageTitle title="Add a listing for a customer">
        The listing belongs to the customer and counts against their plan. It is saved as their draft: they add photos
        and publish it from their dashboard. Kept in the activity log under your name.
      </PageTitle>
      <AddListingForCustomer />
    </div>
  );
}
