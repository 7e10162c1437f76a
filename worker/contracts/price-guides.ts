// Worker-only; named with .openapi(), so z comes extended from here.
import { z } from "@hono/zod-openapi";
import { GUIDE_TYPES } from "./price-guide-rules";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = (field: string, what: string) =>
  z
    .string()
    .min(1, `${field}: name the ${what}.`)
    .max(80, `${field}: at most 80 characters.`)
    .regex(SLUG, `${field}: a ${what} slug, lower-case letters, digits and dashes (e.g. "yaba").`);

/** GET /v1/prices/guides/{state}/{area}: "lagos", "yaba". */
export const guideParams = z.object({
  state: slug("state", "state").openapi({ example: "lagos" }),
  area: slug("area", "area").openapi({ example: "yaba" }),
});

const place = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
const median = z
  .object({ medianKobo: z.number().int().nonnegative(), n: z.number().int().positive() })
  .nullable()
  .openapi({ description: "The median asking price (kobo; rents per year) and how many listings it was taken over." });

export const guideRow = z
  .object({
    listingType: z.enum(GUIDE_TYPES),
    /** property_categories id: 1 house, 2 flat, 3 land; 0 all homes (houses and flats). */
    categoryId: z.number().int(),
    /** 0 studio, 1–4, 5 for 5 or more; -1 with categoryId 0 (all homes); 0 for land. */
    bedrooms: z.number().int(),
    label: z.string(),
    medianKobo: z.number().int().nonnegative(),
    n: z.number().int().positive(),
    /** The matching search: /properties/{rent|sale}?state=…&locality=…&category=…&beds=…&maxBeds=… */
    searchHref: z.string(),
  })
  .openapi("PriceGuideRow");

export const priceGuide = z
  .object({
    state: place,
    area: place,
    /** Live listings the guide counts (rent and sale of houses, flats and land), as of refreshedAt. */
    listings: z.number().int().nonnegative(),
    /** When the medians were taken (epoch ms); null when the area has not been through a refresh yet. */
    refreshedAt: z.number().int().nullable(),
    rows: z.array(guideRow),
    trend: z.object({
      /** The 12 Lagos months, oldest first ("2026-03"). */
      months: z.array(z.string()),
      /** One series per row with any month's figure: the median of each month (null: none taken that month). */
      series: z.array(
        z.object({
          listingType: z.enum(GUIDE_TYPES),
          categoryId: z.number().int(),
          bedrooms: z.number().int(),
          points: z.array(
            z.object({ month: z.string(), medianKobo: z.number().int().nullable(), n: z.number().int() }),
          ),
        }),
      ),
    }),
  })
  .openapi("PriceGuide", {
    description:
      "An area's median asking prices by listing type, kind and bedrooms (rents per year; a monthly rent counts ×12), with the count behind each and a 12-month trend. Medians are aggregates a bounded cron step refreshes; the area takes in its neighbourhoods.",
  });
export type PriceGuide = z.infer<typeof priceGuide>;

export const priceGuideIndex = z
  .object({
    states: z.array(
      place.extend({
        areas: z.array(
          place.extend({
            listings: z.number().int().nonnegative(),
            rent: median,
            sale: median,
          }),
        ),
      }),
    ),
    /** The most recent refresh of any area (epoch ms), null before the first. */
    refreshedAt: z.number().int().nullable(),
  })
  .openapi("PriceGuideIndex", {
    description:
      "Every state with the areas that have a price guide (at least one live listing), and each area's all-homes medians.",
  });
export type PriceGuideIndex = z.infer<typeof priceGuideIndex>;
