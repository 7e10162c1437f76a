import { Button } from "../../components/ui/button";

/**
 * Previous/Next for a list that keeps the previous page on screen while the next one loads (keepPreviousData):
 * while `busy`, both buttons wait, so a second press cannot skip the page that is still on its way.
 */
export function Pager({
  page,
  hasMore,
  onPage,
  busy = false,
}: {
  page: number;
  hasMore: boolean;
  onPage: (p: number) => void;
  busy?: boolean;
}) {
  return (
    <div className="flex items-center justify-between gap-2 border-t border-ink-200 px-4 py-3 text-sm">
      <span className="text-ink-600" aria-live="polite">
        {busy ? `Loading page ${page}…` : `Page ${page}`}
      </span>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={busy || !hasMore} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </div>
  );
}
