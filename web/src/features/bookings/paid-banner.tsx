import type { ReactNode } from "react";

/**
 * The moment after paying: one line that says it worked ("✓ Inspection booked · ₦3,500 held in
 * escrow · your code 568378"), then what happens next, how to cancel and the refund rule in plain words.
 * Rendered from data the payment answer already carried (the page's query is seeded with it): no spinner.
 */
export function PaidBanner({
  headline,
  next,
  cancel,
  refund,
  testId = "paid-banner",
}: {
  headline: ReactNode;
  next: ReactNode;
  cancel: ReactNode;
  refund: ReactNode;
  testId?: string;
}) {
  return (
    <section
      aria-labelledby="paid-headline"
      className="rounded-lg border-l-4 border-success-600 bg-success-50 px-4 py-3 text-sm text-success-800"
      data-testid={testId}
    >
      <h2 id="paid-headline" className="text-base font-semibold">
        <span aria-hidden="true">✓ </span>
        {headline}
      </h2>
      <dl className="mt-2 space-y-1.5 text-ink-800">
        <div>
          <dt className="inline font-semibold">What happens next: </dt>
          <dd className="inline">{next}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Changed your mind? </dt>
          <dd className="inline">{cancel}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Refunds: </dt>
          <dd className="inline">{refund}</dd>
        </div>
      </dl>
    </section>
  );
}
