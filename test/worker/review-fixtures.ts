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
 * A test-only stay: the two granted interactions a stays service writes at checkout (eligibility.ts,
 * EXTENSION POINT stay): the guest reviews the listing, the host reviews the guest, blind, one pair key.
 */
export async function finishedStay(guestId: string, hostId: string, propertyId: string) {
  const booking = `test-stay-${uniq()}`;
  const pairKey = `stay:${booking}`;
  const now = Date.now();
  await env.DB.batch([
    env.DB.prepare("INSERT INTO review_interactions (id, kind, subject_type, subject_id, reviewer_id, reviewee_id, pair_key, blind, occurred_at) VALUES (?, 'stay', 'property', ?, ?, ?, ?, 1, ?)").bind(
      `${pairKey}:guest`, propertyId, guestId, hostId, pairKey, now,
    ),
    env.DB.prepare("INSERT INTO review_interactions (id, kind, subject_type, subject_id, reviewer_id, reviewee_id, pair_key, blind, occurred_at) VALUES (?, 'stay', 'guest', ?, ?, ?, ?, 1, ?)").bind(
      `${pairKey}:host`, guestId, hostId, guestId, pairKey, now,
    ),
  ]);
  return { guestInteraction: `${pairKey}:guest`, hostInteraction: `${pairKey}:host`, pairKey };
}

/** An agent with a listing, a seeker, and a completed inspection between them. */
export async function inspected(over: Parameters<typeof agentWithListing>[0] = {}) {
  const { agent, listing } = await agentWithListing(over);
  const seeker = await person({ firstName: "Amaka", lastName: "Obi" });
  const booking = await completedInspection(seeker.id, agent.id, listing.id);
  return { agent, listing, seeker, booking };
}

export const reviewAgent = (p: Person, agentId: string, body: Record<string, unknown>) => call("POST", `/v1/secure/agent/review/${agentId}`, { token: p.token, body });
export const reviewProperty = (p: Person, propertyId: string, body: Record<string, unknown>) => call("POST", `/v1/secure/property/review/${propertyId}`, { token: p.token, body });

export async function expectCreated(res: { status: number; json: any }) {
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data as { id: string; status: string; verifiedLabel: string; ratingLabel: string };
}
