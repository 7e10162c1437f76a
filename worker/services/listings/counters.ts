import type { SearchFilter } from "../../contracts/listings";
import type { ServiceCtx } from "../../lib/context";
import { recordListingView, recordSearch } from "../metrics";
import { slugify } from "./shared";

/** Counts a search for the admin dashboard (after the answer; never fails the search). */
export const countSearch = (ctx: ServiceCtx, f: SearchFilter) =>
  recordSearch(ctx, {
    localityId: f.localityId,
    localitySlug: f.locality ? slugify(f.locality) : null,
    stateId: f.stateId,
    stateSlug: f.state ? slugify(f.state) : null,
  });

export { recordListingView };
