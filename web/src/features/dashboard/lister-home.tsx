import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import type { ListerStats } from "@contracts/dashboard";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { BarChart, monthLabel } from "./bar-chart";
import { ButtonLink } from "../../components/ui/text-link";

const num = (n: number) => n.toLocaleString("en-NG");
const TILE = "flex h-32 flex-col sm:h-28 justify-between rounded-xl border border-ink-200 bg-white p-4 shadow-card";

function Tile({ label, value, children }: { label: string; value: number; children?: ReactNode }) {
  return (
    <div className={TILE}>
      <p className="text-sm text-ink-600">{label}</p>
      <p className="text-2xl font-semibold text-ink-900">{num(value)}</p>
      {children}
    </div>
  );
}

const SERIES = [
  { name: "New listings", color: "fill-brand-500" },
  { name: "Favourites received", color: "fill-accent-500" },
];

export function ListerHome({ stats }: { stats: ListerStats }) {
  return (
    <section aria-labelledby="listings-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="listings-heading" className="text-lg font-semibold text-ink-900">
          Your listings
        </h2>
        <div className="flex gap-2">
          <ButtonLink to="/dashboard/property/add-listing" size="sm">
            Add listing
          </ButtonLink>
          <ButtonLink to="/dashboard/property/my-listing" variant="outline" size="sm">
            My listings
          </ButtonLink>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        <Tile label="Active" value={stats.active} />
        <Tile label="Deactivated" value={stats.deactivated} />
        <div className={TILE}>
          <p className="text-sm text-ink-600">Needing confirmation</p>
          <p
            className={
              stats.needsConfirmation
                ? "text-2xl font-semibold text-warning-600"
                : "text-2xl font-semibold text-ink-900"
            }
          >
            {num(stats.needsConfirmation)}
          </p>
          {stats.needsConfirmation > 0 ? (
            <Link to="/dashboard/property/my-listing" className="text-xs font-medium text-brand-700 hover:underline">
              Confirm now
            </Link>
          ) : (
            <p className="text-xs text-ink-500">All confirmed recently</p>
          )}
        </div>
        <Tile label="Total views" value={stats.views} />
        <Tile label="Favourites received" value={stats.favorites} />
        <Tile label="Open reports" value={stats.openReports} />
      </div>
      {stats.delisted > 0 && (
        <p className="text-sm text-ink-600">
          {num(stats.delisted)} delisted by our moderators: see My listings for the reasons.
        </p>
      )}
      <Card>
        <CardHeader>
          <CardTitle>The last six months</CardTitle>
        </CardHeader>
        <CardContent>
          <BarChart
            title="New listings and favourites received per month"
            series={SERIES}
            groups={stats.series.map((p) => ({ label: monthLabel(p.month), values: [p.newListings, p.favorites] }))}
          />
        </CardContent>
      </Card>
    </section>
  );
}

export function ListerHomeSkeleton() {
  return (
    <div className="space-y-4" aria-hidden="true">
      <div className="flex items-center justify-between gap-3">
        <Skeleton className="h-7 w-36" />
        <Skeleton className="h-9 w-52" />
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-32 rounded-xl sm:h-28" />
        ))}
      </div>
      <Skeleton className="h-[16.625rem] rounded-xl" />
    </div>
  );
}
