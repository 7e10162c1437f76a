import { z } from "zod";
import { first, all, allResults, q } from "../../db/sql";
import { and, desc, eq } from "drizzle-orm";
import { properties } from "../../db/schema";
import { MESSAGES } from "../../contracts/messages";
import {
  PROFESSIONAL_TYPES,
  internationalPhone,
  ratingLabel,
  type AgentCard,
  type AgentProfile,
  type DirectorySort,
} from "../../contracts/reviews";
import type { AuthUser } from "../../contracts/auth";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { cardPage } from "../listings/cards";
import { listerLabel } from "../listings/card-rows";
import { publiclyListed } from "../listings/shared";
import { statisticsOf } from "../reviews";
import { localitiesOf } from "./localities";
import { responseTimes } from "./response-time";
import { fullName } from "../../contracts/names";

/**
 * The directory of professionals (SPEC §2 /professionals/agents): brokerages, companies, agents and developers.
 * One paged query over users (users_account_type_idx) with the review_stats row joined for the rating sort and
 * each row's live listings read from owner_listing_counts (kept in the transaction of every listing write, so
 * never counted per query); reads perPage + 1 rows (no COUNT).
 */
export type DirectoryQuery = {
  search?: string;
  locality?: number;
  state?: number;
  verified?: boolean;
  specialization?: string;
  sort: DirectorySort;
  page: number;
  perPage: number;
};

const TYPES = PROFESSIONAL_TYPES.map((t) => `'${t}'`).join(", ");
const NAME = "COALESCE(NULLIF(TRIM(u.company_name), ''), TRIM(u.first_name || ' ' || COALESCE(u.last_name, '')))";
/** Live listings from owner_listing_counts (migrations/0040: triggers on properties and the live-counts sweep), one row per card. */
const ACTIVE = `COALESCE((SELECT n FROM owner_listing_counts o WHERE o.owner_id = u.id AND o.listing_type = '*'), 0)`;
const ORDER: Record<DirectorySort, string> = {
  name_asc: "name_key ASC, u.id ASC",
  rating: "avg DESC, cnt DESC, name_key ASC, u.id ASC",
  active_listings: "active DESC, name_key ASC, u.id ASC",
};

const Row = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  company_name: z.string().nullable(),
  account_type: z.string(),
  profile_picture: z.string().nullable(),
  banner_image: z.string().nullable(),
  kyc_verified: z.number(),
  created_at: z.number(),
  phone: z.string().nullable(),
  social_links: z.string(),
  display: z.string(),
  avg: z.number(),
  cnt: z.number(),
  active: z.number(),
});
type Row = z.infer<typeof Row>;

const SELECT = `SELECT u.id, u.first_name, u.last_name, u.company_name, u.account_type, u.profile_picture, u.banner_image, u.kyc_verified, u.created_at,
    u.phone, u.social_links, ${NAME} AS display, LOWER(${NAME}) AS name_key,
    COALESCE(rs.average, 0) AS avg, COALESCE(rs.count, 0) AS cnt, ${ACTIVE} AS active
  FROM users u
  LEFT JOIN review_stats rs ON rs.subject_type = 'agent' AND rs.subject_id = u.id
  LEFT JOIN user_preferences up ON up.user_id = u.id
  WHERE u.account_type IN (${TYPES}) AND u.deleted_at IS NULL AND u.admin_access = 0 AND u.status = 'active'`;

