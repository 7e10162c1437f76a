import { z } from "zod";
import { countRows, first, all, q } from "../../db/sql";
import { numberedPageMeta } from "../platform/paging";
import type { AuthUser } from "../../contracts/auth";
import type { MediaItem } from "../../contracts/listing-media";
import {
  PROJECT_MESSAGES as M,
  PROJECT_STATUSES,
  reservationDeposit,
  type ProjectCard,
  type ProjectDetail,
  type ProjectStatus,
} from "../../contracts/projects";
import { ApiError } from "../../lib/errors";
import { MESSAGES } from "../../contracts/messages";
import type { ServiceCtx } from "../../lib/context";
import { mediaSizes, mediaUrl } from "../listings/media-items";
import { PLAN_TERM_SQL, PlanTermColumns, planTerms } from "./plan-terms";
import { actingDeveloper } from "./access";
import { DEVELOPER_VERIFIED_SQL } from "./trust";
import { fullName } from "../../contracts/names";

const CardRow = z.object({
  id: z.string(),
  owner_id: z.string(),
  name: z.string(),
  status: z.enum(PROJECT_STATUSES),
  state_id: z.number(),
  state_name: z.string(),
  locality_id: z.number().nullable(),
  locality_name: z.string().nullable(),
  address: z.string(),
  completion_date: z.string().nullable(),
  deposit_percent: z.number(),
  listed: z.number(),
  created_at: z.number(),
  from_price: z.number().nullable(),
  units_available: z.number(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  company_name: z.string().nullable(),
  profile_picture: z.string().nullable(),
  kyc_verified: z.number(),
  reservations_open: z.number(),
});
type CardRow = z.infer<typeof CardRow>;

const CARD_SELECT = `SELECT p.id, p.owner_id, p.name, p.status, p.state_id, s.name AS state_name, p.locality_id, l.name AS locality_name, p.address,
  p.completion_date, p.deposit_percent, p.listed, p.created_at,
  (SELECT MIN(price_kobo) FROM project_units WHERE project_id = p.id) AS from_price,
  (SELECT COALESCE(SUM(available), 0) FROM project_units WHERE project_id = p.id) AS units_available,
  u.first_name, u.last_name, u.company_name, u.profile_picture, u.kyc_verified, ${DEVELOPER_VERIFIED_SQL} AS reservations_open
  FROM projects p JOIN states s ON s.id = p.state_id LEFT JOIN localities l ON l.id = p.locality_id JOIN users u ON u.id = p.owner_id`;

const MediaRow = z.object({
  media_id: z.string(),
  project_id: z.string(),
  update_id: z.string().nullable(),
  is_primary: z.number(),
  position: z.number(),
  original_key: z.string(),
  thumb_key: z.string(),
  rotation: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  sized_keys: z.string().nullable(),
});
type MediaRow = z.infer<typeof MediaRow>;

const toItem = (m: MediaRow): MediaItem => ({
  id: m.media_id,
  url: mediaUrl(m.original_key),
  thumbnailMdUrl: mediaUrl(m.thumb_key),
  primaryImage: !!m.is_primary,
  rotation: m.rotation,
  roomId: null,
  width: m.width,
  height: m.height,
  sizes: mediaSizes({
    originalKey: m.original_key,
    thumbKey: m.thumb_key,
    sizedKeys: m.sized_keys ? (JSON.parse(m.sized_keys) as Record<string, string>) : null,
    width: m.width,
  }),
});

async function mediaOf(ctx: ServiceCtx, projectIds: string[], galleryOnly: boolean) {
  if (!projectIds.length) return [];
  const results = await all(
    q(
      ctx,
      `SELECT pm.media_id, pm.project_id, pm.update_id, pm.is_primary, pm.position, m.original_key, m.thumb_key, m.rotation, m.width, m.height, m.sized_keys
     FROM project_media pm JOIN property_media m ON m.id = pm.media_id
     WHERE pm.project_id IN (${projectIds.map(() => "?").join(", ")})${galleryOnly ? " AND pm.update_id IS NULL" : ""}
     ORDER BY pm.is_primary DESC, pm.position, pm.created_at`,
      ...projectIds,
    ),
    MediaRow,
  );
  return results;
}

const developerName = (r: Pick<CardRow, "first_name" | "last_name" | "company_name">) =>
  r.company_name || fullName(r.first_name, r.last_name);

async function toCards(ctx: ServiceCtx, rows: CardRow[]): Promise<ProjectCard[]> {
  const media = await mediaOf(
    ctx,
    rows.map((r) => r.id),
    true,
  );
  return rows.map((r) => {
    const first = media.find((m) => m.project_id === r.id);
    return {
      id: r.id,
      name: r.name,
      status: r.status,
      state: { id: r.state_id, name: r.state_name },
      locality: r.locality_id ? { id: r.locality_id, name: r.locality_name ?? "" } : null,
      address: r.address,
      completionDate: r.completion_date,
      fromPriceKobo: r.from_price,
      unitsAvailable: r.units_available,
      depositPercent: r.deposit_percent,
      listed: !!r.listed,
      image: first ? toItem(first) : null,
      developer: {
        id: r.owner_id,
        name: developerName(r),
        companyName: r.company_name,
        profilePictureUrl: r.profile_picture,
        kycVerified: !!r.kyc_verified,
        reservationsOpen: !!r.reservations_open,
      },
      createdAt: r.created_at,
    };
  });
}

/** GET /all-projects: listed projects, newest first, filtered by state and status. */
export async function listProjects(
  ctx: ServiceCtx,
  o: { state?: number; status?: ProjectStatus; page: number; perPage: number },
) {
  const where = ["p.listed = 1", "p.deleted_at IS NULL"];
  const params: unknown[] = [];
  if (o.state) {
    where.push("p.state_id = ?");
    params.push(o.state);
  }
  if (o.status) {
    where.push("p.status = ?");
    params.push(o.status);
  }
  const w = where.join(" AND ");
  const n = await countRows(q(ctx, `SELECT COUNT(*) AS n FROM projects p WHERE ${w}`, ...params));
  const results = await all(
    q(
      ctx,
      `${CARD_SELECT} WHERE ${w} ORDER BY p.created_at DESC, p.id LIMIT ? OFFSET ?`,
      ...params,
      o.perPage,
      (o.page - 1) * o.perPage,
    ),
    CardRow,
  );
  return { data: await toCards(ctx, results), meta: numberedPageMeta(o, n) };
}

/** Whether the viewer is the developer or one of its sub accounts (sees delisted projects, edit buttons). */
async function isTeam(ctx: ServiceCtx, viewer: AuthUser | null, developerId: string) {
  if (!viewer) return false;
  try {
    return (await actingDeveloper(ctx, viewer)).developerId === developerId;
  } catch {
    return false;
  }
}

/** GET /user-projects/{id}: a developer's projects; its own team also sees the delisted ones. */
export async function userProjects(
  ctx: ServiceCtx,
  viewer: AuthUser | null,
  id: string,
  o: { page: number; perPage: number },
) {
  // "me": the developer the signed-in developer or sub account acts for (the dashboard's My projects).
  if (id === "me" && !viewer) throw new ApiError(401, MESSAGES.unauthorized);
  const developerId = id === "me" ? (await actingDeveloper(ctx, viewer!)).developerId : id;
  const team = await isTeam(ctx, viewer, developerId);
  const w = `p.owner_id = ? AND p.deleted_at IS NULL${team ? "" : " AND p.listed = 1"}`;
  const n = await countRows(q(ctx, `SELECT COUNT(*) AS n FROM projects p WHERE ${w}`, developerId));
  const results = await all(
    q(
      ctx,
      `${CARD_SELECT} WHERE ${w} ORDER BY p.created_at DESC, p.id LIMIT ? OFFSET ?`,
      developerId,
      o.perPage,
      (o.page - 1) * o.perPage,
    ),
    CardRow,
  );
  return { data: await toCards(ctx, results), meta: numberedPageMeta(o, n) };
}

export async function unitCategoryList(ctx: ServiceCtx) {
  const results = await all(
    q(ctx, "SELECT id, name, slug FROM project_unit_categories ORDER BY id"),
    z.object({ id: z.number(), name: z.string(), slug: z.string() }),
  );
  return { data: results };
}

const DetailRow = CardRow.extend({
  description: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  title_documents: z.string(),
  amenities: z.string(),
  ...PlanTermColumns.shape,
  delist_reason: z.string().nullable(),
  updated_at: z.number(),
});
type DetailRow = z.infer<typeof DetailRow>;

/** One project: public while listed; its team (and nobody else) also sees it delisted. */
export async function projectDetail(ctx: ServiceCtx, viewer: AuthUser | null, id: string): Promise<ProjectDetail> {
  const r = await first(
    q(
      ctx,
      CARD_SELECT.replace(
        "SELECT p.id,",
        `SELECT p.description, p.lat, p.lng, p.title_documents, p.amenities, ${PLAN_TERM_SQL}, p.delist_reason, p.updated_at, p.id,`,
      ) + " WHERE p.id = ? AND p.deleted_at IS NULL",
      id,
    ),
    DetailRow,
  );
  if (!r) throw new ApiError(404, M.notFound);
  const team = await isTeam(ctx, viewer, r.owner_id);
  if (!r.listed && !team) throw new ApiError(404, M.notFound);
  const [card] = await toCards(ctx, [r]);
  const media = await mediaOf(ctx, [id], false);
  const units = await all(
    q(
      ctx,
      `SELECT u.id, u.category_id, c.name AS category, u.type, u.bedrooms, u.size_sqm, u.price_kobo, u.units_total, u.available
     FROM project_units u JOIN project_unit_categories c ON c.id = u.category_id WHERE u.project_id = ? ORDER BY u.price_kobo, u.created_at`,
      id,
    ),
    z.object({
      id: z.string(),
      category_id: z.number(),
      category: z.string(),
      type: z.string(),
      bedrooms: z.number(),
      size_sqm: z.number().nullable(),
      price_kobo: z.number(),
      units_total: z.number(),
      available: z.number(),
    }),
  );
  const updates = await all(
    q(
      ctx,
      `SELECT up.id, up.happened_on, up.body, up.created_at, us.first_name, us.last_name, m.id AS milestone_id, m.name AS milestone_name,
       m.update_id AS milestone_update FROM project_updates up LEFT JOIN users us ON us.id = up.author_id LEFT JOIN project_milestones m ON m.id = up.milestone_id
     WHERE up.project_id = ? ORDER BY up.happened_on DESC, up.created_at DESC LIMIT 100`,
      id,
    ),
    z.object({
      id: z.string(),
      happened_on: z.string(),
      body: z.string(),
      created_at: z.number(),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      milestone_id: z.string().nullable(),
      milestone_name: z.string().nullable(),
      milestone_update: z.string().nullable(),
    }),
  );
  const videos = await all(
    q(ctx, "SELECT id, url FROM project_video_links WHERE project_id = ? ORDER BY created_at, id", id),
    z.object({ id: z.string(), url: z.string() }),
  );
  const others = await all(
    q(
      ctx,
      `${CARD_SELECT} WHERE p.owner_id = ? AND p.id <> ? AND p.listed = 1 AND p.deleted_at IS NULL ORDER BY p.created_at DESC LIMIT 4`,
      r.owner_id,
      id,
    ),
    CardRow,
  );
  return {
    ...card!,
    description: r.description,
    latitude: r.lat,
    longitude: r.lng,
    titleDocuments: JSON.parse(r.title_documents) as string[],
    amenities: JSON.parse(r.amenities) as string[],
    paymentPlan: await planTerms(ctx, { ...r, id }),
    delistReason: team ? r.delist_reason : null,
    properties: units.map((u) => ({
      id: u.id,
      categoryId: u.category_id,
      category: u.category,
      type: u.type,
      bedrooms: u.bedrooms,
      sizeSqm: u.size_sqm,
      priceKobo: u.price_kobo,
      price: Math.round(u.price_kobo / 100),
      unitsTotal: u.units_total,
      available: u.available,
      depositKobo: reservationDeposit(u.price_kobo, r.deposit_percent),
    })),
    propertyMedia: media.filter((m) => !m.update_id).map(toItem),
    videoLinks: videos,
    progress: updates.map((u) => ({
      id: u.id,
      happenedOn: u.happened_on,
      body: u.body,
      author: u.first_name ? fullName(u.first_name, u.last_name) : null,
      media: media.filter((m) => m.update_id === u.id).map(toItem),
      milestone:
        u.milestone_id && u.milestone_name
          ? { id: u.milestone_id, name: u.milestone_name, approved: u.milestone_update === u.id }
          : null,
      createdAt: u.created_at,
    })),
    otherProjects: await toCards(ctx, others),
    canEdit: team,
    updatedAt: r.updated_at,
  };
}

/** The project's timeline for its team: each action under the name of the person who did it. */
export async function projectActivity(ctx: ServiceCtx, viewer: AuthUser, id: string) {
  const acting = await actingDeveloper(ctx, viewer);
  const p = await first(q(ctx, "SELECT owner_id FROM projects WHERE id = ?", id), z.object({ owner_id: z.string() }));
  if (!p) throw new ApiError(404, M.notFound);
  if (p.owner_id !== acting.developerId) throw new ApiError(403, M.developersOnly);
  const results = await all(
    q(
      ctx,
      `SELECT e.action, e.detail, e.created_at, u.first_name, u.last_name FROM project_events e LEFT JOIN users u ON u.id = e.actor_id
     WHERE e.project_id = ? ORDER BY e.created_at DESC, e.rowid DESC LIMIT 200`,
      id,
    ),
    z.object({
      action: z.string(),
      detail: z.string().nullable(),
      created_at: z.number(),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
    }),
  );
  return {
    data: results.map((e) => ({
      action: e.action,
      detail: e.detail,
      by: e.first_name ? fullName(e.first_name, e.last_name) : null,
      createdAt: e.created_at,
    })),
  };
}
