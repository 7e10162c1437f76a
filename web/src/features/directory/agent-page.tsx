import { useState } from "react";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Badge } from "../../components/ui/badge";
import { ButtonAnchor } from "../../components/ui/text-link";
import { Spinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { ListingCard } from "../listings/listing-card";
import { VerifiedIcon } from "../listings/icons";
import { MessageAgentButton } from "../messaging/message-agent";
import { ReviewsSection } from "../reviews/reviews-section";
import { RatingSummary } from "../reviews/stars";
import { Avatar, responseText } from "./agent-card";
import { agentListingsQuery, agentQuery, firstListingTab } from "./api";
import { PageNav } from "../layout/page-nav";
import { TitledSection } from "../../components/ui/titled-section";

type Tab = "sale" | "rent" | "short_stay";
const TAB_LABEL: Record<Tab, string> = { sale: "For sale", rent: "For rent", short_stay: "Short stay" };

/** /professionals/agents/{id}: banner, profile, contact, localities of focus, stats, listings by tab and reviews. */
export function AgentPage({ id }: { id: string }) {
  const { data: a } = useSuspenseQuery(agentQuery(id));
  const [tab, setTab] = useState<Tab>(() => firstListingTab(a));
  const [page, setPage] = useState(1);
  const listings = useQuery(agentListingsQuery(id, tab, page));
  const total = a.listingCounts.sale + a.listingCounts.rent + a.listingCounts.short_stay;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <section className="overflow-hidden rounded-xl border border-ink-200 bg-white">
        <div
          className="h-36 bg-gradient-to-r from-brand-700 to-brand-500 sm:h-48"
          style={
            a.bannerImageUrl
              ? { backgroundImage: `url(${a.bannerImageUrl})`, backgroundSize: "cover", backgroundPosition: "center" }
              : undefined
          }
        />
        <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-end">
          <div className="-mt-16 rounded-full border-4 border-white bg-white">
            <Avatar name={a.displayName} url={a.profilePictureUrl} size="size-24" />
          </div>
          <div className="min-w-0 flex-1">
            <h1 className="flex items-center gap-2 text-2xl font-semibold text-ink-900">
              {a.displayName}
              {a.verified && <VerifiedIcon className="size-5" />}
            </h1>
            {a.companyName && a.companyName !== a.displayName && <p className="text-ink-600">{a.companyName}</p>}
            {a.displayName !== a.name && <p className="text-sm text-ink-600">{a.name}</p>}
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <Badge variant="neutral">{a.userType}</Badge>
              {a.verified ? (
                <Badge variant="success">Verified</Badge>
              ) : (
                <Badge variant="warning">Not verified yet</Badge>
              )}
              <RatingSummary average={a.statistics.average} count={a.statistics.count} />
            </div>
          </div>
          <div className="grid gap-2 sm:w-64">
            <MessageAgentButton agentId={a.id} agentName={a.displayName} className="w-full" />
            {a.phone && (
              <ButtonAnchor href={`tel:${a.phone}`} className="w-full">
                Call {a.phone}
              </ButtonAnchor>
            )}
            {a.whatsappUrl && (
              <ButtonAnchor
                href={`${a.whatsappUrl}?text=${encodeURIComponent(`Hello ${a.displayName}, I found you on PropertyNG.`)}`}
                target="_blank"
                rel="noopener noreferrer"
                variant="outline"
                className="w-full"
              >
                WhatsApp
              </ButtonAnchor>
            )}
          </div>
        </div>
        <dl
          className="grid grid-cols-2 gap-4 border-t border-ink-200 p-5 text-sm sm:grid-cols-4"
          data-testid="agent-stats"
        >
          <div>
            <dt className="text-ink-500">Active listings</dt>
            <dd className="text-lg font-semibold text-ink-900">{total}</dd>
          </div>
          <div>
            <dt className="text-ink-500">Years active</dt>
            <dd className="text-lg font-semibold text-ink-900">{a.yearsActive < 1 ? "New" : a.yearsActive}</dd>
          </div>
          <div>
            <dt className="text-ink-500">Response time</dt>
            <dd className="text-lg font-semibold text-ink-900">{responseText(a.responseTimeMinutes)}</dd>
          </div>
          <div>
            <dt className="text-ink-500">Reviews</dt>
            <dd className="text-lg font-semibold text-ink-900">{a.statistics.count}</dd>
          </div>
        </dl>
        {(a.localities.length > 0 || a.specializations.length > 0) && (
          <div className="space-y-2 border-t border-ink-200 p-5 text-sm">
            {a.localities.length > 0 && (
              <p>
                <span className="text-ink-500">Localities of focus: </span>
                {a.localities.map((l) => `${l.name} (${l.stateName})`).join(", ")}
              </p>
            )}
            {a.specializations.length > 0 && (
              <p className="capitalize">
                <span className="normal-case text-ink-500">Specializations: </span>
                {a.specializations.join(", ")}
              </p>
            )}
          </div>
        )}
      </section>

      <TitledSection id="agent-listings" title="Listings" className="space-y-4">
        <Tabs
          value={tab}
          onValueChange={(v) => {
            setTab(v as Tab);
            setPage(1);
          }}
        >
          <TabsList>
            {(["sale", "rent", "short_stay"] as const).map((t) => (
              <TabsTrigger key={t} value={t}>
                {TAB_LABEL[t]} ({a.listingCounts[t]})
              </TabsTrigger>
            ))}
          </TabsList>
          {/* The panel the active tab controls (aria-controls points at it). */}
          <TabsContent value={tab} className="space-y-4">
            {listings.isPending ? (
              <Spinner />
            ) : !listings.data?.data.length ? (
              <p className="text-sm text-ink-600">No listings here right now.</p>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {listings.data.data.map((l) => (
                  <ListingCard key={l.id} listing={l} now={listings.dataUpdatedAt} />
                ))}
              </div>
            )}
            <PageNav page={page} hasMore={listings.data?.hasMore} onPage={setPage} />
          </TabsContent>
        </Tabs>
      </TitledSection>

      <ReviewsSection type="agent" id={a.id} title={`Reviews of ${a.displayName}`} />
    </div>
  );
}
