import { Button } from "../../components/ui/button";

/** Previous / "Page n of m" / Next under a paged list; nothing when everything fits on one page. */
export function PageNav({ page, lastPage, onPage }: { page: number; lastPage: number | undefined; onPage: (p: number) => void }) {
  if (!lastPage || lastPage <= 1) return null;
  return (
    <div className="flex items-center gap-2">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>Previous</Button>
      <span className="text-sm text-ink-600">Page {page} of {lastPage}</span>
      <Button size="sm" variant="outline" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>Next</Button>
    </div>
  );
}
