import { Link } from "@tanstack/react-router";
import { truncateName } from "@contracts/review-rules";
import { Badge } from "../../components/ui/badge";
import { VerifiedIcon } from "../listings/icons";
import { RatingSummary } from "../reviews/stars";
import type { AgentCard as Agent } from "./api";
import { initials } from "../../lib/words";

export function Avatar({ name, url, size = "size-16" }: { name: string; url: string | null; size?: string }) {
  return url ? (
    <img
      src={url}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      className={`${size} shrink-0 rounded-full object-cover`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`${size} grid shrink-0 place-items-center rounded-full bg-brand-100 text-lg font-semibold text-brand-800`}
    >
      {initials(name)}
    </span>
  );
}

export const responseText = (minutes: number | null) =>
  minutes === null
    ? "No replies yet"
    : minutes < 60
      ? `Replies in ~${minutes} min`
      : minutes < 48 * 60
        ? `Replies in ~${Math.round(minutes / 60)} h`
        : `Replies in ~${Math.round(minutes / 1440)} days`;

/** A directory card: picture, name (SPEC §9: truncated at 20), Broker/Company label, verified badge, rating, listings, response time. */
export function AgentCard({ agent }: { agent: Agent }) {
  return (
    <article
      className="relative flex flex-col gap-3 rounded-xl border border-ink-200 bg-white p-4 shadow-card transition hover:border-brand-400"
      data-testid="agent-card"
    >
      <div className="flex items-center gap-3">
        <Avatar name={agent.displayName} url={agent.profilePictureUrl} />
        <div className="min-w-0">
          <h3 className="flex items-center gap-1.5 font-semibold text-ink-900" title={agent.displayName}>
            <Link
              to="/professionals/agents/$id"
              params={{ id: agent.id }}
              className="after:absolute after:inset-0 hover:underline"
            >
              {truncateName(agent.displayName)}
            </Link>
            {agent.verified && <VerifiedIcon />}
          </h3>
          <div className="mt-1 flex flex-wrap gap-1">
            <Badge variant="neutral">{agent.userType}</Badge>
            {agent.verified && <Badge variant="success">Verified</Badge>}
          </div>
        </div>
      </div>
      <RatingSummary average={agent.rating.average} count={agent.rating.count} />
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-ink-500">Active listings</dt>
          <dd className="font-medium text-ink-900">{agent.activeListings}</dd>
        </div>
        <div>
          <dt className="text-ink-500">Response time</dt>
          <dd className="font-medium text-ink-900">{responseText(agent.responseTimeMinutes)}</dd>
        </div>
      </dl>
      {agent.localities.length > 0 && (
        <p className="truncate text-xs text-ink-600">Focus: {agent.localities.map((l) => l.name).join(", ")}</p>
      )}
    </article>
  );
}
