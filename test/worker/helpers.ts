import { exports } from "cloudflare:workers";
import { env } from "cloudflare:workers";
import { createDb } from "../../worker/db/client";
import { Secret, TOTP } from "otpauth";
import { properties, rolePermissions, roles, staffRecoveryCodes, states, users } from "../../worker/db/schema";
import { hashPassword, newId, sha256Hex } from "../../worker/lib/crypto";
import { mustEnrolTwoFactor } from "../../worker/contracts/permissions";
import type { AuthUser } from "../../worker/contracts/auth";
import type { LISTING_STATUSES } from "../../worker/contracts/listing-rules";
import { sandboxInbox } from "../../worker/integrations/email/local";
import { contractViolation } from "./contract-check";

export const BASE = "http://localhost";
export const db = () => createDb(env.DB);

let ipCounter = 0;
/** Each test gets its own client IP so brute-force limits of one test never leak into another. */
export const freshIp = () =>
  `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}-${crypto.randomUUID().slice(0, 6)}`;

export async function call(
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; raw?: string; headers?: Record<string, string>; ip?: string } = {},
) {
  const headers: Record<string, string> = {
    accept: "application/json",
    "cf-connecting-ip": opts.ip ?? "203.0.113.9",
    ...opts.headers,
  };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.raw !== undefined) {
    body = opts.raw;
    headers["content-type"] ??= "application/json";
  } else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers["content-type"] = "application/json";
  }
  // Redirects are answers to check, not to follow (a client sees the 302 first).
  const res = await exports.default.fetch(new Request(BASE + path, { method, headers, body, redirect: "manual" }));
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  const violation = await contractViolation(method, path, res.status, res.headers.get("content-type"), json);
  // Every answer a test receives is checked against the published document (see contract-check.ts).
  if (violation) throw new Error(`[contract] ${violation}`);
  return { status: res.status, json, headers: res.headers };
}

export const uniq = () => crypto.randomUUID().replace(/-/g, "").slice(0, 10);

/** The authenticator secret of every test admin enrolled by makeUser (two-factor is mandatory for some, see below). */
export const TEST_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
export const totpCode = (at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(TEST_TOTP_SECRET), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: at,
  });

/**
 * Creates a user straight in D1 (fast path for tests that are not about registration). Super admins and staff
 * who can create staff must use two-factor sign-in: they come enrolled (TEST_TOTP_SECRET) unless the test
 * passes `totpEnabledAt: null` to meet one who has not enrolled yet.
 */
export async function makeUser(over: Partial<typeof users.$inferInsert> & { permissions?: string[] } = {}) {
  const id = newId();
  const tag = uniq();
  const password = "secret123";
  let roleId: string | null = null;
  if (over.permissions) {
    roleId = newId();
    await db()
      .insert(roles)
      .values({ id: roleId, name: `role-${tag}` })
      .run();
    if (over.permissions.length)
      await db()
        .insert(rolePermissions)
        .values(over.permissions.map((permission) => ({ roleId: roleId!, permission })))
        .run();
  }
  const { permissions: _p, ...rest } = over;
  const row = {
    id,
    firstName: "Test",
    lastName: "User",
    email: `user-${tag}@example.ng`,
    username: `user_${tag}`,
    passwordHash: await hashPassword(password, 1000),
    accountType: "standard",
    createdAt: Date.now(),
    updatedAt: Date.now(),
    roleId,
    ...(mustEnrolTwoFactor({
      accountType: rest.accountType ?? "standard",
      adminAccess: !!rest.adminAccess,
      permissions: rest.accountType === "super_admin" ? ["CAN_CREATE_STAFF"] : (over.permissions ?? []),
    })
      ? { totpSecret: TEST_TOTP_SECRET, totpEnabledAt: Date.now() }
      : {}),
    ...rest,
  };
  await db().insert(users).values(row).run();
  return { ...row, password };
}

/**
 * Signs in through the API. An admin enrolled in two-factor sends the current code; a code is single-use per
 * 30 s step, so a second sign-in within the step spends a fresh recovery code instead (both are real paths).
 */
export async function signIn(user: {
  id?: string;
  username: string;
  password: string;
  adminAccess?: boolean | null;
  totpEnabledAt?: number | null;
}) {
  const path = user.adminAccess ? "/admin/api/login_check" : "/v1/login_check";
  const body: Record<string, unknown> = { username: user.username, password: user.password };
  if (user.adminAccess && user.totpEnabledAt) body.otp = totpCode();
  let res = await call("POST", path, { body, ip: freshIp() });
  if (res.status === 401 && user.adminAccess && user.totpEnabledAt && user.id) {
    body.otp = await freshRecoveryCode(user.id);
    res = await call("POST", path, { body, ip: freshIp() });
  }
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json as { token: string; user: AuthUser };
}

/** Stores one more recovery code for an enrolled admin and answers it (the hash is the service's own scheme). */
export async function freshRecoveryCode(userId: string) {
  const code = uniq().slice(0, 8).toLowerCase();
  await db()
    .insert(staffRecoveryCodes)
    .values({ id: newId(), userId, codeHash: await sha256Hex(`${userId}:${code}`), createdAt: Date.now() })
    .run();
  return code;
}

/**
 * The token in the newest `template` mail delivered to `to` by the local email sandbox (live link included;
 * the outbox in D1 only keeps redacted copies).
 */
export function tokenMailedTo(to: string, template: string) {
  const mail = sandboxInbox(to, template).at(-1);
  const m = mail && /token=([A-Za-z0-9_%-]+)/.exec(mail.text);
  return m ? decodeURIComponent(m[1]!) : null;
}

/**
 * Seeds a confirmed listing straight in D1 (for tests about what happens to a listing, not about creating one);
 * `over` changes any column (locality, kind, freshness, ...).
 */
export async function seedListing(
  ownerId: string,
  stateId: number,
  status: (typeof LISTING_STATUSES)[number] = "active",
  over: Partial<typeof properties.$inferInsert> = {},
) {
  const id = newId();
  await db()
    .insert(properties)
    .values({
      id,
      slug: `flat-${uniq()}`,
      ownerId,
      title: "Two bedroom flat",
      description: "A flat",
      listingType: "rent",
      categoryId: 2,
      typeId: 8,
      priceKobo: 1_000_000_00,
      pricePeriod: "per_year",
      address: "1 Allen Avenue",
      stateId,
      status,
      confirmedAt: Date.now(),
      createdAt: Date.now(),
      updatedAt: Date.now(),
      ...over,
    })
    .run();
  return id;
}

/**
 * A state of a test's own, for a place hierarchy built under it: inserts the state (named `stateLabel` and a unique
 * slug) and returns the row of one of its localities, `loc(id, i, kind, parentId)`, named `placeLabel i`. Insert
 * parents first: a locality's parent_id is checked row by row.
 */
export async function testPlaceState(stateId: number, stateLabel: string, placeLabel: string) {
  const slug = `${stateLabel.toLowerCase()}-${uniq()}`;
  await db()
    .insert(states)
    .values({ id: stateId, name: `${stateLabel} ${slug}`, slug, capital: "C", lat: 9, lng: 7 })
    .run();
  return (id: number, i: number, kind: "region" | "area" | "neighbourhood", parentId: number | null) => ({
    id,
    stateId,
    name: `${placeLabel} ${i} ${slug}`,
    slug: `${placeLabel.toLowerCase()}-${i}-${slug}`,
    lat: 9,
    lng: 7,
    kind,
    parentId,
  });
}
