import { z } from "../lib/openapi";
import { pageOf, propertyCard, propertyDetail } from "../contracts/listings";
import { BOOKING_TABS } from "../contracts/bookings";
export { cardList, message } from "../contracts/listings";

/** Path and query pieces shared by the routers of every domain (ids, paging, card pages, messages). */
export const idParam = z.object({ id: z.string().trim().min(1).max(120) });
/** A record's id and the id of one of its parts (a photo, a room, a video link): `…/{id}/…/{child}`. */
export const childParams = <const K extends string>(child: K) => {
  const id = z.string().trim().min(1).max(120);
  return z.object({ id, [child]: id } as { id: typeof id } & Record<K, typeof id>);
};
export const idOrSlugParam = z.object({ idOrSlug: z.string().trim().min(1).max(160) });

export const paging = (perPage: number) => ({
  page: z.coerce.number().int().min(1, "page starts at 1").max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(perPage),
});

/** A person's bookings (inspections, short stays): a page sorted by date, one tab; each product adds its roles. */
export const bookingListQuery = (perPage: number) =>
  z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    perPage: z.coerce.number().int().min(1).max(50).default(perPage),
    sorting: z.enum(["asc", "desc"]).default("asc"),
    tab: z.enum(BOOKING_TABS).default("upcoming"),
  });

/** `?p[]=a&p[]=b` (or `?p=a`) as a list: one value arrives as a string, several as an array. */
export const list = (max: number) =>
  z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.string().trim().min(1).max(120)).max(max, `Send at most ${max} values.`),
  );

export const cardPage = pageOf(propertyCard).openapi("PropertyCardPage");
/** A card page that can be followed by keyset: pass `nextCursor` back as `cursor`. */
export const cursorCardPage = pageOf(propertyCard)
  .extend({
    nextCursor: z
      .string()
      .nullable()
      .openapi({
        description: __API_DOCS__
          ? "Pass as `cursor` to read the next page by keyset (no OFFSET); null on the last page."
          : "",
      }),
  })
  .openapi("PropertyCardCursorPage");
export const cursorParam = z
  .string()
  .trim()
  .max(400)
  .optional()
  .openapi({
    description: __API_DOCS__ ? "The previous page's nextCursor: reads the next page by keyset instead of OFFSET." : "",
  });
export const detailPage = pageOf(propertyDetail).openapi("PropertyDetailPage");
