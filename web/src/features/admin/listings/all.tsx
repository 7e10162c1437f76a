import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { LISTING_STATUSES } from "@contracts/listing-rules";
import { statusWords } from "@contracts/status-words";
import type { AdminListingRow } from "@contracts/moderation";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { toast } from "../../../lib/toast";
import { formatDate, formatPrice } from "../../../lib/format";
import { AdminListPanel, FilterSearch, FilterSelect } from "../admin-list";
import { adminListingsQuery, useModeration } from "./queries";
import { ReasonDialog } from "../reason-dialog";
import { CorrectDialog } from "./correct-dialog";
import { ApproveButton, ListingLink, ListingStatus, Owner, RowSkeletons, Thumb } from "./shared";
import { useTypedSearch } from "../../../lib/use-typed-search";
import { oneOf } from "../../../lib/search";

const STATUSES = LISTING_STATUSES.map((s) => ({ value: s, label: statusWords("listing", s) }));

type Props = {
  page: number;
  status?: string;
  search?: string;
  onChange: (patch: { page?: number; status?: string; search?: string }) => void;
};

export function AllListingsPanel({ page, status: raw, search, onChange }: Props) {
  const status = oneOf(LISTING_STATUSES, raw);
  const q = useQuery(adminListingsQuery({ page, status, search }));
  const m = useModeration();
  const [text, setText] = useTypedSearch(search, (s) => onChange({ search: s, page: 1 }));
  const [delisting, setDelisting] = useState<AdminListingRow | null>(null);
  const [correcting, setCorrecting] = useState<string | null>(null);

  const relist = (l: AdminListingRow) =>
    m.relist.mutate(l.id, {
      onSuccess: () =>
        toast.success("Listing relisted", { description: "It shows in search again, confirmed available today." }),
      onError: () => void q.refetch(),
    });

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row">
        <FilterSearch
          id="listing-search"
          label="Search listings"
          placeholder="Search by title, slug, owner name or email"
          value={text}
          onChange={setText}
          className="sm:w-full sm:max-w-sm"
        />
        <FilterSelect
          labelStyle="hidden"
          className="sm:w-48"
          id="listing-status"
          label="Listing status"
          value={status}
          all="All statuses"
          options={STATUSES}
          onChange={(v) => onChange({ status: v || undefined, page: 1 })}
        />
      </div>
      <AdminListPanel
        query={q}
        page={page}
        onPage={(p) => onChange({ page: p })}
        errorTitle="Listings could not be loaded"
        pending={<RowSkeletons rows={6} height="h-28" />}
        empty={
          <EmptyState
            title="No listings match"
            description={
              search || status ? "Try another search or status." : "Listings appear here once listers publish them."
            }
          />
        }
      >
        {(rows) => (
          <ul className="divide-y divide-ink-100">
            {rows.map((l) => (
              <li key={l.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
                <div className="flex min-w-0 flex-1 gap-3">
                  <Thumb src={l.thumbnailUrl} alt={l.title} />
                  <div className="min-w-0 flex-1 space-y-1 text-sm">
                    <div className="flex flex-wrap items-center gap-2">
                      <ListingLink slug={l.slug} title={l.title} />
                      <ListingStatus status={l.status} />
                      {l.openReports > 0 && (
                        <Badge variant="warning">
                          {l.openReports} open report{l.openReports === 1 ? "" : "s"}
                        </Badge>
                      )}
                      {l.flaggedDuplicate && <Badge variant="warning">Possible duplicate</Badge>}
                    </div>
                    <Owner owner={l.owner} />
                    <p className="text-ink-700">
                      {formatPrice(l.priceKobo, l.pricePeriod)} · listed {formatDate(l.createdAt)} · confirmed{" "}
                      {formatDate(l.confirmedAt)}
                    </p>
                    {l.status === "delisted" && l.delistReason && (
                      <p className="text-danger-700">Delisted: {l.delistReason}</p>
                    )}
                  </div>
                </div>
                <div className="flex shrink-0 gap-2">
                  {l.status !== "deleted" && (
                    <Button size="sm" variant="outline" onClick={() => setCorrecting(l.id)}>
                      Correct
                    </Button>
                  )}
                  {l.status === "pending_review" && <ApproveButton m={m} id={l.id} refetch={q.refetch} />}
                  {(l.status === "active" || l.status === "deactivated" || l.status === "pending_review") && (
                    <Button size="sm" variant="danger" onClick={() => setDelisting(l)}>
                      {l.status === "pending_review" ? "Refuse" : "Delist"}
                    </Button>
                  )}
                  {l.status === "delisted" && (
                    <Button
                      size="sm"
                      variant="outline"
                      loading={m.relist.isPending && m.relist.variables === l.id}
                      onClick={() => relist(l)}
                    >
                      Relist
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </AdminListPanel>
      <CorrectDialog id={correcting} onClose={() => setCorrecting(null)} />
      <ReasonDialog
        open={delisting !== null}
        onOpenChange={(o) => !o && setDelisting(null)}
        mode="required"
        title="Delist this listing?"
        description={
          delisting
            ? `“${delisting.title}” by ${delisting.owner.name} leaves the site until an admin relists it.`
            : undefined
        }
        confirmLabel="Delist listing"
        onConfirm={async ({ reason }) => {
          if (!delisting) return;
          await m.delist.mutateAsync({ id: delisting.id, reason });
          toast.success("Listing delisted");
        }}
      />
    </div>
  );
}
