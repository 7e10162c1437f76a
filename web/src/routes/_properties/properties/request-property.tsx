import { createFileRoute } from "@tanstack/react-router";
import { RequestPropertyForm } from "../../../features/property-requests/request-form";

export const Route = createFileRoute("/_properties/properties/request-property")({
  head: () => ({ meta: [{ title: "Request a property · PropertyNG" }] }),
  component: () => (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-ink-900">Tell us the home you want</h1>
      <p className="mb-6 mt-1 text-sm text-ink-600">
        Verified brokerages and companies in that state see your request and contact you with matching homes.
      </p>
      <RequestPropertyForm />
    </div>
  ),
});
