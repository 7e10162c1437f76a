import { useQuery } from "@tanstack/react-query";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { Skeleton } from "../../components/ui/skeleton";
import { client, unwrap, queryOptions } from "../../lib/client";
import { userHtml } from "../../lib/user-html";

export const contentQuery = (key: string) =>
  queryOptions({
    queryKey: ["content", key],
    queryFn: () => unwrap(client.GET("/v1/content/{id}", { params: { path: { id: key } } })),
    staleTime: 5 * 60_000,
  });

/** Terms of use / privacy policy, loaded from site content (SPEC.md §2). The HTML is admin-authored. */
export function LegalDialog({
  contentKey,
  open,
  onOpenChange,
}: {
  contentKey: "terms-of-use" | "privacy-policy";
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const q = useQuery({ ...contentQuery(contentKey), enabled: open });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={contentKey === "terms-of-use" ? "Terms of use" : "Privacy policy"} className="sm:max-w-2xl">
        <div className="prose max-h-[60vh] overflow-y-auto text-sm text-ink-700 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_p]:mb-2">
          {q.data ? (
            <div dangerouslySetInnerHTML={userHtml(q.data.content)} />
          ) : q.isError ? (
            <p>We could not load this document. Please try again.</p>
          ) : (
            <Skeleton className="h-40 w-full" />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
