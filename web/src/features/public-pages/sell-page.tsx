import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import type { Plan } from "@contracts/plans";
import { Button } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/text-link";
import { Skeleton } from "../../components/ui/skeleton";
import { formatNaira } from "../../lib/format";
import { authModalAtom, useUser } from "../auth/session";
import { isLister } from "../listing-editor/access";
import { isDeveloper } from "../projects/access";
import { plansQuery } from "../plans/api";

export const SELL_GUIDES = [
  {
    id: "selling",
    title: "Selling a home or land",
    text: "Title documents, pricing and what buyers check before they pay.",
  },
  { id: "letting", title: "Letting a flat or house", text: "Rent, fees the law allows and screening tenants." },
  {
    id: "short-lets",
    title: "Running short lets",
    text: "Nightly prices, caution deposits and house rules guests respect.",
  },
] as const;

const STEPS = [
  [
    "Open a business account",
    "Brokerages, companies and developers sign up and verify their identity (and company registration) once.",
  ],
  [
    "List with the full price",
    "Real photos, the price and every fee (agency, legal, caution, service charge) and the title documents you hold.",
  ],
  [
    "Meet serious people",
    "Enquiries come through chat; inspections are booked and their fee held in escrow until the inspection happens.",
  ],
  ["Stay visible", "Confirm your listings every 30 days; boost the ones you want seen first."],
] as const;

const ROLE_LABEL: Record<string, string> = {
  brokerage: "Brokerages and agents",
  company: "Companies",
  developer: "Developers",
};

/** The start button that fits who is looking: a visitor signs up, a lister lists, a developer adds a project. */
function StartButton() {
  const user = useUser();
  const openAuth = useSetAtom(authModalAtom);
  if (!user)
    return (
      <Button size="lg" onClick={() => openAuth("register")}>
        Create a selling account
      </Button>
    );
  if (isDeveloper(user))
    return (
      <ButtonLink to="/dashboard/project/add-projects" size="lg">
        Add a project
      </ButtonLink>
    );
  if (isLister(user))
    return (
      <ButtonLink to="/dashboard/property/add-listing" size="lg">
        Add a listing
      </ButtonLink>
    );
  return (
    <div className="max-w-md rounded-lg bg-white/10 p-3 text-sm">
      Your account is for finding property. To list, open a brokerage or company account, or{" "}
      <Link to="/contact" className="font-semibold underline">
        tell us what you want to sell
      </Link>
      .
    </div>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  return (
    <li className="flex flex-col rounded-xl border border-ink-200 bg-white p-5 shadow-card">
      <h3 className="text-lg font-semibold text-ink-900">{plan.name}</h3>
      <p className="mt-1 text-sm text-ink-600">{plan.description}</p>
      <p className="mt-4 text-2xl font-bold text-ink-900">
        {formatNaira(plan.monthlyPriceKobo)}
        <span className="text-sm font-normal text-ink-600"> a month</span>
      </p>
      <p className="text-sm text-ink-600">or {formatNaira(plan.yearlyPriceKobo)} a year</p>
      <ul className="mt-4 space-y-1 text-sm text-ink-700">
        <li>{plan.listingQuota === null ? "Unlimited active listings" : `${plan.listingQuota} active listings`}</li>
        <li>{plan.viewingQuota} property-request contact unlocks</li>
        <li>
          {plan.boostCredits} listing boost{plan.boostCredits === 1 ? "" : "s"} each period
        </li>
      </ul>
    </li>
  );
}

/** /sell: how selling and letting work here, the plans and their prices (from the plan settings), the guides. */
export function SellPage() {
  const plans = useQuery(plansQuery(""));
  const byRole = new Map<string, Plan[]>();
  for (const p of plans.data?.data ?? []) byRole.set(p.role, [...(byRole.get(p.role) ?? []), p]);
  return (
    <div>
      <section className="bg-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h1 className="max-w-2xl text-3xl font-bold sm:text-4xl">
            Sell or let your property to people who are ready
          </h1>
          <p className="mt-4 max-w-2xl text-brand-50">
            Verified listers, listings with every fee shown, inspections paid through escrow: buyers and tenants trust
            what they see here, so they call.
          </p>
          <div className="mt-6">
            <StartButton />
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h2 className="text-2xl font-semibold text-ink-900">How it works</h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(([title, text], i) => (
            <li key={title} className="rounded-xl border border-ink-200 bg-white p-5">
              <p
                aria-hidden="true"
                className="grid size-8 place-items-center rounded-full bg-brand-50 font-semibold text-brand-700"
              >
                {i + 1}
              </p>
              <h3 className="mt-3 font-semibold text-ink-900">{title}</h3>
              <p className="mt-1 text-sm text-ink-600">{text}</p>
            </li>
          ))}
        </ol>

        <h2 className="mt-12 text-2xl font-semibold text-ink-900">Plans and prices</h2>
        <p className="mt-2 text-ink-600">Pay monthly or yearly from your wallet or by card.</p>
        {plans.isError ? (
          <p className="mt-4 text-ink-600">We could not load the plans. Please try again.</p>
        ) : !plans.data ? (
          <div className="mt-6 grid gap-4 sm:grid-cols-3" role="status" aria-label="Loading plans">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-56" />
            ))}
          </div>
        ) : (
          [...byRole].map(([role, list]) => (
            <section key={role} aria-labelledby={`plans-${role}`} className="mt-6">
              <h3 id={`plans-${role}`} className="text-lg font-semibold text-ink-900">
                {ROLE_LABEL[role] ?? role}
              </h3>
              <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((p) => (
                  <PlanCard key={p.id} plan={p} />
                ))}
              </ul>
            </section>
          ))
        )}

        <h2 className="mt-12 text-2xl font-semibold text-ink-900">Guides for sellers and landlords</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {SELL_GUIDES.map((g) => (
            <li key={g.id} className="relative rounded-xl border border-ink-200 bg-white p-5 hover:border-brand-400">
              <h3 className="font-semibold text-ink-900">
                <Link to="/sell/guides/$id" params={{ id: g.id }} className="after:absolute after:inset-0">
                  {g.title}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-ink-600">{g.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
