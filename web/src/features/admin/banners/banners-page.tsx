import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  BANNER_PLACEMENT_LABELS,
  BANNER_PLACEMENTS,
  type BannerPlacement,
  type BannerStatus,
} from "@contracts/banner-rules";
import { Badge } from "../../../components/ui/badge";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { Form, FormError, FormField, SubmitButton, useMutationForm } from "../../../components/ui/form";
import { Textarea } from "../../../components/ui/input";
import { QueryState } from "../../../components/ui/query-state";
import { LineSkeletons } from "../admin-list";
import { ChoiceFilters, type ChoiceFilter } from "../../../components/ui/filter-fields";
import { formatDate, formatNaira } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { Pager } from "../pager";
import { approveBanner, adminBannersQuery, deleteBanner, orderBanners, rejectBanner, toggleBanner } from "./api";
import { STATUS_LABELS, type Banner } from "../../banners/api";
import { ButtonLink, TitleLink } from "../../../components/ui/text-link";

export type AdminBannerSearch = { page: number; status?: BannerStatus; placement?: BannerPlacement };

// The API's rule (bannerRejectInput), checked here too so the box says it before anything is sent.
const rejectSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(5, "Tell the advertiser why, in at least 5 characters.")
    .max(500, "Keep the reason under 500 characters."),
});

function ReasonTextarea(props: React.ComponentProps<"textarea">) {
  return <Textarea rows={3} {...props} />;
}

/** The server's rule (deleteBannerAdmin): a house banner, or an advertiser's with nothing of its price held. */
const deletable = (b: Banner) =>
  b.kind === "house" ||
  b.status === "rejected" ||
  ((b.status === "draft" || b.status === "pending_payment") && b.pricePaidKobo === 0);

function RejectDialog({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const qc = useQueryClient();
  const { form, formProps } = useMutationForm(rejectSchema, {
    defaultValues: { reason: "" },
    mutationFn: ({ reason }) => rejectBanner(banner.id, reason),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ["admin", "banners"] });
      toast.success(
        banner.pricePaidKobo > 0
          ? `Rejected. ${formatNaira(banner.pricePaidKobo)} went back to ${banner.ownerName}'s wallet.`
          : "Rejected.",
      );
      onClose();
    },
  });
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title="Reject this banner"
        description={`“${banner.title}” by ${banner.ownerName}. ${banner.pricePaidKobo > 0 ? `${formatNaira(banner.pricePaidKobo)} goes back to their wallet.` : ""}`}
      >
        <Form {...formProps} className="space-y-4">
          <FormField name="reason" label="Reason (the advertiser sees it)" id="reject-reason">
            <ReasonTextarea maxLength={500} {...form.register("reason")} />
          </FormField>
          <FormError />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton variant="danger">Reject and refund</SubmitButton>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

const PLACEMENT_NAMES = Object.fromEntries(BANNER_PLACEMENTS.map((p) => [p, BANNER_PLACEMENT_LABELS[p].name]));

/** The list's filters: a banner's status, and where it shows. */
const BANNER_FILTERS: ChoiceFilter<AdminBannerSearch>[] = [
  { key: "status", label: "Status", all: "All statuses", words: STATUS_LABELS, className: "sm:w-52" },
  { key: "placement", label: "Placement", all: "All placements", words: PLACEMENT_NAMES, className: "sm:w-60" },
];

