import { lazy, Suspense, useRef, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BANNER_DAYS, BANNER_PLACEMENT_LABELS } from "@contracts/banner-rules";
import { Alert } from "../../components/ui/alert";
import { Badge, type BadgeVariant } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/text-link";
import { Card, CardContent } from "../../components/ui/card";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { EmptyState } from "../../components/ui/empty-state";
import { Skeleton, SkeletonStack } from "../../components/ui/skeleton";
import { Table } from "../../components/ui/table";
import { formatDate, formatNaira } from "../../lib/format";
import { toast } from "../../lib/toast";
import { PaymentReturn } from "../orders/payment-return";
import { PayChoice, type PayWith } from "../wallet/pay-choice";
import { BannerLoadError } from "./banner-access";
import {
  bannerPricesQuery,
  EDITABLE_STATUSES,
  deleteBanner,
  myBannerAnalyticsQuery,
  myBannersQuery,
  payBanner,
  renewBanner,
  STATUS_LABELS,
  type Banner,
} from "./api";

const SeriesChart = lazy(() => import("../admin/reports/series-chart"));

const BADGE: Record<Banner["status"], BadgeVariant> = {
  draft: "neutral",
  pending_payment: "neutral",
  waiting_review: "warning",
  approved: "success",
  rejected: "danger",
  expired: "neutral",
  disabled: "neutral",
};

