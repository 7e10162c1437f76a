import { createFileRoute } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { profileQuery } from "../../../features/profile/api";
import { DangerZone } from "../../../features/profile/danger-zone";
import { DetailsCard } from "../../../features/profile/details-card";
import { EmailCard } from "../../../features/profile/email-card";
import { NotificationsCard } from "../../../features/profile/notifications-card";
import { PasswordCard } from "../../../features/profile/password-card";
import { PhotosCard } from "../../../features/profile/photos-card";
import { SocialCard } from "../../../features/profile/social-card";
import { LocalitiesCard } from "../../../features/directory/localities-card";
import { BrokerPreferencesCard } from "../../../features/profile/broker-preferences-card";
import { PROFESSIONAL_TYPES } from "@contracts/review-rules";

export const Route = createFileRoute("/_dashboard/dashboard/edit-profile")({
  head: () => ({ meta: [{ title: "Edit profile · PropertyNG" }] }),
  component: EditProfile,
});

function EditProfile() {
  const q = useQuery(profileQuery());
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold text-ink-900">Edit profile</h1>
      {q.data ? (
        // Keyed by id so the forms start from the server's values once they arrive.
        <div key={q.data.id} className="space-y-6">
          <DetailsCard profile={q.data} />
          <PhotosCard profile={q.data} />
          <EmailCard profile={q.data} />
          <SocialCard profile={q.data} />
          {(PROFESSIONAL_TYPES as readonly string[]).includes(q.data.accountType) && <LocalitiesCard />}
          {(q.data.accountType === "brokerage" || q.data.accountType === "company") && <BrokerPreferencesCard />}
          <NotificationsCard profile={q.data} />
        </div>
      ) : q.isError ? (
        <Alert variant="danger" title="Your profile could not be loaded.">
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void q.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <div className="space-y-6" role="status" aria-busy="true" aria-label="Loading your profile">
          <Skeleton className="h-[330px] rounded-xl" />
          <Skeleton className="h-[240px] rounded-xl" />
          <Skeleton className="h-[200px] rounded-xl" />
        </div>
      )}
      <PasswordCard />
      <DangerZone />
    </div>
  );
}