/** /dashboard/admin/banners: review (approve, reject with a refund), switch off and on, curate a placement's order. */
export function AdminBannersPage({
  search,
  onSearch,
}: {
  search: AdminBannerSearch;
  onSearch: (s: Partial<AdminBannerSearch>) => void;
}) {
  const qc = useQueryClient();
  const q = useQuery(adminBannersQuery(search));
  const [rejecting, setRejecting] = useState<Banner | null>(null);
  const [deleting, setDeleting] = useState<Banner | null>(null);
  const curating = !!search.placement && !search.status;
  const refresh = () => qc.invalidateQueries({ queryKey: ["admin", "banners"] });
  // Approve, switch and reorder: one mutation, a toast either way, then the list again.
  const action = useMutation({
    mutationFn: ({ work }: { work: () => Promise<unknown>; done: string }) => work(),
    onSuccess: (_, { done }) => void toast.success(done),
    onError: (e) => void toast.error(e.message || "Something went wrong."),
    onSettled: () => refresh(),
  });
  const act = (work: () => Promise<unknown>, done: string) => action.mutate({ work, done });
  function move(list: Banner[], i: number, by: -1 | 1) {
    const ids = list.map((b) => b.id);
    const j = i + by;
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    act(() => orderBanners(search.placement!, ids), "Order saved.");
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-ink-900">Banners</h1>
        <ButtonLink to="/dashboard/admin/banners/create">Create a house banner</ButtonLink>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <ChoiceFilters
          idPrefix="banner"
          labelStyle="hidden"
          filters={BANNER_FILTERS}
          search={search}
          onChange={(patch) => onSearch({ ...patch, page: 1 })}
        />
      </div>
      {curating && (
        <p className="text-sm text-ink-600">
          Banners of this placement in rotation order: move them up or down to curate it.
        </p>
      )}
      <div className="overflow-hidden rounded-xl border border-ink-200 bg-white">
        <QueryState
          query={q}
          className="m-4"
          label="Loading banners"
          errorTitle="Banners could not be loaded"
          pending={<LineSkeletons rows={5} height="h-16" announce={false} />}
          isEmpty={(d) => d.data.length === 0}
          empty={
            <EmptyState
              title={search.status || search.placement ? "No banners match" : "No banners yet"}
              description="Brokers' banners appear here once paid, waiting for review."
            />
          }
        >
          {(d) => (
            <>
              <ul className="divide-y divide-ink-100">
                {d.data.map((b, i, list) => (
                  <li key={b.id} className="flex flex-col gap-3 p-4 sm:flex-row" data-testid="admin-banner">
                    <img
                      src={b.mobileImage ?? b.image}
                      alt=""
                      className="h-12 w-full shrink-0 rounded-md bg-ink-100 object-cover sm:w-40"
                      loading="lazy"
                    />
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <TitleLink to="/dashboard/admin/banners/edit/$id" params={{ id: b.id }}>
                          {b.title}
                        </TitleLink>
                        <Badge
                          variant={
                            b.status === "waiting_review"
                              ? "warning"
                              : b.status === "approved"
                                ? "success"
                                : b.status === "rejected"
                                  ? "danger"
                                  : "neutral"
                          }
                        >
                          {STATUS_LABELS[b.status]}
                        </Badge>
                        <Badge variant={b.kind === "house" ? "brand" : "neutral"}>
                          {b.kind === "house" ? "House" : "Paid"}
                        </Badge>
                      </div>
                      <p className="mt-1 text-xs text-ink-600">
                        {[
                          b.ownerName,
                          BANNER_PLACEMENT_LABELS[b.placement].name,
                          `${formatDate(b.startsAt)} – ${formatDate(b.endsAt)}`,
                          b.pricePaidKobo ? formatNaira(b.pricePaidKobo) : null,
                          `${b.impressions.toLocaleString("en-NG")} view${b.impressions === 1 ? "" : "s"} · ${b.clicks.toLocaleString("en-NG")} click${b.clicks === 1 ? "" : "s"}`,
                        ]
                          .filter(Boolean)
                          .join(" · ")}
                      </p>
                      <p className="mt-1 truncate text-xs text-ink-600">Goes to {b.ctaLink}</p>
                      {b.status === "rejected" && b.rejectReason && (
                        <p className="mt-1 text-xs text-danger-800">Reason: {b.rejectReason}</p>
                      )}
                    </div>
                    <div className="flex shrink-0 flex-wrap items-start gap-2">
                      {b.status === "waiting_review" && (
                        <>
                          <Button
                            size="sm"
                            onClick={() => act(() => approveBanner(b.id), "Approved: the banner is live.")}
                          >
                            Approve
                          </Button>
                          <Button size="sm" variant="outline" onClick={() => setRejecting(b)}>
                            Reject
                          </Button>
                        </>
                      )}
                      {(b.status === "approved" || b.status === "disabled" || b.status === "expired") && (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() =>
                            act(() => toggleBanner(b.id), b.status === "disabled" ? "Switched on." : "Switched off.")
                          }
                        >
                          {b.status === "disabled" ? "Switch on" : "Switch off"}
                        </Button>
                      )}
                      {curating && (
                        <>
                          <Button
                            size="sm"
                            variant="ghost"
                            disabled={i === 0}
                            aria-label={`Move “${b.title}” up`}
                            onClick={() => move(list, i, -1)}
                          >
                            ↑
                          </Button>
                          <Button
                            size="sm"
                            variant="ghost"
                            disabled={i === list.length - 1}
                            aria-label={`Move “${b.title}” down`}
                            onClick={() => move(list, i, 1)}
                          >
                            ↓
                          </Button>
                        </>
                      )}
                      {deletable(b) && (
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Delete “${b.title}”`}
                          onClick={() => setDeleting(b)}
                        >
                          Delete
                        </Button>
                      )}
                      <ButtonLink
                        to="/dashboard/admin/banners/edit/$id"
                        params={{ id: b.id }}
                        variant="ghost"
                        size="sm"
                      >
                        Edit
                      </ButtonLink>
                    </div>
                  </li>
                ))}
              </ul>
              <Pager page={search.page} hasMore={d.hasMore} onPage={(page) => onSearch({ page })} />
            </>
          )}
        </QueryState>
      </div>
      {rejecting && <RejectDialog banner={rejecting} onClose={() => setRejecting(null)} />}
      {deleting && (
        <ConfirmDialog
          open
          danger
          onOpenChange={(o) => !o && setDeleting(null)}
          title={`Delete “${deleting.title}”?`}
          description="It disappears from the site and from its owner's list. This cannot be undone."
          confirmLabel="Delete banner"
          onConfirm={async () => {
            await deleteBanner(deleting.id);
            toast.success("Banner deleted.");
            await refresh();
          }}
        />
      )}
    </div>
  );
}
