import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/_default/help")({
  head: () => ({ meta: [{ title: "Help & safety · PropertyNG" }] }),
  component: Help,
});

const FAQ = [
  {
    q: "How do I know a listing is real?",
    a: "Look for the verified badge on the lister: it means we checked their ID (and company registration for businesses). Listings must be re-confirmed as available every 30 days, and the same photos on another lister's listing are flagged to our team.",
  },
  {
    q: "Should I pay an inspection fee to an agent directly?",
    a: "No. Book and pay inspections on PropertyNG: the fee is held in escrow and released only after the inspection happens. Anyone asking you to pay outside the platform is a red flag — report the listing.",
  },
  {
    q: "What will I pay when I rent?",
    a: "Rent in Nigeria is usually paid yearly upfront. On top of the rent, listings show the service charge, agency fee, legal fee and caution deposit, so you see the full move-in cost before you inspect. Agency and legal fees above 10% of the annual rent are flagged.",
  },
  {
    q: "Which title documents should land or a house have?",
    a: "Ask for the Certificate of Occupancy (C of O), Governor's Consent, a Deed of Assignment, a Registered Survey, or an Excision/Gazette for family land. Verify them at the state land registry before you pay.",
  },
  {
    q: "How does the inspection fee refund work?",
    a: "When you book an inspection on PropertyNG, the fee is held in escrow, never paid to the agent directly. If the agent cancels, you get a full refund. If you cancel before the agent confirms, or 24 hours or more before the slot, you get a full refund. If you cancel a confirmed inspection less than 24 hours before, half comes back to you. If the inspection never starts (the agent never enters your code), the fee is refunded in full 48 hours after the slot. Refunds go back to your wallet.",
  },
  {
    q: "How does escrow work?",
    a: "Money you pay for an inspection, a stay or a project unit is held in escrow by PropertyNG. At the inspection you show the agent your 6-digit code; only then is the fee released to the agent, less the platform commission. Within 24 hours of the slot you can report a no-show or a property unlike its listing, and the fee stays frozen until our team decides.",
  },
  {
    q: "Safety tips",
    a: "Never pay an inspection fee, rent or a deposit to anyone outside PropertyNG before you have seen the property and its documents. Inspect in daylight and take someone with you. Check title documents at the state land registry before you buy. Report a listing that asks you to pay outside the platform.",
  },
  {
    q: "How do I list a property?",
    a: "Create a brokerage or company account, verify your identity, then add the property from your dashboard with real photos, the full price and every fee. Listings must be re-confirmed as available every 30 days.",
  },
  {
    q: "I forgot my password.",
    a: "Use 'Forgot password?' on the sign-in form. We email you a link that works for one hour.",
  },
  {
    q: "How do I report a problem?",
    a: "Use 'Report this listing' on any listing, or write to support@propertyng.ng. Reports are reviewed by our team, and listers with upheld reports are suspended.",
  },
];

function Help() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-semibold text-ink-900">Help & safety</h1>
      <p className="mt-2 text-ink-600">
        Answers to what people ask us most, and how to stay safe when renting or buying.
      </p>
      <div className="mt-8 divide-y divide-ink-200 rounded-xl border border-ink-200 bg-white">
        {FAQ.map((f) => (
          <details key={f.q} className="group p-5">
            <summary className="cursor-pointer list-none font-medium text-ink-900 marker:hidden">{f.q}</summary>
            <p className="mt-3 text-sm text-ink-700">{f.a}</p>
          </details>
        ))}
      </div>
      <p className="mt-8 text-sm text-ink-600">
        Still stuck? Email{" "}
        <a className="text-brand-700 underline" href="mailto:support@propertyng.ng">
          support@propertyng.ng
        </a>{" "}
        or call +234 201 330 9000 (Mon–Sat, 8am–6pm).
      </p>
    </div>
  );
}
