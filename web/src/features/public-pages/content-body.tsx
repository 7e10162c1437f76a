import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Skeleton } from "../../components/ui/skeleton";
import { contentQuery } from "../auth/legal-dialog";
import { PROSE } from "../content/prose";
import { userHtml } from "../../lib/user-html";

/** A page whose body is website content the back office edits (about, the sell guides): HTML sanitised on save. */
export function ContentBody({
  contentKey,
  before,
  after,
}: {
  contentKey: string;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const q = useQuery(contentQuery(contentKey));
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {before}
      {q.data ? (
        <>
          <h1 className="sr-only">{q.data.title}</h1>
          <div className={PROSE} dangerouslySetInnerHTML={userHtml(q.data.content)} />
        </>
      ) : q.isError ? (
        <p className="text-ink-700">We could not load this page. Please try again.</p>
      ) : (
        <div className="space-y-3" role="status" aria-label="Loading">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      )}
      {after}
    </div>
  );
}
