const TRUST = [
  {
    title: "Verified listers",
    body: "Brokerages, companies and developers prove who they are before their listings carry a verified badge.",
  },
  {
    title: "Money held in escrow",
    body: "Inspection fees and bookings paid here are held until the inspection or stay happens. Never pay outside PropertyNG.",
  },
  {
    title: "Fresh listings only",
    body: "Listings the lister has not confirmed as available in 30 days drop out of search.",
  },
  {
    title: "Reports with consequences",
    body: "Report a listing that looks fake. Listers with upheld reports lose the right to list.",
  },
];

/** Below the fold (after the featured listings): its code loads when scrolled near, outside the home page's first JS. */
export default function TrustSection() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="trust-title">
      <h2 id="trust-title" className="text-2xl font-semibold text-ink-900">
        Built against property scams
      </h2>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {TRUST.map((t) => (
          <div key={t.title} className="rounded-xl border border-ink-200 bg-white p-5 shadow-card">
            <h3 className="font-semibold text-ink-900">{t.title}</h3>
            <p className="mt-2 text-sm text-ink-600">{t.body}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
