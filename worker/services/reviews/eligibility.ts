import type { InteractionKind, ReviewSubject } from "../../contracts/reviews";
import type { ServiceCtx } from "../../lib/context";

/**
 * The trust rule of reviews: who may review what, on the strength of which interaction. Every source is ONE
 * SQL select of the reviewer's qualifying interactions with a subject, taking (reviewerId, subjectId) as its two
 * parameters and returning (id, occurred_at, reviewee_id, pair_key, blind). The same text serves twice:
 * - to list the candidates (`interactionsFor`, the eligibility route, the choice of the newest unreviewed one);
 * - as the guard of the review's INSERT (`interactionGuard`): the row is written only if the interaction still
 *   qualifies when the batch runs, never on the strength of an earlier read.
 *
 * Sources: completed inspections (status 'completed', the agent entered the seeker's code), answered
 * conversations (the lister sent at least one message; for reviewing the agent only, never a listing),
 * completed stays and confirmed project reservations.
 */
export type Subject = { type: ReviewSubject; id: string };
export type Interaction = {
  id: string;
  kind: InteractionKind;
  occurredAt: number;
  revieweeId: string | null;
  pairKey: string | null;
  blind: boolean;
};

type Source = { kind: InteractionKind; subject: ReviewSubject; select: string };

const ANSWERED = "EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND m.sender_id = c.agent_id)";
const FIRST_REPLY =
  "(SELECT MIN(m.created_at) FROM messages m WHERE m.conversation_id = c.id AND m.sender_id = c.agent_id)";

/**
 * Stays: a stay that reached `completed` (the deposit was returned or the claim decided) qualifies its guest to
 * review the listing ("Verified stay") and the host as an agent, and its host to review the guest. The guest's
 * review of the listing and the host's review of the guest share the pair key `stay:<bookingId>` and are blind
 * until both are in (or 14 days pass). A declined, cancelled or expired stay never qualifies.
 * Project reservations: a `confirmed` reservation (deposit released to the developer) qualifies the buyer to
 * review the project and the developer ("Verified reservation").
 * Both are direct selects over their domain's own tables, like the inspection sources: the batch that completes
 * the stay / confirms the reservation is the grant, with nothing else to write.
 */
const STAY = (cols: string, where: string, blind: boolean) =>
  `SELECT id, check_out_at AS occurred_at, ${cols}, ${blind ? "'stay:' || id AS pair_key, 1 AS blind" : "NULL AS pair_key, 0 AS blind"} FROM stay_bookings WHERE ${where} AND status = 'completed'`;
const RESERVATION = (where: string) =>
  `SELECT id, COALESCE(decided_at, updated_at) AS occurred_at, developer_id AS reviewee_id, NULL AS pair_key, 0 AS blind FROM project_reservations WHERE seeker_id = ?1 AND ${where} AND status = 'confirmed'`;

const SOURCES: Source[] = [
  {
    kind: "inspection",
    subject: "property",
    select:
      "SELECT id, COALESCE(initiated_at, updated_at) AS occurred_at, agent_id AS reviewee_id, NULL AS pair_key, 0 AS blind FROM inspection_bookings WHERE seeker_id = ?1 AND property_id = ?2 AND status = 'completed'",
  },
  {
    kind: "inspection",
    subject: "agent",
    select:
      "SELECT id, COALESCE(initiated_at, updated_at) AS occurred_at, agent_id AS reviewee_id, NULL AS pair_key, 0 AS blind FROM inspection_bookings WHERE seeker_id = ?1 AND agent_id = ?2 AND status = 'completed'",
  },
  {
    kind: "conversation",
    subject: "agent",
    select: `SELECT c.id AS id, ${FIRST_REPLY} AS occurred_at, c.agent_id AS reviewee_id, NULL AS pair_key, 0 AS blind FROM conversations c WHERE c.starter_id = ?1 AND c.agent_id = ?2 AND ${ANSWERED}`,
  },
  // No conversation source for a listing: a chat alone never makes a listing review eligible or
  // "verified"; only a completed inspection or stay does.
  {
    kind: "stay",
    subject: "property",
    select: STAY("host_id AS reviewee_id", "guest_id = ?1 AND property_id = ?2", true),
  },
  { kind: "stay", subject: "guest", select: STAY("guest_id AS reviewee_id", "host_id = ?1 AND guest_id = ?2", true) },
  { kind: "stay", subject: "agent", select: STAY("host_id AS reviewee_id", "guest_id = ?1 AND host_id = ?2", false) },
  { kind: "project_reservation", subject: "project", select: RESERVATION("project_id = ?2") },
  { kind: "project_reservation", subject: "agent", select: RESERVATION("developer_id = ?2") },
];

const sourcesFor = (subject: ReviewSubject) => SOURCES.filter((s) => s.subject === subject);

type Row = {
  id: string;
  occurred_at: number | null;
  reviewee_id: string | null;
  pair_key: string | null;
  blind: number;
};

/** The reviewer's qualifying interactions with the subject, newest first (bounded: one person's bookings/chats). */
export async function interactionsFor(ctx: ServiceCtx, reviewerId: string, subject: Subject): Promise<Interaction[]> {
  const sources = sourcesFor(subject.type);
  if (!sources.length) return [];
  const results = await ctx.env.DB.batch(
    sources.map((s) => ctx.env.DB.prepare(`${s.select} LIMIT 50`).bind(reviewerId, subject.id)),
  );
  return results
    .flatMap((r, i) =>
      (r.results as Row[]).map((row) => ({
        id: row.id,
        kind: sources[i]!.kind,
        occurredAt: row.occurred_at ?? 0,
        revieweeId: row.reviewee_id,
        pairKey: row.pair_key,
        blind: !!row.blind,
      })),
    )
    .sort((a, b) => b.occurredAt - a.occurredAt);
}

/**
 * SQL condition (with its parameters) that holds while `interaction` still qualifies `reviewerId` to review
 * the subject: the guard of the review's INSERT.
 */
export function interactionGuard(
  reviewerId: string,
  subject: Subject,
  interaction: { id: string; kind: InteractionKind },
) {
  const source = sourcesFor(subject.type).find((s) => s.kind === interaction.kind);
  if (!source) return { sql: "0", params: [] as unknown[] };
  // Numbered parameters are local to the subquery's text; bind them as plain positional ones in order.
  const select = source.select.replaceAll("?1", "?").replaceAll("?2", "?");
  const order = [...source.select.matchAll(/\?([12])/g)].map((m) => (m[1] === "1" ? reviewerId : subject.id));
  return { sql: `EXISTS (SELECT 1 FROM (${select}) AS q WHERE q.id = ?)`, params: [...order, interaction.id] };
}
