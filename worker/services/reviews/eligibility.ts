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
 * Today: completed inspections (status 'completed', the agent entered the seeker's code) and answered
 * conversations (the lister sent at least one message). Stays and project reservations arrive as rows of
 * `review_interactions` (the GRANTED sources below) — see the EXTENSION POINTs.
 */
export type Subject = { type: ReviewSubject; id: string };
export type Interaction = { id: string; kind: InteractionKind; occurredAt: number; revieweeId: string | null; pairKey: string | null; blind: boolean };

type Source = { kind: InteractionKind; subject: ReviewSubject; select: string };

const ANSWERED = "EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND m.sender_id = c.agent_id)";
const FIRST_REPLY = "(SELECT MIN(m.created_at) FROM messages m WHERE m.conversation_id = c.id AND m.sender_id = c.agent_id)";

/**
 * A granted interaction: a row another domain wrote into review_interactions in the batch that finished it.
 *
 * EXTENSION POINT (stay): when a short stay is checked out, the stays service inserts two rows with one
 * pair_key `stay:<bookingId>` and blind = 1:
 *   { id: `stay:<bookingId>:guest`, kind: 'stay', subject_type: 'property', subject_id: <listing id>, reviewer_id: <guest>, reviewee_id: <host> }
 *   { id: `stay:<bookingId>:host`,  kind: 'stay', subject_type: 'guest',    subject_id: <guest id>,   reviewer_id: <host>,  reviewee_id: <guest> }
 * (and, if the guest should also rate the host as an agent, a third row with subject_type 'agent' and no pair).
 * EXTENSION POINT (project reservation): when a unit reservation is paid, the projects service inserts
 *   { id: `reservation:<id>`, kind: 'project_reservation', subject_type: 'project', subject_id: <project id>, reviewer_id: <buyer>, reviewee_id: <developer> }
 * (plus one with subject_type 'agent', subject_id <developer id> if buyers may rate the developer too).
 * Either domain may instead replace its GRANTED source here by a direct select over its own tables, as the
 * inspection sources do; the routes, the blind mechanism and the tests do not change.
 */
const granted = (kind: InteractionKind, subject: ReviewSubject): Source => ({
  kind,
  subject,
  select: `SELECT id, occurred_at, reviewee_id, pair_key, blind FROM review_interactions WHERE reviewer_id = ?1 AND subject_id = ?2 AND subject_type = '${subject}' AND kind = '${kind}'`,
});

const SOURCES: Source[] = [
  {
    kind: "inspection",
    subject: "property",
    select: "SELECT id, COALESCE(initiated_at, updated_at) AS occurred_at, agent_id AS reviewee_id, NULL AS pair_key, 0 AS blind FROM inspection_bookings WHERE seeker_id = ?1 AND property_id = ?2 AND status = 'completed'",
  },
  {
    kind: "inspection",
    subject: "agent",
    select: "SELECT id, COALESCE(initiated_at, updated_at) AS occurred_at, agent_id AS reviewee_id, NULL AS pair_key, 0 AS blind FROM inspection_bookings WHERE seeker_id = ?1 AND agent_id = ?2 AND status = 'completed'",
  },
  {
    kind: "conversation",
    subject: "agent",
    select: `SELECT c.id AS id, ${FIRST_REPLY} AS occurred_at, c.agent_id AS reviewee_id, NULL AS pair_key, 0 AS blind FROM conversations c WHERE c.starter_id = ?1 AND c.agent_id = ?2 AND ${ANSWERED}`,
  },
  {
    kind: "conversation",
    subject: "property",
    select: `SELECT c.id AS id, ${FIRST_REPLY} AS occurred_at, c.agent_id AS reviewee_id, NULL AS pair_key, 0 AS blind FROM conversations c WHERE c.starter_id = ?1 AND c.property_id = ?2 AND ${ANSWERED}`,
  },
  granted("stay", "property"),
  granted("stay", "guest"),
  granted("stay", "agent"),
  granted("project_reservation", "project"),
  granted("project_reservation", "agent"),
];

const sourcesFor = (subject: ReviewSubject) => SOURCES.filter((s) => s.subject === subject);

type Row = { id: string; occurred_at: number | null; reviewee_id: string | null; pair_key: string | null; blind: number };

/** The reviewer's qualifying interactions with the subject, newest first (bounded: one person's bookings/chats). */
export async function interactionsFor(ctx: ServiceCtx, reviewerId: string, subject: Subject): Promise<Interaction[]> {
  const sources = sourcesFor(subject.type);
  if (!sources.length) return [];
  const results = await ctx.env.DB.batch(sources.map((s) => ctx.env.DB.prepare(`${s.select} LIMIT 50`).bind(reviewerId, subject.id)));
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
export function interactionGuard(reviewerId: string, subject: Subject, interaction: { id: string; kind: InteractionKind }) {
  const source = sourcesFor(subject.type).find((s) => s.kind === interaction.kind);
  if (!source) return { sql: "0", params: [] as unknown[] };
  // Numbered parameters are local to the subquery's text; bind them as plain positional ones in order.
  const select = source.select.replaceAll("?1", "?").replaceAll("?2", "?");
  const order = [...source.select.matchAll(/\?([12])/g)].map((m) => (m[1] === "1" ? reviewerId : subject.id));
  return { sql: `EXISTS (SELECT 1 FROM (${select}) AS q WHERE q.id = ?)`, params: [...order, interaction.id] };
}
