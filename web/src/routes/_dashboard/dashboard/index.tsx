import { createFileRoute } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";

import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useUser } from "../../../features/auth/session";
import { AccountSummary } from "../../../features/dashboard/account-summary";
import { dashboardQuery } from "../../../features/dashboard/api";
import { ListerHome, ListerHomeSkeleton } from "../../../features/dashboard/lister-home";
import { NeedsAction } from "../../../features/dashboard/needs-action";
import { SeekerHome, SeekerHomeSkeleton } from "../../../features/dashboard/seeker-home";
import { isLister } from "../../../features/listing-editor/access";
import { NearYou } from "../../../features/location/near-you";

export const Route = createFileRoute("/_dashboard/dashboard/")({
  head: () => ({ meta: [{ title: "Dashboard · PropertyNG" }] }),
  component: Overview,
});

function Overview() {
  const user = useUser()!;
  const lister = isLister(user);
  const q = useQuery(dashboardQuery(user.id));
  const Fallback = lister ? ListerHomeSkeleton : SeekerHomeSkeleton;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Hello, {user.firstName}</h1>
        <p className="text-sm text-ink-600">Here is your account at a glance.</p>
      </div>
      {q.isPending ? (
        <Fallback />
      ) : q.isError ? (
        <Alert variant="danger" title="We could not load your dashboard">
          <p>{q.error.message}</p>
          <Button variant="outline" size="sm" className="mt-3" loading={q.isFetching} onClick={() => void q.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : q.data.listings ? (
        <>
          <NeedsAction />
          <ListerHome stats={q.data.listings} />
        </>
      ) : q.data.saved ? (
        <SeekerHome saved={q.data.saved} now={q.data.generatedAt} />
      ) : null}
      <NearYou />
      <AccountSummary user={user} />
    </div>
  );
}
