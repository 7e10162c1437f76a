import { createFileRoute } from "@tanstack/react-router";
import { parseRequestPrefill } from "@contracts/assistant-url";
import { RequestPropertyForm } from "../../../features/property-requests/request-form";

export const Route = createFileRoute("/_properties/properties/request-property")({
  // The assistant opens the form with what it understood (contracts/assistant-url.ts requestUrlOf).
  validateSearch: parseRequestPrefill,
  head: () => ({ meta: [{ title: "Request a property · PropertyNG" }] }),
  component: () => <Page />,
});

function Page() {
  const prefill = Route.useSearch();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-ink-900">Tell us the home you want</h1>
      <p className="mb-6 mt-1 text-sm text-ink-600">
        Verified brokerages and companies in that state see your request and contact you with matching homes.
      </p>
      <RequestPropertyForm prefill={prefill} />
    </div>
  );
}
