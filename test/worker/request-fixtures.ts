import { db, makeUser, signIn, uniq } from "./helpers";
import { localities, states, subscriptionPlans, subscriptions } from "../../worker/db/schema";
import { newId } from "../../worker/lib/crypto";

/** Property requests' fixtures: a place to ask in, a standard account's request, a lister on a plan. */

/** A brokerage on a plan with `quota` contact views this period. */
export async function listerWithQuota(quota: number, accountType = "brokerage") {
  const user = await makeUser({
    accountType,
    subAccountType: accountType === "brokerage" ? "broker" : null,
    phone: "+2348010000000",
  });
  const planId = `plan-${uniq()}`;
  const now = Date.now();
  await db()
    .insert(subscriptionPlans)
    .values({
      id: planId,
      role: accountType,
      name: "Test",
      monthlyPriceKobo: 1,
      yearlyPriceKobo: 1,
      viewingQuota: quota,
      createdAt: now,
      updatedAt: now,
    })
    .run();
  await db()
    .insert(subscriptions)
    .values({
      id: newId(),
      userId: user.id,
      planId,
      interval: "monthly",
      status: "active",
      priceKobo: 1,
      startsAt: now - 1000,
      endsAt: now + 30 * 86_400_000,
      createdAt: now,
      updatedAt: now,
    })
    .run();
  return { user, token: (await signIn(user)).token };
}

/** A fresh state with one locality (Yaba), so a test's requests are the only ones there. */
export async function requestPlace() {
  const stateId = 100_000 + Math.floor(Math.random() * 800_000);
  const localityId = stateId + 3;
  const tag = uniq();
  await db()
    .insert(states)
    .values({ id: stateId, name: `State ${tag}`, slug: `state-${tag}`, capital: "C", lat: 6.5, lng: 3.4 })
    .run();
  await db()
    .insert(localities)
    .values({ id: localityId, stateId, name: "Yaba", slug: `yaba-${tag}`, lat: 6.5, lng: 3.38 })
    .run();
  return { stateId, localityId };
}

/** A rent request for a 3-bedroom home in the place, with `over` changed. */
export const requestBody = (place: { stateId: number; localityId: number }, over: Record<string, unknown> = {}) => ({
  intent: "rent",
  stateId: place.stateId,
  localityId: place.localityId,
  typeId: 8,
  bedrooms: 3,
  budgetKobo: 4_000_000_00,
  moveInDate: "2027-01-15",
  notes: "Near a good school.",
  ...over,
});
