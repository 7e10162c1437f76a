import { z } from "zod";

/** A numbered page of a list: the items, where it is, and whether another page follows. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), page: z.number(), perPage: z.number(), hasMore: z.boolean() });