/** Pay an unpaid banner, or renew a live or ended one, from the wallet or by card. */
function PayDialog({ banner, renew, onClose }: { banner: Banner; renew: boolean; onClose: () => void }) {
  const qc = useQueryClient();
  const prices = useQuery(bannerPricesQuery());
  const [days, setDays] = useState<(typeof BANNER_DAYS)[number]>(renew ? 30 : (banner.days as 7 | 14 | 30));
  const keys = useRef<Record<string, string>>({});
  const price = prices.data?.find(
    (p) => p.placement === banner.placement && p.days === (renew ? days : banner.days),
  )?.priceKobo;
  // One key per (days, method): a retry of the same payment reuses it.
  const pay = useMutation({
    mutationFn: async (method: PayWith) => {
      const k = `${days}:${method}`;
      keys.current[k] ??= crypto.randomUUID();
      const r = renew
        ? await renewBanner(banner.id, days, method, keys.current[k])
        : await payBanner(banner.id, method, keys.current[k]);
      if (r.status === "payment_required" && r.authorizationUrl) {
        window.location.assign(r.authorizationUrl);
        return new Promise<never>(() => {}); // stays busy while the card page loads
      }
      return r;
    },
    onSuccess: async (r) => {
      await qc.invalidateQueries({ queryKey: ["banners", "mine"] });
      void qc.invalidateQueries({ queryKey: ["wallet"] });
      toast.success(
        renew ? `Renewed: live until ${formatDate(r.data.endsAt)}.` : "Paid. Your banner is waiting for review.",
      );
      onClose();
    },
  });
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title={renew ? "Renew this banner" : "Pay for this banner"}
        description={`“${banner.title}” · ${BANNER_PLACEMENT_LABELS[banner.placement].name}`}
      >
        <div className="space-y-4">
          {renew && (
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-ink-900">More days</legend>
              <div className="grid grid-cols-3 gap-2">
                {BANNER_DAYS.map((d) => {
                  const p = prices.data?.find((x) => x.placement === banner.placement && x.days === d);
                  return (
                    <label
                      key={d}
                      className="flex cursor-pointer flex-col rounded-lg border border-ink-200 p-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                    >
                      <span className="flex items-center gap-2 font-medium">
                        <input
                          type="radio"
                          name="renew-days"
                          checked={days === d}
                          disabled={!p}
                          onChange={() => setDays(d)}
                        />
                        {d} days
                      </span>
                      <span className="text-ink-700">{p ? formatNaira(p.priceKobo) : "Not on offer"}</span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          )}
          <PayChoice
            amountKobo={price}
            busy={pay.isPending}
            error={pay.error ? pay.error.message || "Something went wrong. Please try again." : null}
            onPay={(m) => pay.mutate(m)}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}

function Analytics({ id }: { id: string }) {
  const q = useQuery(myBannerAnalyticsQuery(id));
  if (q.isPending) return <Skeleton className="h-40 w-full" />;
  if (q.isError) return <Alert variant="danger">We couldn't load the figures. Please try again.</Alert>;
  const days = q.data.days.filter((d, i, all) => d.impressions || d.clicks || i >= all.length - 7);
  return (
    <div className="space-y-3">
      <Suspense fallback={<Skeleton className="h-[260px] w-full" />}>
        <SeriesChart
          title="Impressions and clicks by day, last 30 days"
          days={q.data.days.map((d) => d.day)}
          lines={[
            { label: "Impressions", values: q.data.days.map((d) => d.impressions), color: "#0f7a4a" },
            { label: "Clicks", values: q.data.days.map((d) => d.clicks), color: "#b45309" },
          ]}
        />
      </Suspense>
      <Table
        tableClassName="min-w-[20rem]"
        caption="Impressions, clicks and click-through rate by day"
        headClassName="text-ink-600"
        cellClassName="py-1 font-medium"
        scope="col"
        columns={[
          "Day",
          { label: "Impressions", align: "right" },
          { label: "Clicks", align: "right" },
          { label: "CTR", align: "right" },
        ]}
      >
        <tbody>
          {[...days].reverse().map((d) => (
            <tr key={d.day} className="border-t border-ink-100">
              <td className="py-1">{d.day.split("-").reverse().join("/")}</td>
              <td className="py-1 text-right">{d.impressions.toLocaleString("en-NG")}</td>
              <td className="py-1 text-right">{d.clicks.toLocaleString("en-NG")}</td>
              <td className="py-1 text-right">
                {d.impressions ? `${((d.clicks / d.impressions) * 100).toFixed(1)}%` : "–"}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

function BannerCard({ b, onPay, onRenew }: { b: Banner; onPay: () => void; onRenew: () => void }) {
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const ctr = b.impressions ? ((b.clicks / b.impressions) * 100).toFixed(1) : "0.0";
  async function remove() {
    if (!window.confirm("Delete this unpaid banner?")) return;
    try {
      await deleteBanner(b.id);
      await qc.invalidateQueries({ queryKey: ["banners", "mine"] });
      toast.success("Banner deleted.");
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Something went wrong.");
    }
  }
  return (
    <Card data-testid="my-banner">
      <CardContent className="space-y-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="truncate font-semibold text-ink-900">{b.title}</h2>
            <p className="text-sm text-ink-600">
              {BANNER_PLACEMENT_LABELS[b.placement].name} ·{" "}
              {b.status === "draft" || b.status === "pending_payment"
                ? `${b.days} days`
                : `${formatDate(b.startsAt)} – ${formatDate(b.endsAt)}`}
              {b.pricePaidKobo > 0 && <> · paid {formatNaira(b.pricePaidKobo)}</>}
            </p>
          </div>
          <Badge variant={BADGE[b.status]} data-testid="banner-status">
            {STATUS_LABELS[b.status]}
          </Badge>
        </div>
        {b.status === "waiting_review" && (
          <Alert variant="warning" title="Waiting for review">
            Our team checks every banner before it goes live, usually within a working day. If we can't approve it, the
            full price goes back to your wallet.
          </Alert>
        )}
        {b.status === "rejected" && (
          <Alert variant="danger" title="Not approved">
            {b.rejectReason}
            {b.pricePaidKobo > 0 && <> {formatNaira(b.pricePaidKobo)} went back to your wallet.</>}
          </Alert>
        )}
        <dl className="grid grid-cols-3 gap-2 text-center">
          {[
            ["Impressions", b.impressions.toLocaleString("en-NG")],
            ["Clicks", b.clicks.toLocaleString("en-NG")],
            ["CTR", `${ctr}%`],
          ].map(([k, v]) => (
            <div key={k} className="rounded-lg bg-ink-50 p-2">
              <dt className="text-xs text-ink-600">{k}</dt>
              <dd className="font-semibold text-ink-900">{v}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-2">
          {(b.status === "draft" || b.status === "pending_payment") && (
            <>
              <Button size="sm" onClick={onPay}>
                Pay now
              </Button>
              <Button size="sm" variant="outline" onClick={remove}>
                Delete
              </Button>
            </>
          )}
          {EDITABLE_STATUSES.includes(b.status) && (
            <ButtonLink
              to="/dashboard/marketing/banners/edit/$id"
              params={{ id: b.id }}
              variant="outline"
              size="sm"
              aria-label={`Edit “${b.title}”`}
            >
              Edit
            </ButtonLink>
          )}
          {(b.status === "approved" || b.status === "expired") && (
            <Button size="sm" variant="outline" onClick={onRenew}>
              Renew
            </Button>
          )}
          {b.pricePaidKobo > 0 && (
            <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
              {open ? "Hide analytics" : "Analytics"}
            </Button>
          )}
        </div>
        {open && <Analytics id={b.id} />}
      </CardContent>
    </Card>
  );
}

/** /dashboard/marketing/banners: the broker's or company's banners, their review notices, figures and renewal. */
export function MyBannersPage({ reference }: { reference?: string }) {
  const q = useQuery(myBannersQuery());
  const [paying, setPaying] = useState<{ banner: Banner; renew: boolean } | null>(null);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-ink-900">Banner ads</h1>
          <p className="mt-1 text-sm text-ink-600">Put your listings in front of everyone who visits PropertyNG.</p>
        </div>
        <ButtonLink to="/dashboard/marketing/banners/create">Create a banner</ButtonLink>
      </div>
      {reference && <PaymentReturn reference={reference} />}
      {q.isPending ? (
        <SkeletonStack className="space-y-3" blocks={["h-40 w-full", "h-40 w-full"]} />
      ) : q.isError ? (
        <BannerLoadError error={q.error} />
      ) : q.data.length === 0 ? (
        <Card>
          <EmptyState
            title="No banners yet"
            description="A banner shows at the top of the site's pages for the days you choose. You pay only once, and get it back if we can't approve it."
            action={<ButtonLink to="/dashboard/marketing/banners/create">Create your first banner</ButtonLink>}
          />
        </Card>
      ) : (
        <div className="space-y-4">
          {q.data.map((b) => (
            <BannerCard
              key={b.id}
              b={b}
              onPay={() => setPaying({ banner: b, renew: false })}
              onRenew={() => setPaying({ banner: b, renew: true })}
            />
          ))}
        </div>
      )}
      {paying && <PayDialog banner={paying.banner} renew={paying.renew} onClose={() => setPaying(null)} />}
    </div>
  );
}
