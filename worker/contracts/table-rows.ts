import { z } from "zod";

/**
 * Refinements for row schemas derived from the Drizzle tables (drizzle-zod's createSelectSchema): it reads an integer
 * column as `integer` with safe-integer bounds, while the OpenAPI document has always typed epoch-ms times and counts
 * as `number`, and generated clients (the SPA's types, the apps' SDKs) declare what it says. A column refined with
 * this keeps `number`; its name, nullability and required-ness still come from the table.
 */
export const asNumber = () => z.number();
