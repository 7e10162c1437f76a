import { useQuery } from "@tanstack/react-query";
import { Breadcrumbs } from "../../components/ui/breadcrumbs";
import { EmptyState } from "../../components/ui/empty-state";
import { Skeleton } from "../../components/ui/skeleton";
import { ArticleView } from "../content/article-view";
import { featuredQuery } from "../listings/api";
import { ListingCard } from "../listings/listing-card";
import { ListingCardSkeleton } from "../listings/listing-card-skeleton";
import { WhenVisible } from "../layout/when-visible";
import { articleQuery } from "./api";
import { TitledSection } from "../../components/ui/titled-section";

/** /articles/{id}: the article (HTML the server sanitised on save) and listings to go on with. */
export function ArticlePage({ id }: { id: string }) {
  const q = useQuery(articleQuery(id));
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs
        className="mx-auto mb-6 max-w-3xl"
        trail={[
          { label: "Home", to: "/" },
          { label: "News & Insight", to: "/news" },
        ]}
      />
      {q.data ? (
        <ArticleView article={q.data} />
      ) : q.isError ? (
        <EmptyState title="We could not load this article" description="Check your connection and try again." />
      ) : (
        <div className="mx-auto max-w-3xl space-y-3" role="status" aria-label="Loading">
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="aspect-[16/9] w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      )}
      <WhenVisible margin="300px">
        <Related />
      </WhenVisible>
    </div>
  );
}

function Related() {
  const q = useQuery(featuredQuery(undefined, 4));
  if (q.isError || (q.data && q.data.data.length === 0)) return null;
  return (
    <TitledSection id="related-title" title="Properties on PropertyNG now" heading="large" className="mt-14">
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {q.data
          ? q.data.data.map((l) => <ListingCard key={l.id} listing={l} now={q.dataUpdatedAt} />)
          : [0, 1, 2, 3].map((i) => <ListingCardSkeleton key={i} />)}
      </div>
    </TitledSection>
  );
}
