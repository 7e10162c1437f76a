import { useQuery } from "@tanstack/react-query";
import { WhenVisible } from "../layout/when-visible";
import { similarQuery } from "./api";
import { ListingCard, ListingCardSkeleton } from "./listing-card";
import { TitledSection } from "../../components/ui/titled-section";

/**
 * The foot of a listing page: asked for (and its pictures fetched) only when scrolled near, so a visitor who
 * reads the listing and leaves does not pay for four more cards.
 */
export function SimilarListings({ id }: { id: string }) {
  return (
    <WhenVisible margin="300px">
      <Similar id={id} />
    </WhenVisible>
  );
}

function Similar({ id }: { id: string }) {
  const q = useQuery(similarQuery(id));
  if (q.isError || (q.data && q.data.length === 0)) return null;
  return (
    <TitledSection id="similar-title" title="Similar properties" heading="large" className="mt-12">
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {q.data
          ? q.data.map((l) => <ListingCard key={l.id} listing={l} now={q.dataUpdatedAt} />)
          : [0, 1, 2, 3].map((i) => <ListingCardSkeleton key={i} />)}
      </div>
    </TitledSection>
  );
}
