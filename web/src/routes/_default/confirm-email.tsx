import { createFileRoute, Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { Alert } from "../../components/ui/alert";
import { Skeleton } from "../../components/ui/skeleton";
import { confirmEmailChange } from "../../features/profile/api";
import { currentUser, updateStoredUser } from "../../features/auth/session";
import { optString } from "../../lib/search";

export const Route = createFileRoute("/_default/confirm-email")({
  // A plain parser: route definitions load with the app, so zod stays out of the entry bundle.
  validateSearch: (s: Record<string, unknown>): { token: string } => ({ token: optString(s.token) ?? "" }),
  head: () => ({ meta: [{ title: "Confirm your email · PropertyNG" }, { name: "robots", content: "noindex" }] }),
  component: ConfirmEmail,
});

function ConfirmEmail() {
  const { token } = Route.useSearch();
  // The link works once: no retries, no refetch on focus.
  const q = useQuery({
    queryKey: ["confirm-email", token],
    queryFn: async () => {
      const res = await confirmEmailChange(token);
      const me = currentUser();
      if (me) updateStoredUser({ ...me, email: res.email });
      return res;
    },
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <h1 className="mb-6 text-2xl font-semibold text-ink-900">Confirm your new email</h1>
      {!token ? (
        <Alert variant="danger">This confirmation link is incomplete. Open the link from the email again.</Alert>
      ) : q.isPending ? (
        <Skeleton className="h-[72px] rounded-lg" />
      ) : q.isError ? (
        <Alert variant="danger">{q.error.message}</Alert>
      ) : (
        <Alert variant="success" title={q.data.message}>
          You now sign in with <span className="font-medium">{q.data.email}</span>.
        </Alert>
      )}
      <p className="mt-6 text-sm">
        <Link to="/dashboard/edit-profile" className="text-brand-700 underline">
          Go to your profile
        </Link>
      </p>
    </div>
  );
}
