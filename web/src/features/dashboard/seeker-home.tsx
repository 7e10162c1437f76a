import type { Dashboard } from "@contracts/dashboard";
import { EmptyState } from "../../components/ui/empty-state";
import { Skeleton } from "../../components/ui/skeleton";
import { ListingCard } from "../listings/listing-card";
import { ListingCardSkeleton } from "../listings/listing-card-skeleton";
import { TitledSection } from "../../components/ui/titled-section";
import { ButtonLink } from "../../components/ui/text-link";

type Saved = NonNullable<Dashboard["saved"]>;
const GRID = "grid gap-4 sm:grid-cols-2";

const QUICK_LINKS = [
  { to: "/properties/rent", label: "Homes for rent" },
  { to: "/properties/sale", label: "Homes for sale" },
  { to: "/properties/stay", label: "Short stays" },
  { to: "/dashboard/edit-profile", label: "Edit profile" },
] as const;

function HeartIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.6 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
    </svg>
  );
}

export function SeekerHome({ saved, now }: { saved: Saved; now: number }) {
  return (
    <div className="space-y-6">
      <TitledSection
        id="saved-heading"
        title={
          <>Saved listings {saved.count > 0 && <span className="font-normal text-ink-500">({saved.count})</span>}</>
        }
        className="space-y-4"
      >
        {saved.recent.length === 0 ? (
          <EmptyState
            frame="rounded-xl border border-dashed border-ink-300 bg-white"
            icon={<HeartIcon />}
            title="No saved listings yet"
            description="Tap the heart on a listing to keep it here for later."
            action={<ButtonLink to="/properties/rent">Find homes for rent</ButtonLink>}
          />
        ) : (
          <div className={GRID}>
            {saved.recent.map((l) => (
              <ListingCard key={l.id} listing={l} now={now} />
            ))}
          </div>
        )}
      </TitledSection>
      <QuickLinks />
    </div>
  );
}

function QuickLinks() {
  return (
    <nav aria-label="Quick links" className="flex flex-wrap gap-2">
      {QUICK_LINKS.map((l) => (
        <ButtonLink key={l.to} to={l.to} variant="outline" size="sm">
          {l.label}
        </ButtonLink>
      ))}
    </nav>
  );
}

export function SeekerHomeSkeleton() {
  return (
    <div className="space-y-6" aria-hidden="true">
      <div className="space-y-4">
        <Skeleton className="h-7 w-44" />
        <div className={GRID}>
          <ListingCardSkeleton />
          <ListingCardSkeleton />
        </div>
      </div>
      <Skeleton className="h-9 w-full max-w-md" />
    </div>
  );
}
