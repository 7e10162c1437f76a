import { z } from "zod";
import { first, q } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import type { AssistantParse } from "../../contracts/assistant-parse";
import type { AssistantReply } from "../../contracts/assistant";
import { formatNaira } from "../../contracts/naira";
import { dmy, lagosDay } from "../../contracts/lagos-time";
import {
  FEW_LISTINGS,
  MAX_GUIDE_BEDROOMS,
  guidePath,
  guideRowLabel,
  guideSearchHref,
  type GuideType,
} from "../../contracts/price-guide-rules";
import { guideRowsFor } from "../price-guides";

/**
 * "How much is a 2 bedroom in Yaba?": answered from the area's price guide (its aggregates, never the listings),
 * with the median, the count behind it, the day it was taken and links to the matching search and the guide.
 * A neighbourhood is answered from the area it sits in (its listings are in that guide).
 */
type Reply = Omit<AssistantReply, "conversationId"> & { answered: boolean };

const Area = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  state_slug: z.string(),
  state_name: z.string(),
  refreshed_at: z.number().nullable(),
});

/** Flats are property types 7–14, houses 1–6, land 15–18 (migrations/0002): the parser names a family of types. */
function categoryOf(f: AssistantParse["filter"]): number | undefined {
  if (f.categoryId) return f.categoryId;
  const ids = f.typeIds ?? (f.typeId ? [f.typeId] : []);
  if (!ids.length) return undefined;
  const cat = (id: number) => (id <= 6 ? 1 : id <= 14 ? 2 : id <= 18 ? 3 : 4);
  const cats = new Set(ids.map(cat));
  return cats.size === 1 ? [...cats][0] : undefined;
}

export async function priceReply(ctx: ServiceCtx, p: AssistantParse): Promise<Reply> {
  const place = p.place!;
  const area = await first(
    q(
      ctx,
      `SELECT a.id, a.name, a.slug, s.slug AS state_slug, s.name AS state_name, g.refreshed_at
       FROM localities l JOIN states s ON s.id = l.state_id
       JOIN localities a ON a.id = iif(l.kind = 'neighbourhood', l.parent_id, l.id) AND a.kind = 'area'
       LEFT JOIN price_guide_areas g ON g.locality_id = a.id
       WHERE s.slug = ? AND l.slug = ?`,
      place.state,
      place.locality ?? "",
    ),
    Area,
  );
  if (!area)
    return {
      intent: "price",
      reply: `I have no price guide for ${place.name} on its own: guides are by area. See the areas with a guide.`,
      actions: [{ kind: "search", label: "Price guides by area", href: "/prices" }],
      answered: false,
    };
  const slugs = { state: area.state_slug, area: area.slug };
  const guide = {
    kind: "search" as const,
    label: `${area.name} price guide`,
    href: guidePath(area.state_slug, area.slug),
  };
  const category = categoryOf(p.filter);
  const beds = p.filter.minBedrooms ?? p.filter.maxBedrooms;
  const types: GuideType[] =
    p.filter.listingType === "sale" || category === 3
      ? ["sale"]
      : p.filter.listingType === "rent"
        ? ["rent"]
        : ["rent", "sale"];
  const lines: string[] = [];
  const actions: NonNullable<AssistantReply["actions"]> = [];
  for (const type of types) {
    const rows = await guideRowsFor(ctx, area.id, type);
    const bucket = beds === undefined ? undefined : Math.min(beds, MAX_GUIDE_BEDROOMS);
    // The row the words name; with bedrooms but no kind, the kind with the most listings of that size.
    const candidates = rows.filter((r) =>
      category === 3
        ? r.category_id === 3
        : bucket === undefined
          ? r.category_id === (category ?? 0) && (category ? true : r.bedrooms === -1)
          : r.bedrooms === bucket && (category ? r.category_id === category : r.category_id !== 0),
    );
    const row = candidates.sort((a, b) => b.n - a.n || a.category_id - b.category_id)[0];
    if (!row) continue;
    const what = guideRowLabel(row.category_id, row.bedrooms).toLowerCase();
    const price = type === "rent" ? `${formatNaira(row.median_kobo)} a year` : formatNaira(row.median_kobo);
    lines.push(
      `the median asking ${type === "rent" ? "rent" : "price"} for ${what} ${type === "rent" ? "to rent" : "for sale"} is ${price}, over ${row.n} live listing${row.n === 1 ? "" : "s"}${row.n < FEW_LISTINGS ? " (few listings: a rough guide)" : ""}`,
    );
    actions.push({
      kind: "search",
      label: `See ${what} ${type === "rent" ? "for rent" : "for sale"} in ${area.name}`,
      href: guideSearchHref(type, slugs, { categoryId: row.category_id, bedrooms: row.bedrooms }),
    });
  }
  actions.push(guide);
  if (!lines.length)
    return {
      intent: "price",
      reply: `There are not enough live listings of that kind in ${area.name} for a median yet. The ${area.name} price guide shows what there is.`,
      actions,
      answered: false,
    };
  const when = area.refreshed_at ? ` (as of ${dmy(lagosDay(area.refreshed_at))})` : "";
  const said = lines.map((l, i) => (i === 0 ? l.charAt(0).toUpperCase() + l.slice(1) : l)).join("; ");
  return {
    intent: "price",
    reply: `In ${area.name}, ${area.state_name}${when}: ${said}. Asking prices, not final ones: use them as a guide.`,
    actions,
    answered: true,
  };
}
