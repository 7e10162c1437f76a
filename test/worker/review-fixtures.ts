import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { newId } from "../../worker/lib/crypto";
import { call, uniq } from "./helpers";
import { agentWithListing, person, type Person } from "./messaging-fixtures";

/** A completed inspection (the agent entered the code) written straight to D1: the interaction a review rests on. */
export async function completedInspection(seekerId: string, agentId: string, propertyId: string, status = "completed") {
  const id = newId();
  const now = Date.now();
  await env.DB.prepare(
    `INSERT INTO inspection_bookings (id, property_id, seeker_id, agent_id, slot_start, status, fee_kobo, commission_bps, pay_with, code, initiated_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 500000, 1000, 'wallet', '123456', ?, ?, ?)`,
  )
    .bind(id, propertyId, seekerId, agentId, now - 3600_000 - Math.floor(Math.random() * 1e9), status, now, now, now)
    .run();
  return id;
}

/**
 * A completed stay written straight to D1 (eligibility.ts: the guest reviews the listing, the host reviews the
 * guest, blind, pair key `stay:<bookingId>`). test/worker/reviews-stays.test.ts goes through the real lifecycle.
 */
export async function finishedStay(guestId: string, hostId: string, propertyId: string, status = "completed") {
  const booking = `stay_test${uniq()}`;
  const now = Date.now();
  await env.DB.prepare(
    `INSERT INTO stay_bookings (id, property_id, guest_id, host_id, check_in, check_out, nights, guests, nightly_price_kobo, nights_kobo, cleaning_fee_kobo, caution_kobo, total_kobo, commission_bps, policy, check_in_at, check_out_at, status, pay_with, payout_status, deposit_status, created_at, updated_at)
     VALUES (?, ?, ?, ?, '2026-01-01', '2026-01-03', 2, 1, 100, 200, 0, 0, 200, 1000, 'moderate', ?, ?, ?, 'wallet', 'paid', 'returned', ?, ?)`,
  )
    .bind(booking, propertyId, guestId, hostId, now - 3 * 86400_000, now - 86400_000, status, now, now)
    .run();
  return { guestInteraction: booking, hostInteraction: booking, pairKey: `stay:${booking}`, booking };
}

/** An agent with a listing, a seeker, and a completed inspection between them. */
export async function inspected(over: Parameters<typeof agentWithListing>[0] = {}) {
  const { agent, listing } = await agentWithListing(over);
  const seeker = await person({ firstName: "Amaka", lastName: "Obi" });
  const booking = await completedInspection(seeker.id, agent.id, listing.id);
  return { agent, listing, seeker, booking };
}

export const reviewAgent = (p: Person, agentId: string, body: Record<string, unknown>) =>
  call("POST", `/v1/secure/agent/review/${agentId}`, { token: p.token, body });
export const reviewProperty = (p: Person, propertyId: string, body: Record<string, unknown>) =>
  call("POST", `/v1/secure/property/review/${propertyId}`, { token: p.token, body });

export async function expectCreated(res: { status: number; json: any }) {
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data as { id: string; status: string; verifiedLabel: string; ratingLabel: string };
}
