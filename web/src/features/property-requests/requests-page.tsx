import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { ChoiceFilters } from "../../components/ui/filter-fields";
import { Skeleton } from "../../components/ui/skeleton";
import { ApiError } from "../../lib/api";
import { formatDate, formatNaira } from "../../lib/format";
import { dmy } from "@contracts/lagos-time";
import { useUser } from "../auth/session";
import { StateFilter } from "../locations/state-select";
import { browseRequestsQuery, closeRequest, myRequestsQuery, unlockRequest, viewingQuotaQuery } from "./api";
import { ContactPaymentReturn, PayForContact, ViewingQuotaLine } from "./contact-payment";
import { PageNav } from "../layout/page-nav";
import type { QueryData } from "../../lib/query";
import { MutationButton } from "../../components/ui/mutation-button";
import { ErrorText } from "../../components/ui/input";
import { TextLink } from "../../components/ui/text-link";

type Req = QueryData<typeof myRequestsQuery>["data"][number];
const INTENT = { rent: "To rent", buy: "To buy", short_stay: "Short stay" } as const;

/** The filter by what a request is looking for, on the listers' and the staff's lists of requests. */
export const INTENT_FILTER = { key: "intent", label: "Looking to", all: "Rent, buy or stay", words: INTENT } as const;

export function RequestFacts({ r }: { r: Req }) {
  return (
    <div className="min-w-0 flex-1">
      <p className="font-semibold text-ink-900">
        {INTENT[r.intent]}: {r.bedrooms ? `${r.bedrooms} bed ` : ""}
        {r.type?.title ?? "any property"} in {[r.locality?.name, r.state.name].filter(Boolean).join(", ")}
      </p>
      <p className="text-sm text-ink-700">
        Budget {formatNaira(r.budgetKobo)}
        {r.moveInDate ? ` · move in ${dmy(r.moveInDate)}` : ""}
      </p>
      {r.notes && <p className="mt-1 text-sm text-ink-600">{r.notes}</p>}
      <p className="mt-1 text-xs text-ink-500">Posted {formatDate(r.createdAt)}</p>
    </div>
  );
}

/**
 * Why a contact was not shown, beside its button. Out of plan views (402): pay for this one contact, or see the
 * plans; anything else can be tried again.
 */
function UnlockError({ id, error }: { id: string; error: Error | null }) {
  const quota = useQuery({ ...viewingQuotaQuery(), enabled: false });
  if (!error) return null;
  if (error instanceof ApiError && error.status === 402)
    return (
      <div className="mt-2">
        <p role="alert" className="text-sm text-ink-700">
          No contact views left on your plan.{" "}
          <TextLink to="/dashboard/subscription-plans" className="font-medium">
            See plans
          </TextLink>
        </p>
        <PayForContact id={id} priceKobo={quota.data?.contactPriceKobo} />
      </div>
    );
  return (
    <ErrorText className="mt-2">
      {error instanceof ApiError ? error.message : "Could not show the contact. Try again."}
    </ErrorText>
  );
}

/**
 * Brokerages and companies: open requests, filterable, contact behind the plan's viewing quota (or paid for one by
 * one). `reference` is the card payment the lister comes back from.
 */
function BrowseRequests({ reference }: { reference?: string }) {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<{ stateId?: number; intent?: "rent" | "buy" | "short_stay" }>({});
  const [page, setPage] = useState(1);
  // A changed filter starts again from its first page.
  const filter = (patch: typeof filters) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const list = useQuery(browseRequestsQuery({ page, perPage: 12, ...filters }));
  const unlock = useMutation({
    mutationFn: (id: string) => unlockRequest(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["property-requests"] }),
  });
  const unlockError = (id: string) => (unlock.isError && unlock.variables === id ? unlock.error : null);

  return (
    <div className="space-y-4">
      <ContactPaymentReturn reference={reference} />
      <ViewingQuotaLine />
      <div className="grid gap-2 sm:grid-cols-[14rem_12rem]">
        <StateFilter id="rq-filter-state" labelStyle="hidden" search={filters} onChange={filter} />
        <ChoiceFilters
          idPrefix="rq-filter"
          labelStyle="hidden"
          filters={[INTENT_FILTER]}
          search={filters}
          onChange={filter}
        />
      </div>
      {!list.data ? (
        <Skeleton className="h-40" />
      ) : list.data.data.length === 0 ? (
        <EmptyState
          frame="rounded-2xl border border-ink-200 bg-white"
          title="No requests yet"
          description="When a seeker asks for a property in your area, you'll see it here and can answer with a matching listing."
        />
      ) : (
        <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white">
          {list.data.data.map((r) => (
            <li key={r.id} className="flex flex-col gap-3 p-4 sm:flex-row">
              <RequestFacts r={r} />
              <div className="sm:w-64">
                {r.unlocked ? (
                  <dl className="text-sm">
                    <dt className="sr-only">Name</dt>
                    <dd className="font-medium text-ink-900">{r.requester.fullName}</dd>
                    {r.requester.phone && (
                      <>
                        <dt className="sr-only">Phone</dt>
                        <dd>
                          <a className="text-brand-700 hover:underline" href={`tel:${r.requester.phone}`}>
                            {r.requester.phone}
                          </a>
                        </dd>
                      </>
                    )}
                    {r.requester.email && (
                      <>
                        <dt className="sr-only">Email</dt>
                        <dd>
                          <a className="text-brand-700 hover:underline" href={`mailto:${r.requester.email}`}>
                            {r.requester.email}
                          </a>
                        </dd>
                      </>
                    )}
                  </dl>
                ) : (
                  <>
                    <MutationButton size="sm" variant="outline" mutation={unlock} variables={r.id}>
                      Show contact ({r.requester.firstName})
                    </MutationButton>
                    <UnlockError id={r.id} error={unlockError(r.id)} />
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <PageNav page={page} hasMore={list.data?.hasMore} onPage={setPage} />
    </div>
  );
}

/** Seekers: their own requests, which they can close. */
function MyRequests() {
  const queryClient = useQueryClient();
  const mine = useQuery(myRequestsQuery(1));
  if (!mine.data) return <Skeleton className="h-40" />;
  if (mine.data.data.length === 0)
    return (
      <EmptyState
        frame="rounded-2xl border border-ink-200 bg-white"
        title="You have no requests"
        description="Describe the home you want and verified brokerages will contact you."
        action={
          <TextLink to="/properties/request-property" className="font-medium">
            Request a property
          </TextLink>
        }
      />
    );
  return (
    <div className="space-y-4">
      <TextLink to="/properties/request-property" className="text-sm font-medium">
        Post another request
      </TextLink>
      <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white">
        {mine.data.data.map((r) => (
          <li key={r.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
            <RequestFacts r={r} />
            {r.status === "open" ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  void closeRequest(r.id).then(() => queryClient.invalidateQueries({ queryKey: ["property-requests"] }))
                }
              >
                Close request
              </Button>
            ) : (
              <Badge variant="neutral">Closed</Badge>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PropertyRequestsPage({ reference }: { reference?: string }) {
  const user = useUser();
  if (!user) return null;
  return user.accountType === "brokerage" || user.accountType === "company" ? (
    <BrowseRequests reference={reference} />
  ) : (
    <MyRequests />
  );
}
