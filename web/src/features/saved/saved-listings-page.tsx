import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { SavedEmpty } from "./saved-empty";
import { ListingCard, ListingCardSkeleton } from "../listings/listing-card";
import { savedListingsQuery } from "./api";
import { PageNav } from "../layout/page-nav";

/** /dashboard/property/saved-listings: the favourites, newest saved first; the heart on each card removes it. */
export function SavedListingsPage() {
  const [page, setPage] = useState(1);
  const saved = useQuery(savedListingsQuery(page));
  if (saved.data && saved.data.data.length === 0 && page === 1)
    return (
      <SavedEmpty
        title="No saved listings yet"
        description="Tap the heart on any listing to keep it here and compare it later."
      />
    );
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={saved.isFetching || undefined}>
        {saved.data
          ? saved.data.data.map((l) => <ListingCard key={l.id} listing={l} now={saved.dataUpdatedAt} />)
          : Array.from({ length: 3 }, (_, i) => <ListingCardSkeleton key={i} />)}
      </div>
      <PageNav page={page} hasMore={saved.data?.hasMore} onPage={setPage} />
    </div>
  );
}
