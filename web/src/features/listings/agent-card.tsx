import type { PropertyDetail } from "@contracts/listings";
import { Badge } from "../../components/ui/badge";
import { ButtonAnchor } from "../../components/ui/text-link";
import { listerLabel } from "./listing-format";
import { MessageListerButton, WhatsAppLink } from "./contact-bar";
import { VerifiedIcon } from "./icons";
import { initials } from "../../lib/words";
import { TitledSection } from "../../components/ui/titled-section";

/** Who listed it and how to reach them; phone links work on every phone without an app. */
export function AgentCard({
  listing,
  pageUrl,
}: {
  listing: Pick<PropertyDetail, "id" | "title" | "agentContactInfo">;
  pageUrl: string;
}) {
  const a = listing.agentContactInfo;
  return (
    <TitledSection
      id="agent-title"
      title="Listed by"
      heading="label"
      className="rounded-xl border border-ink-200 bg-white p-5"
    >
      <div className="mt-3 flex items-center gap-3">
        {a.profilePictureUrl ? (
          <img
            src={a.profilePictureUrl}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="size-14 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-100 text-lg font-semibold text-brand-800"
          >
            {initials(a.fullName)}
          </span>
        )}
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 font-semibold text-ink-900">
            <span className="truncate">{a.fullName}</span>
            {a.kycVerified && <VerifiedIcon />}
          </p>
          {a.companyName && <p className="truncate text-sm text-ink-600">{a.companyName}</p>}
          <div className="mt-1 flex flex-wrap gap-1">
            <Badge variant="neutral">{listerLabel(a.userType)}</Badge>
            {a.kycVerified ? (
              <Badge variant="success">Verified</Badge>
            ) : (
              <Badge variant="warning">Not verified yet</Badge>
            )}
          </div>
        </div>
      </div>
      <div className="mt-4 grid gap-2">
        {a.phone && (
          <ButtonAnchor href={`tel:${a.phone}`} className="w-full">
            Call {a.phone}
          </ButtonAnchor>
        )}
        <MessageListerButton listing={listing} className="w-full" />
        {a.phone ? (
          <WhatsAppLink phone={a.phone} title={listing.title} pageUrl={pageUrl} className="w-full" />
        ) : (
          <p className="text-sm text-ink-600">This lister has not shared a phone number yet.</p>
        )}
      </div>
      <p className="mt-4 text-xs text-ink-500">Never pay an inspection fee or deposit outside PropertyNG.</p>
    </TitledSection>
  );
}
