import { z } from "../../lib/openapi";
import { pageOf, propertyCard, propertyDetail } from "../../contracts/listings";
export { cardList, message } from "../../contracts/listings";

/** Path and query pieces shared by the listings routers. */
export const idParam = z.object({ id: z.string().trim().min(1).max(120) });
export const idOrSlugParam = z.object({ idOrSlug: z.string().trim().min(1).max(160) });

export const paging = (perPage: number) => ({
  page: z.coerce.number().int().min(1, "page starts at 1").max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(perPage),
});

/** `?p[]=a&p[]=b` (or `?p=a`) as a list: one value arrives as a string, several as an array. */
export const list = (max: number) =>
  z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.string().trim().min(1).max(120)).max(max, `Send at most ${max} values.`));

export const cardPage = pageOf(propertyCard).openapi("PropertyCardPage");
export const detailPage = pageOf(propertyDetail).openapi("PropertyDetailPage");
