import type { ReactNode } from "react";
import { ApiError } from "../../lib/api";
import { Alert } from "./alert";
import { Button } from "./button";
import { SkeletonStack } from "./skeleton";

/** The parts of a TanStack query result the ladder reads (a `useQuery` result fits). */
export type QueryLike<T> = {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isFetching?: boolean;
  refetch: () => unknown;
};

export type QueryStateProps<T> = {
  query: QueryLike<T>;
  /** What is shown while nothing is loaded yet (default: three skeleton lines). */
  pending?: ReactNode;
  /** The failure's title (the server's message, or a plain one, is under it). */
  errorTitle?: ReactNode;
  /** True when the loaded data has nothing to show: `empty` is shown instead of `children`. */
  isEmpty?: (data: T) => boolean;
  /** The empty state, with real content: what this is and what to do next (an EmptyState with its action). */
  empty?: ReactNode;
  /** Labels the pending region for screen readers. */
  label?: string;
  className?: string;
  children: (data: T) => ReactNode;
};

const errorText = (e: unknown) =>
  e instanceof ApiError && e.status > 0 && e.status < 500 ? e.message : "Check your connection and try again.";

/**
 * The one pending → error (with retry) → empty → data ladder. Data already loaded wins over
 * a failed background refetch, so a flaky network never blanks a page the visitor is reading.
 */
export function QueryState<T>({
  query,
  pending,
  errorTitle = "This could not be loaded.",
  isEmpty,
  empty,
  label = "Loading",
  className,
  children,
}: QueryStateProps<T>) {
  if (query.data !== undefined) {
    if (isEmpty?.(query.data) && empty !== undefined) return <>{empty}</>;
    return <>{children(query.data)}</>;
  }
  if (query.error) return <QueryError query={query} title={errorTitle} className={className} />;
  return (
    <div role="status" aria-busy="true" aria-label={label} className={className}>
      {pending ?? <SkeletonStack className="space-y-3" blocks={["h-5 w-2/3", "h-5 w-full", "h-5 w-5/6"]} />}
    </div>
  );
}

/** A failed load: the title, the server's message (or a plain one) and a retry. */
export function QueryError({
  query,
  title,
  className,
}: {
  query: Pick<QueryLike<unknown>, "error" | "isFetching" | "refetch">;
  title: ReactNode;
  className?: string;
}) {
  return (
    <Alert variant="danger" title={title} className={className}>
      <p>{errorText(query.error)}</p>
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        loading={query.isFetching}
        onClick={() => void query.refetch()}
      >
        Try again
      </Button>
    </Alert>
  );
}
