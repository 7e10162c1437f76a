// The assistant parser's table: phrasings and the filters each must give, at the sets' clock (values.mjs NOW).
// `pidgin: true` marks the Pidgin and misspelt ones. Tuned against; the held-out set (held-out.mjs) is not.
import { EXTRAS } from "./table-extras.mjs";
import { LANGUAGE } from "./table-language.mjs";
import { SLOTS } from "./table-slots.mjs";

export { NOW } from "./values.mjs";
export const TABLE = [...SLOTS, ...EXTRAS, ...LANGUAGE];
