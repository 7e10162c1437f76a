import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "../../components/ui/skeleton";
import { contentQuery } from "../auth/legal-dialog";
import { userHtml } from "../../lib/user-html";

/** A page whose body is admin-edited website content (privacy policy, terms of use). */
export function ContentPage({ contentKey }: { contentKey: string }) {
  const q = useQuery(contentQuery(contentKey));
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 text-ink-700 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-ink-900 [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-ink-900 [&_p]:mb-3">
      {q.data ? (
        <>
          <div dangerouslySetInnerHTML={userHtml(q.data.content)} />
          <p className="mt-8 text-sm text-ink-500">
            Last updated {new Date(q.data.updatedAt).toLocaleDateString("en-GB")}
          </p>
        </>
      ) : q.isError ? (
        <p>We could not load this page. Please try again.</p>
      ) : (
        <div className="space-y-3" aria-label="Loading">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-4/6" />
        </div>
      )}
    </article>
  );
}
