import { Link } from "@tanstack/react-router";
import { EmptyState } from "../../components/ui/empty-state";

/** The card an empty saved list shows: what it keeps, and the way to the search where things get saved. */
export function SavedEmpty({ title, description }: { title: string; description: string }) {
  return (
    <EmptyState
      frame="rounded-2xl border border-ink-200 bg-white"
      title={title}
      description={description}
      action={
        <Link to="/properties/rent" className="font-medium text-brand-700 hover:underline">
          Search listings
        </Link>
      }
    />
  );
}
