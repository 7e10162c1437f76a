import { db } from "../helpers";
import { states } from "../../../worker/db/schema";
import type { Row } from "./types";

// States are seeded outside the migrations: the listing body below needs one to be valid.
const ROUTE_TABLE_STATE = 999_001;
await db()
  .insert(states)
  .values({
    id: ROUTE_TABLE_STATE,
    name: "Route Table State",
    slug: "route-table-state",
    capital: "Testville",
    lat: 6.5,
    lng: 3.4,
  })
  .onConflictDoNothing()
  .run();

const listers = ["brokerage", "company", "agent"];
/** A complete listing body in the state seeded above (also the PUT body in route-rows/listing-items.ts). */
export const routeTableListing = {
  title: "Two bedroom flat in Yaba",
  description: "A bright two bedroom flat near the university with steady water and a prepaid meter.",
  listingType: "rent",
  categoryId: 2,
  typeId: 8,
  priceKobo: 1_500_000_00,
  pricePeriod: "per_year",
  address: "3 Herbert Macaulay Way, Yaba",
  stateId: ROUTE_TABLE_STATE,
};
// A draft: publishing needs photos, which this table's callers do not have.
const listing = { status: "draft", ...routeTableListing };

/** Listings routes: collection-level secure routes. */
export const listingRows: Row[] = [
  {
    method: "POST",
    path: "/v1/secure/media/uploads",
    kind: "accountType",
    allowed: listers,
    body: { contentType: "image/jpeg", sizeBytes: 2048 },
    okStatus: 201,
  },
  { method: "POST", path: "/v1/secure/property", kind: "accountType", allowed: listers, body: listing, okStatus: 201 },
  { method: "GET", path: "/v1/secure/property/user/id", kind: "user" },
  { method: "GET", path: "/v1/secure/favorite/favorites", kind: "user" },
];
