import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/_default/help")({
  head: () => ({ meta: [{ title: "Help & safety · PropertyNG" }] }),
  component: Help,
});

const FAQ = [
  { q: "How do I know a listing is real?", a: "Look for the verified badge on the lister: it means we checked their ID (and company registration for businesses). Listings must be re-confirmed as available every 30 days, and the same photos on another lister's listing are flagged to our team." },
  { q: "Should I pay an inspection fee to an agent directly?", a: "No. Book and pay inspections on PropertyNG: the fee is held in escrow and released only after the inspection happens. Anyone asking you to pay outside the platform is a red flag — report the listing." },
  { q: "What will I pay when I rent?", a: "Rent in Nigeria is usually paid yearly upfront. On top of the rent, listings show the service charge, agency fee, legal fee and caution deposit, so you see the full move-in cost before you inspect. Agency and legal fees above 10% of the annual rent are flagged." },
  { q: "Which title documents should land or a house have?", a: "Ask for the Certificate of Occupancy (C of O), Governor's Consent, a Deed of Assignment, a Registered Survey, or an Excision/Gazette for family land. Verify them at the state land registry before you pay." },
  { q: "I forgot my password.", a: "Use 'Forgot password?' on the sign-in form. We email you a link that works for one hour." },
  { q: "How do I report a problem?", a: "Use 'Report this listing' on any listing, or write to support@propertyng.ng. Reports are reviewed by our team, and listers with upheld reports are suspended." },
];

function Help() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-semibold text-ink-900">Help & safety</h1>
      <p className="mt-2 text-ink-600">Answers to what people ask us most, and how to stay safe when renting or buying.</p>
      <div className="mt-8 divide-y divide-ink-200 rounded-xl border border-ink-200 bg-white">
        {FAQ.map((f) => (
          <details key={f.q} className="group p-5">
            <summary className="cursor-pointer list-none font-medium text-ink-900 marker:hidden">{f.q}</summary>
            <p className="mt-3 text-sm text-ink-700">{f.a}</p>
          </details>
        ))}
      </div>
      <p className="mt-8 text-sm text-ink-600">Still stuck? Email <a className="text-brand-700 underline" href="mailto:support@propertyng.ng">support@propertyng.ng</a> or call +234 201 330 9000 (Mon–Sat, 8am–6pm).</p>
    </div>
  );
}
