/**
 * A development project's own record: creating and editing it (its units, photos and video links with it),
 * deleting it, listing or delisting it, and changing a video link. Its photos once attached are handled in
 * media.ts, its progress updates in progress.ts.
 */
import { z } from "zod";
import { countRows, first, all, q, type Stmt } from "../../db/sql";
import type { AuthUser } from "../../contracts/auth";
import { regionLocalityMessage } from "../../contracts/places";
import {
  PROJECT_MESSAGES as M,
  type CreateProjectInput,
  type EditProjectInput,
  type UnitInput,
} from "../../contracts/projects";
import { INSTALMENT_MESSAGES } from "../../contracts/instalments";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { actingDeveloper, projectEvent, projectForChange } from "./access";
import { attachMedia } from "./media";
import { defaultInterval, planTermSets, replaceMilestones } from "./plan-terms";

/** The plan's further terms (interval, fee, grace, default rule), in the project's batch; nothing when none was sent. */
function planTermUpdate(ctx: ServiceCtx, id: string, input: Partial<CreateProjectInput> | EditProjectInput): Stmt[] {
  const sets = planTermSets(input);
  if (!sets.length) return [];
  return [
    q(
      ctx,
      `UPDATE projects SET ${sets.map(([col]) => `${col} = ?`).join(", ")} WHERE id = ?`,
      ...sets.map(([, v]) => v),
      id,
    ),
  ];
}

const errText = (e: unknown) =>
  `${String((e as Error)?.message ?? e)} ${String((e as { cause?: Error })?.cause?.message ?? "")}`;

/** Maps the constraint failures our batches rely on to the 4xx they mean; anything else stays a server error. */
function mapWriteError(e: unknown): never {
  const t = errText(e);
  if (/NOT NULL constraint failed: project_media\.media_id|UNIQUE constraint failed: project_media\.media_id/.test(t))
    throw new ApiError(422, M.mediaToken, [{ field: "mediaTokens", message: M.mediaToken }]);
  if (/CHECK constraint failed: project_units_available/.test(t))
    throw new ApiError(422, M.unitBelowTaken, [{ field: "properties", message: M.unitBelowTaken }]);
  if (/FOREIGN KEY constraint failed/.test(t))
    throw new ApiError(422, "A state, locality or unit category does not exist.", [
      { field: "stateId", message: "Check the state, locality and unit categories." },
    ]);
  throw e;
}

async function checkPlace(ctx: ServiceCtx, stateId: number | undefined, localityId: number | null | undefined) {
  if (stateId !== undefined) {
    const s = await q(ctx, "SELECT id FROM states WHERE id = ?", stateId).first();
    if (!s)
      throw new ApiError(422, "Pick a state from the list.", [
        { field: "stateId", message: "Pick a state from the list." },
      ]);
  }
  if (localityId) {
    const l = await first(
      q(ctx, "SELECT state_id, name, kind FROM localities WHERE id = ?", localityId),
      z.object({ state_id: z.number(), name: z.string(), kind: z.string() }),
    );
    if (!l || (stateId !== undefined && l.state_id !== stateId))
      throw new ApiError(422, "Pick a locality of the chosen state.", [
        { field: "localityId", message: "Pick a locality of the chosen state." },
      ]);
    // A region (the Lagos Island side) holds areas, never a development of its own.
    if (l.kind === "region")
      throw new ApiError(422, regionLocalityMessage(l.name), [
        { field: "localityId", message: regionLocalityMessage(l.name) },
      ]);
  }
}

async function checkCategories(ctx: ServiceCtx, units: UnitInput[]) {
  const ids = [...new Set(units.map((u) => u.categoryId))];
  if (!ids.length) return;
  const results = await all(
    q(ctx, `SELECT id FROM project_unit_categories WHERE id IN (${ids.map(() => "?").join(", ")})`, ...ids),
    z.object({ id: z.number() }),
  );
  const known = new Set(results.map((r) => r.id));
  const bad = units.findIndex((u) => !known.has(u.categoryId));
  if (bad >= 0)
    throw new ApiError(422, "Pick a unit category from GET /project-unit-categories.", [
      { field: `properties.${bad}.categoryId`, message: "Unknown unit category." },
    ]);
}

/** A unit's category_id, type, bedrooms, size_sqm and price_kobo (the form's price is in naira). */
const unitKind = (u: UnitInput) => [u.categoryId, u.type, u.bedrooms, u.sizeSqm ?? null, u.price * 100];

function insertUnit(ctx: ServiceCtx, projectId: string, u: UnitInput, i: number) {
  const available = u.available ?? u.unitsTotal;
  if (available > u.unitsTotal)
    throw new ApiError(400, "available cannot exceed unitsTotal.", [
      { field: `properties.${i}.available`, message: "available cannot exceed unitsTotal." },
    ]);
  return q(
    ctx,
    "INSERT INTO project_units (id, project_id, category_id, type, bedrooms, size_sqm, price_kobo, units_total, available, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    newId(),
    projectId,
    ...unitKind(u),
    u.unitsTotal,
    available,
    ctx.now,
    ctx.now,
  );
}

