import { and, asc, eq, lt, sql } from "drizzle-orm";
import { assistantConversations, assistantMessages } from "../../db/schema";
import type { AuthUser } from "../../contracts/auth";
import { ASSISTANT_MESSAGES, ASSISTANT_RULES, type AssistantReply } from "../../contracts/assistant";
import { parseAssistant, refines, type AssistantParse } from "../../contracts/assistant-parse";
import {
  namesASearch,
  nextSearch,
  withoutChip,
  type ConversationSearch,
  type TurnKind,
} from "../../contracts/assistant-conversation";
import { searchFilter } from "../../contracts/listings";
import { ApiError } from "../../lib/errors";
import { q } from "../../db/sql";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { changeWords, chipsOf, describe, searchReply } from "./search-reply";
import { askListing } from "../questions";
import { consumeLimits } from "../platform/rate-limit";
import { findHelp, type HelpHit } from "./help";
import { priceReply } from "./price-reply";

export { findHelp };
export type Visitor = { user: AuthUser | null; browserId: string | null };

import { FAIR_DEALING_RULE } from "../../contracts/assistant";

const CONTACT = { kind: "contact" as const, label: "Contact our team", href: "/contact" };
const EMAIL = {
  kind: "support_email" as const,
  label: "Email support@propertyng.ng",
  href: "mailto:support@propertyng.ng",
};

/** The owner clause: a signed-in visitor's conversations are theirs by account, an anonymous one's by browser id. */
function ownedBy(v: Visitor) {
  if (v.user) return eq(assistantConversations.userId, v.user.id);
  return and(eq(assistantConversations.visitorId, v.browserId ?? ""), sql`${assistantConversations.userId} IS NULL`);
}

/** Optional Workers AI extraction behind the parser's interface: validated by the same schema, ≤ 1.5 s, else null. */
async function aiParse(ctx: ServiceCtx, text: string): Promise<AssistantParse | null> {
  const env = ctx.env as unknown as {
    AI?: { run(model: string, input: unknown): Promise<unknown> };
    ASSISTANT_AI?: string;
    ASSISTANT_AI_MODEL?: string;
  };
  if (!env.AI || env.ASSISTANT_AI !== "on") return null;
  const base = parseAssistant(text, ctx.now);
  const prompt = [
    {
      role: "system",
      content:
        "Extract Nigerian property search filters as JSON with only these keys: state, locality (slugs), typeId, categoryId, minBedrooms, minPriceKobo, maxPriceKobo, listingType (sale|rent|short_stay), titleDocuments. Reply with JSON only.",
    },
    // The same cap as the API's: nothing longer than maxTextLength reaches the model.
    { role: "user", content: text.slice(0, ASSISTANT_RULES.maxTextLength) },
  ];
  try {
    const out = await Promise.race([
      env.AI.run(env.ASSISTANT_AI_MODEL ?? "@cf/meta/llama-3.1-8b-instruct", { messages: prompt }),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), ASSISTANT_RULES.llmTimeoutMs)),
    ]);
    const raw = (out as { response?: string } | null)?.response;
    if (!raw) return null;
    const parsed = searchFilter.safeParse(JSON.parse(raw.slice(raw.indexOf("{"), raw.lastIndexOf("}") + 1)));
    if (!parsed.success || base.intent !== "search") return null;
    return { ...base, filter: parsed.data };
  } catch {
    return null;
  }
}

function helpReply(hits: HelpHit[]): Omit<AssistantReply, "conversationId"> & { answered: boolean } {
  if (!hits.length) {
    return {
      intent: "help",
      reply:
        "I don't have a written answer to that on PropertyNG yet, and I won't guess about money or rules. Our team can answer it: use the contact form, or email support.",
      actions: [CONTACT, EMAIL],
      answered: false,
    };
  }
  const [top] = hits;
  return {
    intent: "help",
    reply: `From “${top!.title}”: ${top!.quote}`,
    sources: hits.map((h) => ({ title: h.title, url: h.url, quote: h.quote })),
    actions: [{ kind: "search", label: `Read “${top!.title}”`, href: top!.url }, CONTACT],
    answered: true,
  };
}

