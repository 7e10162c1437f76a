/**
 * Shared set-up of the admin moderation tests (listings, reports, duplicate flags): a state of the file's own, a
 * signed-in moderator, and listings, pictures, reports and flags seeded straight in D1. Each test file calls
 * setUpModeration in its own beforeAll, since every file starts from an emptied database.
 */
import { eq } from "drizzle-orm";
import { call, db, makeUser, signIn, uniq } from "./helpers";
import {
  activityLogs,
  duplicateFlags,
  listingReports,
  properties,
  propertyMedia,
  states,
} from "../../worker/db/schema";
import { newId } from "../../worker/lib/crypto";

let stateId = 0;
let token = "";

/** Creates the state listings are seeded in and signs in a moderator (CAN_VIEW_LISTING); answers the state's id. */
export async function setUpModeration() {
  // States are reference data seeded outside the migrations; tests bring their own.
  stateId = 100_000 + Math.floor(Math.random() * 800_000);
  const tag = uniq();
  await db()
    .insert(states)
    .values({
      id: stateId,
      name: `Test State ${tag}`,
      slug: `test-state-${tag}`,
      capital: "Testville",
      lat: 6.5,
      lng: 3.4,
    })
    .run();
  const moderator = await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_VIEW_LISTING"] });
  token = (await signIn(moderator)).token;
  return { stateId };
}

/** A broker, not signed in (the tests act as the moderator). */
export const lister = () => makeUser({ accountType: "brokerage", subAccountType: "broker" });

/** A confirmed listing in the file's state, straight in D1; answers its row. */
export async function seedListing(ownerId: string, over: Partial<typeof properties.$inferInsert> = {}) {
  const id = newId();
  const tag = uniq();
  const now = Date.now();
  const row = {
    id,
    slug: `flat-${tag}`,
    ownerId,
    title: `Two bedroom flat ${tag}`,
    description: "A bright two bedroom flat close to the expressway.",
    listingType: "rent",
    categoryId: 1,
    typeId: 1,
    priceKobo: 2_500_000_00,
    pricePeriod: "per_year",
    address: "12 Admiralty Way, Lekki",
    stateId,
    bedrooms: 2,
    confirmedAt: now,
    createdAt: now,
    updatedAt: now,
    ...over,
  };
  await db().insert(properties).values(row).run();
  return row;
}

/** `n` ready pictures on a listing; the second one is primary. */
export async function seedMedia(propertyId: string, ownerId: string, n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    id: newId(),
    ownerId,
    propertyId,
    originalKey: `listings/${propertyId}/${i}.webp`,
    thumbKey: `listings/${propertyId}/${i}-md.webp`,
    isPrimary: i === 1,
    position: i,
    status: "ready" as const,
    createdAt: Date.now(),
  }));
  await db().insert(propertyMedia).values(rows).run();
  return rows;
}

/** An open report on a listing (anonymous unless `over` names the reporter). */
export async function seedReport(propertyId: string, over: Partial<typeof listingReports.$inferInsert> = {}) {
  const row = {
    id: newId(),
    propertyId,
    reason: "fee_scam",
    details: "Asked for ₦20,000 before inspection.",
    createdAt: Date.now(),
    ...over,
  };
  await db().insert(listingReports).values(row).run();
  return row;
}

/** A duplicate flag between two listings; the first is marked flagged, as the photo check marks it. */
export async function seedFlag(
  propertyId: string,
  otherPropertyId: string,
  over: Partial<typeof duplicateFlags.$inferInsert> = {},
) {
  const row = { id: newId(), propertyId, otherPropertyId, distance: 3, createdAt: Date.now(), ...over };
  await db().insert(duplicateFlags).values(row).run();
  await db().update(properties).set({ flaggedDuplicate: true }).where(eq(properties.id, propertyId)).run();
  return row;
}

/** The activity log entries about one target. */
export const activityFor = (targetId: string) =>
  db().select().from(activityLogs).where(eq(activityLogs.targetId, targetId)).all();
export const listing = (id: string) => db().select().from(properties).where(eq(properties.id, id)).get();
/** The admin listings API, called as the moderator. */
export const post = (path: string, body?: unknown) => call("POST", `/admin/api/listings${path}`, { token, body });
export const get = (path: string) => call("GET", `/admin/api/listings${path}`, { token });
