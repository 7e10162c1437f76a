import { and, asc, eq, lt, sql } from "drizzle-orm";
import { assistantConversations, assistantMessages } from "../../db/schema";
import type { AuthUser } from "../../contracts/auth";
import { ASSISTANT_MESSAGES, ASSISTANT_RULES, type AssistantReply } from "../../contracts/assistant";
import { parseAssistant, type AssistantParse } from "../../contracts/assistant-parse";
import { LISTING_TYPE_OF, modeOf, requestUrlOf, searchUrlOf } from "../../contracts/assistant-url";
import { searchFilter, type SearchFilter } from "../../contracts/listings";
import { formatNaira } from "../../contracts/naira";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { searchProperties } from "../listings/search";
import { consumeLimits } from "../platform/rate-limit";
import { findHelp, type HelpHit } from "./help";

export { findHelp };
export type Visitor = { user: AuthUser | null; browserId: string | null };

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

/** What to drop first when nothing matches, and how to say it. */
const RELAXATIONS: { label: string; drop: (f: SearchFilter) => SearchFilter | null }[] = [
  {
    label: "the budget",
    drop: (f) =>
      f.maxPriceKobo !== undefined || f.minPriceKobo !== undefined
        ? { ...f, maxPriceKobo: undefined, minPriceKobo: undefined }
        : null,
  },
  {
    label: "the number of bedrooms",
    drop: (f) => (f.minBedrooms !== undefined ? { ...f, minBedrooms: undefined } : null),
  },
  {
    label: "the property type",
    drop: (f) =>
      f.typeId !== undefined || f.categoryId !== undefined ? { ...f, typeId: undefined, categoryId: undefined } : null,
  },
  {
    label: "the extras (documents, furnishing, amenities)",
    drop: (f) =>
      f.titleDocuments || f.amenities || f.furnishing || f.power || f.water
        ? {
            ...f,
            titleDocuments: undefined,
            amenities: undefined,
            furnishing: undefined,
            power: undefined,
            water: undefined,
          }
        : null,
  },
  { label: "the area (the whole state instead)", drop: (f) => (f.locality ? { ...f, locality: undefined } : null) },
];
const clean = (f: SearchFilter) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as SearchFilter;

/** migrations/0002's property types and categories, as a reply names them. */
const CATEGORY_LABEL: Record<number, string> = { 1: "houses", 2: "flats", 3: "land", 4: "commercial property" };
const TYPE_LABEL: Record<number, string> = {
  1: "detached duplexes",
  2: "semi-detached duplexes",
  3: "terraced duplexes",
  4: "detached bungalows",
  5: "semi-detached bungalows",
  6: "mansions",
  7: "blocks of flats",
  8: "flats",
  9: "mini flats",
  10: "self contains",
  11: "penthouses",
  12: "maisonettes",
  13: "studio apartments",
  14: "room and parlours",
  15: "residential land",
  16: "commercial land",
  17: "mixed-use land",
  18: "farmland",
  19: "office spaces",
  20: "shops",
  21: "warehouses",
  22: "event centres",
  23: "hotels and guest houses",
  24: "plazas",
};

function describe(p: AssistantParse): string {
  const f = p.filter;
  const parts: string[] = [];
  if (f.minBedrooms) parts.push(`${f.minBedrooms}+ bedroom`);
  parts.push(
    (f.typeId ? TYPE_LABEL[f.typeId] : undefined) ??
      (f.categoryId ? CATEGORY_LABEL[f.categoryId] : undefined) ??
      "properties",
  );
  if (p.place) parts.push(`in ${p.place.name}`);
  if (f.minPriceKobo !== undefined && f.maxPriceKobo !== undefined)
    parts.push(`between ${formatNaira(f.minPriceKobo)} and ${formatNaira(f.maxPriceKobo)}`);
  else if (f.maxPriceKobo !== undefined) parts.push(`up to ${formatNaira(f.maxPriceKobo)}`);
  else if (f.minPriceKobo !== undefined) parts.push(`from ${formatNaira(f.minPriceKobo)}`);
  return parts.join(" ");
}

async function searchReply(
  ctx: ServiceCtx,
  v: Visitor,
  p: AssistantParse,
): Promise<Omit<AssistantReply, "conversationId"> & { resultCount: number }> {
  const mode = modeOf(p);
  const type = LISTING_TYPE_OF[mode];
  const filter = clean({ ...p.filter, listingType: undefined });
  const page = await searchProperties(ctx, v.user, type, filter, undefined, {
    page: 1,
    perPage: ASSISTANT_RULES.maxListings,
  });
  const searchUrl = searchUrlOf({ filter: { ...filter, listingType: type } }, mode);
  const stay =
    p.period || p.checkIn || p.guests
      ? { period: p.period, checkIn: p.checkIn, checkOut: p.checkOut, guests: p.guests }
      : undefined;
  const modeWord = mode === "sale" ? "for sale" : mode === "rent" ? "to rent" : "short stays";
  const stayNote = p.checkIn
    ? ` Check each stay's calendar for ${p.checkIn}${p.checkOut ? ` to ${p.checkOut}` : ""}${p.guests ? ` (${p.guests} guest${p.guests > 1 ? "s" : ""})` : ""}.`
    : "";
  const base = { intent: "search" as const, filters: { ...filter, listingType: type }, stay, searchUrl };
  if (page.data.length) {
    const n = page.totalIsLowerBound ? `${page.total}+` : String(page.total);
    return {
      ...base,
      reply: `I found ${n} ${modeWord}: ${describe(p)}. Here ${page.data.length === 1 ? "is" : "are the newest"} ${page.data.length === 1 ? "one" : page.data.length}.${stayNote}`,
      listings: page.data,
      total: page.total,
      actions: [{ kind: "search", label: `See all ${n} results`, href: searchUrl }],
      resultCount: page.total,
    };
  }
  // Nothing matches: find the one filter whose removal brings results, and say so.
  const actions: AssistantReply["actions"] = [];
  let relaxed = "";
  for (const r of RELAXATIONS) {
    const next = r.drop(filter);
    if (!next) continue;
    const c = clean(next);
    const alt = await searchProperties(ctx, v.user, type, c, undefined, { page: 1, perPage: 1 });
    if (alt.total > 0) {
      relaxed = ` Without ${r.label} there ${alt.total === 1 ? "is 1 match" : `are ${alt.totalIsLowerBound ? `${alt.total}+` : alt.total} matches`}.`;
      actions.push({
        kind: "relax",
        label: `Show them (without ${r.label})`,
        href: searchUrlOf({ filter: { ...c, listingType: type } }, mode),
      });
      break;
    }
  }
  actions.push({ kind: "save_search", label: "Save this search: we'll tell you when one is listed", href: searchUrl });
  actions.push({
    kind: "property_request",
    label: "Post a property request to agents",
    href: requestUrlOf({ filter }, mode),
  });
  return {
    ...base,
    reply: `Nothing ${modeWord} matches ${describe(p)} right now.${relaxed || " Try a wider area or a higher budget."} You can save this search, or post a property request so verified agents come to you.`,
    listings: [],
    total: 0,
    actions,
    resultCount: 0,
  };
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
};

