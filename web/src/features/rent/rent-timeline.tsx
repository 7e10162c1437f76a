import { formatDate } from "../../lib/format";
import type { RentAgreement } from "./api";

/** An agreement's events, oldest first, as both sides and staff read them: when, who, and what happened. */
export function RentTimeline({ events }: { events: RentAgreement["timeline"] }) {
  return (
    <ol className="space-y-1 text-ink-700">
      {events.map((e, i) => (
        <li key={i}>
          {formatDate(Date.parse(e.at))} · {e.actor}: {e.detail ?? e.action}
        </li>
      ))}
    </ol>
  );
}