type Computed = Omit<AssistantReply, "conversationId"> & {
  answered: boolean;
  resultCount?: number;
  locality?: string | null;
  /** The conversation's search after the message (unchanged by a question). */
  search: ConversationSearch | null;
  turn: TurnKind | "remove";
  /** How the line is logged when it differs from `turn` (a listing question handed to its lister: "handed"). */
  logTurn?: string;
  removed?: string[];
};

const REFUSAL = "I can't search by tribe, ethnicity, religion, marital status or gender. " + FAIR_DEALING_RULE;

/** A question about the listing on screen, not a search: it names no place, kind, size or budget. */
const aboutTheListing = (p: AssistantParse) => {
  if (p.intent === "greeting" || p.intent === "thanks" || p.intent === "handover" || p.intent === "refused")
    return false;
  return !namesASearch(p.filter);
};

/** The listing's own fields answer it; else it goes to the lister as the visitor's message (questions/ask.ts). */
async function listingReply(
  ctx: ServiceCtx,
  v: Visitor,
  listing: string,
  text: string,
  prev: ConversationSearch | null,
) {
  const a = await askListing(ctx, v.user, listing, text);
  const actions: NonNullable<AssistantReply["actions"]> = [];
  if (a.messagesUrl) actions.push({ kind: "messages", label: "Open Messages", href: a.messagesUrl });
  if (a.signInUrl) actions.push({ kind: "sign_in", label: "Sign in to ask the agent", href: a.signInUrl });
  return {
    search: prev,
    turn: "none" as const,
    logTurn: a.handedOver ? "handed" : undefined,
    intent: "listing" as const,
    reply: a.reply,
    quotes: a.quotes,
    actions,
    answered: a.answered,
  };
}

async function compute(
  ctx: ServiceCtx,
  v: Visitor,
  text: string,
  prev: ConversationSearch | null,
  listing?: string,
): Promise<Computed> {
  const p = (await aiParse(ctx, text)) ?? parseAssistant(text, ctx.now);
  const keep = { search: prev, turn: "none" as const };
  if (listing && aboutTheListing(p)) return listingReply(ctx, v, listing, text, prev);
  if (p.intent === "search" || p.intent === "refused") {
    // "make it cheaper" with nothing to make cheaper yet.
    if (!prev && refines(p.refine) && !Object.keys(p.filter).length && !p.place)
      return {
        ...keep,
        intent: "unknown",
        reply:
          "Tell me what you're looking for first: a place, a type and a budget, like “2 bedroom flat in Yaba under 1.5m”.",
        answered: false,
      };
    const turn = nextSearch(prev, p);
    const search = turn.search!;
    const removed = [...p.refine.drop, ...p.refine.dropAmenities.map((id) => `amenities:${id}`)];
    const common = { search, turn: turn.kind, removed: removed.length ? removed : undefined, answered: true };
    const locality = search.place?.locality ?? search.place?.state ?? null;
    // A refusal searches the rest only when the rest is a search (a place, a kind, a size or a budget).
    const empty = !namesASearch(search.filter);
    if (p.intent === "refused") {
      if (empty) return { ...common, intent: "refused", reply: REFUSAL, actions: [CONTACT] };
      const r = await searchReply(ctx, v.user, search, `${REFUSAL} Here is the rest of your search, for everyone:`);
      return { ...common, ...r, intent: "refused", locality };
    }
    const intro =
      turn.kind === "refine" ? changeWords(turn.changes, search) : prev && turn.kind === "fresh" ? "New search." : "";
    const r = await searchReply(ctx, v.user, search, intro);
    return { ...common, ...r, turn: turn.kind, locality };
  }
  switch (p.intent) {
    case "price":
      return { ...keep, ...(await priceReply(ctx, p)), locality: p.place?.locality ?? null };
    case "help": {
      const r = helpReply(await findHelp(ctx, text));
      return { ...keep, ...r };
    }
    case "handover":
      return {
        ...keep,
        intent: "handover",
        reply:
          "I'll hand you over to a person. Write to our team with the contact form (we answer Monday to Saturday, 8am–6pm), or email support.",
        actions: [CONTACT, EMAIL],
        answered: true,
      };
    case "greeting":
      return {
        ...keep,
        intent: "greeting",
        reply:
          "Hello! Tell me what you're looking for, like “3 bedroom flat in Lekki under 5m” or “self contain Yaba monthly”, or ask me how inspections, escrow or refunds work.",
        answered: true,
      };
    case "thanks":
      return {
        ...keep,
        intent: "thanks",
        reply: "You're welcome. Ask me anything else about a home, land or a short stay.",
        answered: true,
      };
    default: {
      // Not a search we could read: maybe the help has it.
      const hits = await findHelp(ctx, text);
      if (hits.length) return { ...keep, ...helpReply(hits) };
      return {
        ...keep,
        intent: "unknown",
        reply:
          "I didn't understand that. Try a place, a type and a budget (“2 bedroom flat in Yaba under 1.5m”), or ask a question about fees, inspections or safety.",
        actions: [CONTACT],
        answered: false,
      };
    }
  }
}