async function compute(ctx: ServiceCtx, v: Visitor, text: string): Promise<Computed> {
  const p = (await aiParse(ctx, text)) ?? parseAssistant(text, ctx.now);
  switch (p.intent) {
    case "search": {
      const r = await searchReply(ctx, v, p);
      return { ...r, answered: true, locality: p.place?.locality ?? p.place?.state ?? null };
    }
    case "help": {
      const r = helpReply(await findHelp(ctx, text));
      return r;
    }
    case "handover":
      return {
        intent: "handover",
        reply:
          "I'll hand you over to a person. Write to our team with the contact form (we answer Monday to Saturday, 8am–6pm), or email support.",
        actions: [CONTACT, EMAIL],
        answered: true,
      };
    case "greeting":
      return {
        intent: "greeting",
        reply:
          "Hello! Tell me what you're looking for, like “3 bedroom flat in Lekki under 5m” or “self contain Yaba monthly”, or ask me how inspections, escrow or refunds work.",
        answered: true,
      };
    case "thanks":
      return {
        intent: "thanks",
        reply: "You're welcome. Ask me anything else about a home, land or a short stay.",
        answered: true,
      };
    default: {
      // Not a search we could read: maybe the help has it.
      const hits = await findHelp(ctx, text);
      if (hits.length) return helpReply(hits);
      return {
        intent: "unknown",
        reply:
          "I didn't understand that. Try a place, a type and a budget (“2 bedroom flat in Yaba under 1.5m”), or ask a question about fees, inspections or safety.",
        actions: [CONTACT],
        answered: false,
      };
    }
  }
}

/** POST /v1/assistant/messages: rate-limited, stored (the visitor's words and the reply), then answered. */
export async function sendAssistantMessage(
  ctx: ServiceCtx,
  v: Visitor,
  input: { conversationId?: string; text: string },
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
  let conversationId = input.conversationId;
  if (conversationId) {
    const own = await ctx.db
      .select({ id: assistantConversations.id })
      .from(assistantConversations)
      .where(and(eq(assistantConversations.id, conversationId), ownedBy(v)))
      .get();
    if (!own)
      throw new ApiError(404, ASSISTANT_MESSAGES.notFound, [
        { field: "conversationId", message: ASSISTANT_MESSAGES.notFound },
      ]);
  }
  const r = await compute(ctx, v, text);
  const { answered, resultCount, locality, ...reply } = r;
  const isNew = !conversationId;
  conversationId ??= newId();
  const writes = [
    ...(isNew
      ? [
          ctx.db.insert(assistantConversations).values({
            id: conversationId,
            visitorId: v.user ? null : v.browserId,
            userId: v.user?.id ?? null,
            messageCount: 0,
            handedOver: 0,
            createdAt: ctx.now,
            updatedAt: ctx.now,
          }),
        ]
      : []),
    ctx.db.insert(assistantMessages).values({
      id: newId(),
      conversationId,
      role: "user",
      text,
      intent: reply.intent,
      locality: locality ?? null,
      answered: answered ? 1 : 0,
      resultCount: resultCount ?? null,
      filters: (reply.filters as Record<string, unknown> | undefined) ?? null,
      createdAt: ctx.now,
    }),
    ctx.db.insert(assistantMessages).values({
      id: newId(),
      conversationId,
      role: "assistant",
      text: reply.reply,
      intent: reply.intent,
      answered: 1,
      filters: reply.searchUrl ? { searchUrl: reply.searchUrl } : null,
      sources: reply.sources?.map((s) => ({ title: s.title, url: s.url })) ?? null,
      createdAt: ctx.now + 1,
    }),
    ctx.db
      .update(assistantConversations)
      .set({
        messageCount: sql`${assistantConversations.messageCount} + 2`,
        updatedAt: ctx.now,
        handedOver: sql`MAX(${assistantConversations.handedOver}, ${reply.intent === "handover" ? 1 : 0})`,
      })
      .where(eq(assistantConversations.id, conversationId)),
  ];
  await ctx.db.batch(writes as [(typeof writes)[number], ...(typeof writes)[number][]]);
  return { conversationId, ...reply };
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
