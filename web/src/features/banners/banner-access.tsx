import type { ReactNode } from "react";
import { BANNER_ACCOUNT_TYPES } from "@contracts/banner-rules";
import { Alert } from "../../components/ui/alert";
import { ButtonLink } from "../../components/ui/text-link";
import { ApiError } from "../../lib/api";
import { useUser } from "../auth/session";

const mayAdvertise = (accountType: string | undefined) =>
  (BANNER_ACCOUNT_TYPES as readonly string[]).includes(accountType ?? "");

/** The way on from a banner page someone cannot use: their dashboard, and where their own kind of promotion lives. */
function WayOn({ accountType }: { accountType?: string }) {
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <ButtonLink to="/dashboard" size="sm">
        Go to your dashboard
      </ButtonLink>
      {accountType === "developer" && (
        <ButtonLink to="/dashboard/project/my-projects" variant="outline" size="sm">
          Your projects
        </ButtonLink>
      )}
      <ButtonLink to="/contact" variant="outline" size="sm">
        Ask us about advertising
      </ButtonLink>
    </div>
  );
}

/**
 * Banner ads are bought by brokerages and property companies (SPEC §6; the server refuses everyone else with a 403).
 * Anyone else who opens a banner page reads why, and a way on, instead of a form that can only fail.
 */
export function BannerAccess({ children }: { children: ReactNode }) {
  const user = useUser();
  if (user && !mayAdvertise(user.accountType))
    return (
      <div className="mx-auto max-w-3xl">
        <h1 className="mb-4 text-2xl font-semibold text-ink-900">Banner ads</h1>
        <Alert variant="info" title="Banner ads are for brokerages and property companies" data-testid="banner-access">
          Your account cannot buy banner ads on PropertyNG.
          <WayOn accountType={user.accountType} />
        </Alert>
      </div>
    );
  return <>{children}</>;
}

/** A banner list that failed: the server's own words (a 403 says who may advertise), then a way on. */
export function BannerLoadError({ error }: { error: unknown }) {
  const user = useUser();
  const refused = error instanceof ApiError && (error.status === 403 || error.status === 401);
  return (
    <Alert variant="danger" title="We couldn't load your banners">
      {error instanceof ApiError && error.status > 0 ? error.message : "Please check your connection and try again."}
      {refused && <WayOn accountType={user?.accountType} />}
    </Alert>
  );
}