const CONFLICT = ASSISTANT_MESSAGES.conflict;
const asSearch = (v: unknown): ConversationSearch | null => {
  const s = v as ConversationSearch | null;
  return s && typeof s === "object" && s.filter && typeof s.filter === "object" ? s : null;
};

/** The visitor's own conversation with its current search and its line count (the version a write is guarded by). */
async function ownConversation(ctx: ServiceCtx, v: Visitor, id: string) {
  const own = await ctx.db
    .select({ messageCount: assistantConversations.messageCount, search: assistantConversations.search })
    .from(assistantConversations)
    .where(and(eq(assistantConversations.id, id), ownedBy(v)))
    .get();
  if (!own)
    throw new ApiError(404, ASSISTANT_MESSAGES.notFound, [
      { field: "conversationId", message: ASSISTANT_MESSAGES.notFound },
    ]);
  return { count: own.messageCount, search: asSearch(own.search) };
}

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

/**
 * The visitor's line and the reply, and the conversation's new search, in one batch. An existing conversation is
 * written only if no other message landed since it was read (its line count): the lines are inserted under that
 * condition and the count moved by the same guarded UPDATE, so two messages sent at once never both refine the
 * same search — the second is told to send again.
 */
async function record(
  ctx: ServiceCtx,
  v: Visitor,
  conversation: { id: string; count: number } | null,
  text: string,
  r: Computed,
): Promise<AssistantReply> {
  const { answered, resultCount, locality, search, turn, logTurn, removed, ...reply } = r;
  const id = conversation?.id ?? newId();
  const guard = conversation ? "WHERE (SELECT message_count FROM assistant_conversations WHERE id = ?) = ?" : "";
  const guardArgs = conversation ? [id, conversation.count] : [];
  const line = (role: "user" | "assistant", at: number, cols: Record<string, unknown>) =>
    q(
      ctx,
      `INSERT INTO assistant_messages (id, conversation_id, role, text, intent, locality, answered, result_count, filters, sources, turn, removed, created_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? ${guard}`,
      newId(),
      id,
      role,
      cols.text,
      reply.intent,
      cols.locality ?? null,
      cols.answered,
      cols.resultCount ?? null,
      json(cols.filters),
      json(cols.sources),
      cols.turn ?? null,
      json(cols.removed),
      at,
      ...guardArgs,
    );
  const handed = reply.intent === "handover" ? 1 : 0;
  const statements = [
    ...(conversation
      ? []
      : [
          q(
            ctx,
            `INSERT INTO assistant_conversations (id, visitor_id, user_id, message_count, handed_over, search, created_at, updated_at)
             VALUES (?, ?, ?, 0, 0, NULL, ?, ?)`,
            id,
            v.user ? null : v.browserId,
            v.user?.id ?? null,
            ctx.now,
            ctx.now,
          ),
        ]),
    line("user", ctx.now, {
      text,
      locality,
      answered: answered ? 1 : 0,
      resultCount,
      filters: reply.filters,
      turn: logTurn ?? turn,
      removed,
    }),
    line("assistant", ctx.now + 1, {
      text: reply.reply,
      answered: 1,
      filters: reply.searchUrl ? { searchUrl: reply.searchUrl } : null,
      sources: reply.sources?.map((s) => ({ title: s.title, url: s.url })),
    }),
    q(
      ctx,
      `UPDATE assistant_conversations SET message_count = message_count + 2, updated_at = ?, search = ?,
         handed_over = max(handed_over, ?) WHERE id = ? AND message_count = ?`,
      ctx.now,
      json(search),
      handed,
      id,
      conversation?.count ?? 0,
    ),
  ];
  const results = await ctx.env.DB.batch(statements);
  if (!results.at(-1)!.meta.changes) throw new ApiError(409, CONFLICT);
  return { conversationId: id, ...reply, turn };
}

