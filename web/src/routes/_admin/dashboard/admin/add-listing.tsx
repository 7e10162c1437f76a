import { createFileRoute } from "@tanstack/react-router";
import { AddListingForCustomer } from "../../../../features/admin/listings/add-listing";

export const Route = createFileRoute("/_admin/dashboard/admin/add-listing")({
  head: () => ({ meta: [{ title: "Add listing · Admin · PropertyNG" }] }),
  component: Page,
});

function Page() {
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Add a listing for a customer</h1>
        <p className="text-sm text-ink-600">
          The listing belongs to the customer and counts against their plan. It is saved as their draft: they add photos
          and publish it from their dashboard. Kept in the activity log under your name.
        </p>
      </div>
      <AddListingForCustomer />
    </div>
  );
}
