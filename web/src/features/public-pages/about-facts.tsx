import { KYC_ID_LABELS, KYC_ID_TYPES } from "@contracts/kyc";
import { LISTING_RULES, TRUSTED_AFTER } from "@contracts/listing-rules";
import { INTERACTION_KINDS, VERIFIED_LABELS } from "@contracts/reviews";
import { TitledSection } from "../../components/ui/titled-section";

const DAY_MS = 24 * 3600_000;
const list = (items: string[]) => `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;

/**
 * Who runs the platform and what "verified" means here, written from the rules the code enforces (the ID types,
 * the review gate's threshold, the freshness window, the review labels), so the words stay true when they change.
 */
export function AboutFacts() {
  const ids = list(KYC_ID_TYPES.map((t) => KYC_ID_LABELS[t]));
  const freshDays = Math.round(LISTING_RULES.freshnessMs / DAY_MS);
  const reviewLabels = INTERACTION_KINDS.map((k) => `“${VERIFIED_LABELS[k]}”`);
  return (
    <div className="mt-10 space-y-8 text-ink-800">
      <TitledSection id="who-runs" title="Who runs PropertyNG" heading="large">
        <p className="mt-2">
          PropertyNG is run by its own team in Lagos. The people who check identity documents, review new listers’
          listings, decide reports and escrow disputes, and answer your messages are PropertyNG staff. Each works under
          a role that grants only the permissions their job needs, and every decision they take is kept in an activity
          log with their name. We do not sell or rent property ourselves: listings belong to the agents, brokerages,
          companies, developers and owners who post them.
        </p>
      </TitledSection>
      <TitledSection id="what-verified" title="What “verified” means here" heading="large">
        <ul className="mt-2 list-disc space-y-2 pl-5">
          <li>
            <strong>A verified lister</strong> sent us a photo of a government ID ({ids}) and a selfie, and a member of
            our staff compared the two and approved them. A business can also give its CAC registration number (RC or
            BN), which we check against the company registry.
          </li>
          <li>
            <strong>A lister who is not verified</strong> can still list, but each of their listings waits for our staff
            to review it before it goes live, until {TRUSTED_AFTER} of their listings have been live.
          </li>
          <li>
            <strong>A live listing</strong> was confirmed available by its lister in the last {freshDays} days; one that
            is not re-confirmed leaves search.
          </li>
          <li>
            <strong>A verified review</strong> ({list(reviewLabels)}) comes from someone who dealt with the lister
            through PropertyNG: a completed inspection or stay, a unit reservation, or a conversation the agent
            answered.
          </li>
          <li>
            Verified does <strong>not</strong> mean we inspected the property, checked its title documents or vouch for
            its price. Inspect before you pay, pay only through PropertyNG, and have a lawyer search the title before
            you buy.
          </li>
        </ul>
      </TitledSection>
    </div>
  );
}