/** POST /v1/assistant/messages: rate-limited, answered against the conversation's search, then stored. */
export async function sendAssistantMessage(
  ctx: ServiceCtx,
  v: Visitor,
  input: { conversationId?: string; text: string; listing?: string },
): Promise<AssistantReply> {
  await consumeLimits(ctx, [
    {
      key: `assistant:b:${v.user ? `u:${v.user.id}` : v.browserId}`,
      limit: ASSISTANT_RULES.perBrowserPerMinute,
      windowMs: 60_000,
    },
    { key: `assistant:ip:${ctx.ip ?? "unknown"}`, limit: ASSISTANT_RULES.perIpPerMinute, windowMs: 60_000 },
  ]);
  const text = input.text.slice(0, ASSISTANT_RULES.maxTextLength);
  const own = input.conversationId ? await ownConversation(ctx, v, input.conversationId) : null;
  const r = await compute(ctx, v, text, own?.search ?? null, input.listing);
  return record(ctx, v, own && { id: input.conversationId!, count: own.count }, text, r);
}

/** POST /v1/assistant/conversations/{id}/remove: a chip's constraint taken away, and the search answered again. */
export async function removeAssistantFilter(ctx: ServiceCtx, v: Visitor, id: string, chip: string) {
  await consumeLimits(ctx, [
    {
      key: `assistant:b:${v.user ? `u:${v.user.id}` : v.browserId}`,
      limit: ASSISTANT_RULES.perBrowserPerMinute,
      windowMs: 60_000,
    },
  ]);
  const own = await ownConversation(ctx, v, id);
  if (!own.search)
    throw new ApiError(
      409,
      "This conversation has no search to change yet: tell the assistant what you're looking for.",
    );
  const search = withoutChip(own.search, chip);
  const what = chip.split(":")[0]!;
  const r = await searchReply(ctx, v.user, search, `Removed that filter. Now: ${describe(search)}.`);
  const text = `Remove: ${(await chipsOf(ctx, own.search)).find((c) => c.key === chip)?.label ?? what}`;
  return record(ctx, v, { id, count: own.count }, text, {
    ...r,
    answered: true,
    search,
    turn: "remove",
    removed: [chip],
    locality: search.place?.locality ?? search.place?.state ?? null,
  });
}

/** GET /v1/assistant/conversations/{id}: the visitor's own history (by account, or by this browser's id). */
export async function getAssistantConversation(ctx: ServiceCtx, v: Visitor, id: string) {
  const conv = await ctx.db
    .select()
    .from(assistantConversations)
    .where(and(eq(assistantConversations.id, id), ownedBy(v)))
    .get();
  if (!conv) throw new ApiError(404, ASSISTANT_MESSAGES.notFound);
  const rows = await ctx.db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, id))
    .orderBy(asc(assistantMessages.createdAt), asc(assistantMessages.id))
    .limit(ASSISTANT_RULES.historyLimit);
  return {
    id: conv.id,
    createdAt: conv.createdAt,
    updatedAt: conv.updatedAt,
    messages: rows.map((m) => ({
      id: m.id,
      role: m.role,
      text: m.text,
      intent: m.intent,
      searchUrl:
        m.role === "assistant"
          ? (((m.filters as { searchUrl?: string } | null)?.searchUrl as string | undefined) ?? null)
          : null,
      sources: m.sources ?? null,
      createdAt: m.createdAt,
    })),
  };
}

const DAY_MS = 86_400_000;
/** Housekeeping: conversations idle longer than Settings › Privacy › chatbotLogsDays go, with their messages. */
export async function pruneAssistantLogs(ctx: ServiceCtx, days: number) {
  const before = ctx.now - days * DAY_MS;
  await ctx.db.batch([
    ctx.db.delete(assistantMessages).where(lt(assistantMessages.createdAt, before)),
    ctx.db.delete(assistantConversations).where(lt(assistantConversations.updatedAt, before)),
  ]);
}