const insertVideo = (ctx: ServiceCtx, projectId: string, url: string) =>
  q(
    ctx,
    "INSERT INTO project_video_links (id, project_id, url, created_at) VALUES (?, ?, ?, ?)",
    newId(),
    projectId,
    url,
    ctx.now,
  );

/** Runs a project write batch, its constraint failures answered as the 4xx they mean (mapWriteError). */
export async function runWrite(ctx: ServiceCtx, stmts: Stmt[]) {
  try {
    return await ctx.env.DB.batch(stmts);
  } catch (e) {
    mapWriteError(e);
  }
}

export async function createProject(ctx: ServiceCtx, user: AuthUser, input: CreateProjectInput) {
  const acting = await actingDeveloper(ctx, user, "edit_projects");
  await checkPlace(ctx, input.stateId, input.localityId);
  await checkCategories(ctx, input.properties);
  const id = newId();
  await runWrite(ctx, [
    q(
      ctx,
      `INSERT INTO projects (id, owner_id, name, description, state_id, locality_id, address, lat, lng, status, completion_date, title_documents, amenities, deposit_percent, instalments, period_months, plan_interval, listed, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
      id,
      acting.developerId,
      input.name,
      input.description,
      input.stateId,
      input.localityId ?? null,
      input.address,
      input.latitude ?? null,
      input.longitude ?? null,
      input.status,
      input.completionDate ?? null,
      JSON.stringify(input.titleDocuments),
      JSON.stringify(input.amenities),
      input.depositPercent,
      input.instalments,
      input.periodMonths,
      input.planInterval ?? defaultInterval(input.instalments, input.periodMonths),
      ctx.now,
      ctx.now,
    ),
    ...planTermUpdate(ctx, id, input),
    ...replaceMilestones(ctx, id, input.milestones ?? []),
    ...input.properties.map((u, i) => insertUnit(ctx, id, u, i)),
    ...attachMedia(ctx, id, acting.developerId, input.mediaTokens, null),
    ...input.videoLinks.map((url) => insertVideo(ctx, id, url)),
    projectEvent(ctx, id, acting.actorId, "created", `Created with ${input.properties.length} unit type(s)`),
  ]);
  return id;
}

const COLUMNS: [keyof EditProjectInput, string, (v: unknown) => unknown][] = [
  ["name", "name", (v) => v],
  ["description", "description", (v) => v],
  ["stateId", "state_id", (v) => v],
  ["localityId", "locality_id", (v) => v ?? null],
  ["address", "address", (v) => v],
  ["latitude", "lat", (v) => v ?? null],
  ["longitude", "lng", (v) => v ?? null],
  ["status", "status", (v) => v],
  ["completionDate", "completion_date", (v) => v ?? null],
  ["titleDocuments", "title_documents", (v) => JSON.stringify(v)],
  ["amenities", "amenities", (v) => JSON.stringify(v)],
  ["depositPercent", "deposit_percent", (v) => v],
  ["instalments", "instalments", (v) => v],
  ["periodMonths", "period_months", (v) => v],
];

/** Changes what is sent. Units: with an id, that unit changes (its available count moves with unitsTotal); without, a unit is added. */
export async function editProject(ctx: ServiceCtx, user: AuthUser, id: string, input: EditProjectInput) {
  const { acting } = await projectForChange(ctx, user, id, "edit_projects");
  const current = await first(
    q(ctx, "SELECT state_id FROM projects WHERE id = ?", id),
    z.object({ state_id: z.number() }),
  );
  if (input.stateId !== undefined || input.localityId)
    await checkPlace(ctx, input.stateId ?? current!.state_id, input.localityId);
  const units = input.properties ?? [];
  await checkCategories(ctx, units);
  const existing = new Set(
    (await all(q(ctx, "SELECT id FROM project_units WHERE project_id = ?", id), z.object({ id: z.string() }))).map(
      (r) => r.id,
    ),
  );
  units.forEach((u, i) => {
    if (u.id && !existing.has(u.id))
      throw new ApiError(404, M.unitGone, [{ field: `properties.${i}.id`, message: M.unitGone }]);
  });
  if (input.milestones?.some((m) => m.id)) {
    const open = new Set(
      (
        await all(
          q(ctx, "SELECT id FROM project_milestones WHERE project_id = ? AND approved_at IS NULL", id),
          z.object({ id: z.string() }),
        )
      ).map((r) => r.id),
    );
    input.milestones.forEach((m, i) => {
      if (m.id && !open.has(m.id))
        throw new ApiError(404, INSTALMENT_MESSAGES.milestoneNotOpen, [
          { field: `milestones.${i}.id`, message: INSTALMENT_MESSAGES.milestoneNotOpen },
        ]);
    });
  }
  const sets = COLUMNS.filter(([k]) => input[k] !== undefined);
  const n = await countRows(
    q(ctx, "SELECT COUNT(*) AS n FROM project_media WHERE project_id = ? AND update_id IS NULL", id),
  );
  const changed = [
    ...sets.map(([k]) => k),
    ...(units.length ? ["properties"] : []),
    ...(input.mediaTokens?.length ? ["photos"] : []),
    ...(input.videoLinks?.length ? ["videoLinks"] : []),
    ...planTermSets(input).map(([col]) => col),
    ...(input.milestones ? ["milestones"] : []),
  ];
  await runWrite(ctx, [
    q(
      ctx,
      `UPDATE projects SET ${[...sets.map(([, col]) => `${col} = ?`), "updated_at = ?"].join(", ")} WHERE id = ? AND deleted_at IS NULL`,
      ...sets.map(([k, , f]) => f(input[k])),
      ctx.now,
      id,
    ),
    ...units.map((u, i) =>
      u.id
        ? q(
            ctx,
            // The CHECK (0 <= available <= units_total) fails the batch when unitsTotal drops below the units already taken.
            "UPDATE project_units SET category_id = ?, type = ?, bedrooms = ?, size_sqm = ?, price_kobo = ?, available = available + (? - units_total), units_total = ?, updated_at = ? WHERE id = ? AND project_id = ?",
            ...unitKind(u),
            u.unitsTotal,
            u.unitsTotal,
            ctx.now,
            u.id,
            id,
          )
        : insertUnit(ctx, id, u, i),
    ),
    ...planTermUpdate(ctx, id, input),
    ...(input.milestones ? replaceMilestones(ctx, id, input.milestones) : []),
    ...attachMedia(ctx, id, acting.developerId, input.mediaTokens ?? [], null, n),
    ...(input.videoLinks ?? []).map((url) => insertVideo(ctx, id, url)),
    projectEvent(
      ctx,
      id,
      acting.actorId,
      "edited",
      changed.length ? `Changed ${changed.join(", ")}` : "Saved without changes",
    ),
  ]);
}

/** Soft delete by the developer itself; refused while reservations are live (they hold buyers' deposits). */
export async function deleteProject(ctx: ServiceCtx, user: AuthUser, id: string) {
  const { acting } = await projectForChange(ctx, user, id, "edit_projects");
  if (acting.isSub) throw new ApiError(403, M.ownerOnly);
  const [res] = await ctx.env.DB.batch([
    q(
      ctx,
      `UPDATE projects SET deleted_at = ?, listed = 0, updated_at = ? WHERE id = ? AND deleted_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM project_reservations WHERE project_id = ? AND status IN ('awaiting_payment', 'pending', 'confirmed'))`,
      ctx.now,
      ctx.now,
      id,
      id,
    ),
    q(
      ctx,
      "INSERT INTO project_events (id, project_id, actor_id, action, detail, created_at) SELECT ?, ?, ?, 'deleted', NULL, ? WHERE changes() = 1",
      newId(),
      id,
      acting.actorId,
      ctx.now,
    ),
  ]);
  if (!res!.meta.changes) throw new ApiError(409, M.liveReservations);
}

/** The developer lists or delists its project (SPEC §4); a project our team delisted stays delisted. */
export async function setListed(ctx: ServiceCtx, user: AuthUser, id: string, listed: boolean, reason: string | null) {
  const { acting } = await projectForChange(ctx, user, id, "edit_projects");
  const [res] = await ctx.env.DB.batch([
    listed
      ? q(
          ctx,
          "UPDATE projects SET listed = 1, delist_reason = NULL, updated_at = ? WHERE id = ? AND deleted_at IS NULL AND delisted_by_staff = 0",
          ctx.now,
          id,
        )
      : q(
          ctx,
          "UPDATE projects SET listed = 0, delist_reason = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL",
          reason,
          ctx.now,
          id,
        ),
    q(
      ctx,
      "INSERT INTO project_events (id, project_id, actor_id, action, detail, created_at) SELECT ?, ?, ?, ?, ?, ? WHERE changes() = 1",
      newId(),
      id,
      acting.actorId,
      listed ? "listed" : "delisted",
      reason,
      ctx.now,
    ),
  ]);
  if (!res!.meta.changes) throw new ApiError(403, M.staffDelisted);
}

export async function editVideoLink(ctx: ServiceCtx, user: AuthUser, id: string, linkId: string, url: string | null) {
  const { acting } = await projectForChange(ctx, user, id, "edit_projects");
  const [res] = await ctx.env.DB.batch([
    url === null
      ? q(ctx, "DELETE FROM project_video_links WHERE id = ? AND project_id = ?", linkId, id)
      : q(ctx, "UPDATE project_video_links SET url = ? WHERE id = ? AND project_id = ?", url, linkId, id),
    q(
      ctx,
      "INSERT INTO project_events (id, project_id, actor_id, action, detail, created_at) SELECT ?, ?, ?, ?, ?, ? WHERE changes() = 1",
      newId(),
      id,
      acting.actorId,
      url === null ? "video_removed" : "video_edited",
      url,
      ctx.now,
    ),
  ]);
  if (!res!.meta.changes) throw new ApiError(404, M.videoGone);
}
