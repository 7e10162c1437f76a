import { createFileRoute, Link } from "@tanstack/react-router";

export const Route = createFileRoute("/_default/data-deletion")({
  head: () => ({
    meta: [
      { title: "Deleting your data · PropertyNG" },
      {
        name: "description",
        content: "How to delete your PropertyNG account, what is deleted and what the law requires us to keep.",
      },
    ],
  }),
  component: DataDeletion,
});

const DELETED = [
  "Your name, email address, username and phone number (replaced by an anonymous placeholder).",
  "Your profile picture, banner image, company name and social media links.",
  "Your ID documents, selfie and verification records (KYC).",
  "Your saved listings, onboarding preferences, linked Google or Facebook sign-in and newsletter subscription.",
  "Your password: nobody can sign in to the account again, and every device is signed out at once.",
  "Your listings are withdrawn from the site immediately.",
];

const KEPT = [
  "Wallet ledger entries, payments, refunds and escrow records.",
  "Inspection and short-stay bookings, so the other party keeps their receipt.",
  "The security log of actions taken on the account (sign-ins, changes, the deletion itself).",
];

function DataDeletion() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-semibold text-ink-900">Deleting your data</h1>
      <p className="mt-2 text-ink-600">
        You can delete your PropertyNG account at any time. Here is exactly what happens.
      </p>

      <section className="mt-8">
        <h2 className="text-xl font-semibold text-ink-900">What is deleted</h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-ink-700">
          {DELETED.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      </section>

      <section className="mt-8">
        <h2 className="text-xl font-semibold text-ink-900">What we must keep</h2>
        <p className="mt-2 text-ink-700">
          Nigerian law (including the Nigeria Data Protection Act and tax and anti-money-laundering rules) requires us
          to keep records of money that moved through PropertyNG for several years. These are kept without your personal
          data: they point to an anonymous &ldquo;Deleted user&rdquo;, not to you.
        </p>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-ink-700">
          {KEPT.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      </section>

      <section className="mt-8">
        <h2 className="text-xl font-semibold text-ink-900">How to delete your account</h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-ink-700">
          <li>
            First withdraw any money in your{" "}
            <Link to="/dashboard/wallet" className="text-brand-700 underline">
              wallet
            </Link>{" "}
            and finish or cancel bookings still in progress: an account that holds money or a live booking cannot be
            deleted, so nobody loses what is theirs.
          </li>
          <li>
            Sign in and open{" "}
            <Link to="/dashboard/edit-profile" className="text-brand-700 underline">
              Edit profile
            </Link>{" "}
            in your dashboard.
          </li>
          <li>
            In the &ldquo;Danger zone&rdquo;, choose &ldquo;Delete my account&rdquo;, enter your password and type
            DELETE.
          </li>
          <li>You are signed out and the deletion takes effect at once.</li>
        </ol>
        <p className="mt-4 text-ink-700">
          Cannot sign in? Email{" "}
          <a className="text-brand-700 underline" href="mailto:support@propertyng.ng?subject=Delete%20my%20account">
            support@propertyng.ng
          </a>{" "}
          from the address on your account with the subject &ldquo;Delete my account&rdquo;. We confirm it is you and
          delete the account within 30 days.
        </p>
      </section>
    </div>
  );
}
