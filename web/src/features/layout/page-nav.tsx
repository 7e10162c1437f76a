import { Button } from "../../components/ui/button";

type PageNavProps = {
  page: number;
  onPage: (p: number) => void;
  /** The last page when the list knows its total ("Page 2 of 5")… */
  lastPage?: number;
  /** …or whether a next page exists when it pages by "one more row" ("Page 2"). */
  hasMore?: boolean;
};

/** Previous / "Page n (of m)" / Next under a paged list; nothing when everything fits on one page. */
export function PageNav({ page, lastPage, hasMore, onPage }: PageNavProps) {
  const more = lastPage !== undefined ? page < lastPage : !!hasMore;
  if (page <= 1 && !more) return null;
  return (
    <nav aria-label="Pages" className="flex items-center gap-2">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-ink-600">
        Page {page}
        {lastPage !== undefined ? ` of ${lastPage}` : ""}
      </span>
      <Button size="sm" variant="outline" disabled={!more} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