/** LIKE patterns over 50 bytes fail on D1: the term is cut to 40 bytes and its wildcards escaped. */
function likeTerm(text: string) {
  let t = text.trim().toLowerCase();
  while (new TextEncoder().encode(t).length > 40) t = t.slice(0, -1);
  return `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function toCard(r: Row, localities: AgentCard["localities"], responseMinutes: number | null): AgentCard {
  return {
    id: r.id,
    name: fullName(r.first_name, r.last_name),
    displayName: r.display,
    userType:
      listerLabel(r.account_type) === "Company" && r.account_type === "developer"
        ? "Developer"
        : listerLabel(r.account_type),
    accountType: r.account_type,
    profilePictureUrl: r.profile_picture,
    bannerImageUrl: r.banner_image,
    verified: !!r.kyc_verified,
    rating: { average: r.cnt ? r.avg : 0, count: r.cnt, label: ratingLabel(r.cnt ? r.avg : 0) },
    activeListings: r.active,
    responseTimeMinutes: responseMinutes,
    localities,
  };
}

export async function listAgents(ctx: ServiceCtx, f: DirectoryQuery) {
  const where: string[] = [];
  const params: unknown[] = [];
  if (f.search) {
    const like = likeTerm(f.search);
    where.push(
      `(LOWER(${NAME}) LIKE ? ESCAPE '\\' OR LOWER(u.first_name || ' ' || COALESCE(u.last_name, '')) LIKE ? ESCAPE '\\'
        OR EXISTS (SELECT 1 FROM agent_localities al JOIN localities l ON l.id = al.locality_id WHERE al.user_id = u.id AND LOWER(l.name) LIKE ? ESCAPE '\\'))`,
    );
    params.push(like, like, like);
  }
  if (f.locality) {
    where.push("EXISTS (SELECT 1 FROM agent_localities al WHERE al.user_id = u.id AND al.locality_id = ?)");
    params.push(f.locality);
  }
  if (f.state) {
    where.push(
      `(up.based_state_id = ? OR EXISTS (SELECT 1 FROM json_each(COALESCE(up.listing_states, '[]')) WHERE value = ?)
        OR EXISTS (SELECT 1 FROM agent_localities al JOIN localities l ON l.id = al.locality_id WHERE al.user_id = u.id AND l.state_id = ?))`,
    );
    params.push(f.state, f.state, f.state);
  }
  if (f.verified) where.push("u.kyc_verified = 1");
  if (f.specialization) {
    where.push(
      "EXISTS (SELECT 1 FROM json_each(COALESCE(up.additional_info, '{}'), '$.specializations') WHERE value = ?)",
    );
    params.push(f.specialization);
  }
  const sql = `${SELECT}${where.map((w) => ` AND ${w}`).join("")} ORDER BY ${ORDER[f.sort]} LIMIT ? OFFSET ?`;
  const results = await all(q(ctx, sql, ...params, f.perPage + 1, (f.page - 1) * f.perPage), Row);
  const rows = results.slice(0, f.perPage);
  const ids = rows.map((r) => r.id);
  const [locs, times] = await Promise.all([localitiesOf(ctx, ids), responseTimes(ctx, ids)]);
  return {
    data: rows.map((r) => toCard(r, locs.get(r.id) ?? [], times.get(r.id) ?? null)),
    page: f.page,
    perPage: f.perPage,
    hasMore: results.length > f.perPage,
  };
}

function parseJson<T>(text: string | null | undefined, fallback: T): T {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

const YEAR = 365.25 * 24 * 3600_000;

/** The agent page (SPEC §2 /professionals/agents/{id}): profile, contact, localities, stats and review statistics. */
export async function agentProfile(ctx: ServiceCtx, id: string): Promise<AgentProfile> {
  const row = await first(q(ctx, `${SELECT} AND u.id = ?`, id), Row);
  if (!row) throw new ApiError(404, MESSAGES.notFound);
  const [prefs, counts, locs, times, statistics] = await Promise.all([
    first(
      q(ctx, "SELECT additional_info FROM user_preferences WHERE user_id = ?", id),
      z.object({ additional_info: z.string() }),
    ),
    allResults(
      q(ctx, "SELECT listing_type, n FROM owner_listing_counts WHERE owner_id = ? AND listing_type <> '*'", id),
      z.object({ listing_type: z.string(), n: z.number() }),
    ),
    localitiesOf(ctx, [id]),
    responseTimes(ctx, [id]),
    statisticsOf(ctx, "agent", id),
  ]);
  const info = parseJson<{ experience?: string; specializations?: string[]; companyName?: string }>(
    prefs?.additional_info,
    {},
  );
  const by = (t: string) => counts.results.find((c) => c.listing_type === t)?.n ?? 0;
  const phone = internationalPhone(row.phone);
  const social = parseJson<Record<string, unknown>>(row.social_links, {});
  return {
    ...toCard(row, locs.get(id) ?? [], times.get(id) ?? null),
    phone,
    whatsappUrl: phone ? `https://wa.me/${phone.slice(1)}` : null,
    companyName: row.company_name || info.companyName || null,
    memberSince: row.created_at,
    yearsActive: Math.max(0, Math.floor((ctx.now - row.created_at) / YEAR)),
    specializations: Array.isArray(info.specializations)
      ? info.specializations.filter((s): s is string => typeof s === "string")
      : [],
    experience: typeof info.experience === "string" ? info.experience : null,
    socialLinks: Object.fromEntries(
      Object.entries(social).filter((e): e is [string, string] => typeof e[1] === "string" && !!e[1]),
    ),
    listingCounts: { sale: by("sale"), rent: by("rent"), short_stay: by("short_stay") },
    statistics,
  };
}

/** The agent page's listings: one tab (sale / rent / short_stay) at a time, SPEC §9 perPage 10. */
export async function agentListings(
  ctx: ServiceCtx,
  viewer: AuthUser | null,
  id: string,
  f: { type: "sale" | "rent" | "short_stay"; page: number; perPage: number },
) {
  return cardPage(
    ctx,
    {
      where: and(eq(properties.ownerId, id), eq(properties.listingType, f.type), publiclyListed(ctx.now)),
      orderBy: [desc(properties.premiumListing), desc(properties.createdAt), desc(properties.id)],
    },
    f.page,
    f.perPage,
    viewer?.id,
  );
}
