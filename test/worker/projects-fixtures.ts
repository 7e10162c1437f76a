import { expect } from "vitest";
import { call, makeUser, signIn, tokenMailedTo } from "./helpers";
import { JPEG, WEBP, place, put } from "./listings-fixtures";
import type { CreateProjectInput, SubAccountRight } from "../../worker/contracts/projects";

/**
 * Shared set-up of the project tests: developers, a place, valid project input, sub accounts that really sign in.
 * Developers are verified (identity and company registration) unless a test says otherwise: only verified
 * developers take reservations.
 */
export async function developer(over: Parameters<typeof makeUser>[0] = {}) {
  const user = await makeUser({
    accountType: "developer",
    companyName: "Cityscape Test Developers",
    kycVerified: true,
    companyRegVerified: true,
    ...over,
  });
  const { token } = await signIn(user);
  return { user, token };
}

export function projectInput(
  where: { stateId: number; localityId?: number },
  over: Partial<CreateProjectInput> = {},
): CreateProjectInput {
  return {
    name: "Palm Court Estate",
    description: "Gated estate of terraces and duplexes with 24-hour power and security.",
    stateId: where.stateId,
    localityId: where.localityId ?? null,
    address: "Plot 12, Lekki-Epe Expressway",
    latitude: 6.45,
    longitude: 3.5,
    status: "off_plan",
    completionDate: "2028-06-30",
    titleDocuments: ["C of O"],
    amenities: ["Gym", "Swimming pool"],
    depositPercent: 30,
    instalments: 12,
    periodMonths: 12,
    properties: [
      { categoryId: 2, type: "3-bedroom terrace", bedrooms: 3, sizeSqm: 180, price: 45_000_000, unitsTotal: 10 },
      {
        categoryId: 4,
        type: "5-bedroom detached duplex",
        bedrooms: 5,
        sizeSqm: 400,
        price: 120_000_000,
        unitsTotal: 3,
      },
    ],
    mediaTokens: [],
    videoLinks: [],
    ...over,
  };
}

export async function newProject(token: string, over: Partial<CreateProjectInput> = {}) {
  const where = await place();
  const res = await call("POST", "/create-project", { token, body: projectInput(where, over) });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return { id: res.json.data.id as string, data: res.json.data, where };
}

/** A project photo through the listing pipeline: ticket → original → thumbnail. */
export async function projectPhoto(token: string) {
  const ticket = await call("POST", "/v1/secure/projects/media/uploads", {
    token,
    body: { contentType: "image/jpeg", sizeBytes: JPEG.byteLength, width: 1, height: 1 },
  });
  expect(ticket.status, JSON.stringify(ticket.json)).toBe(201);
  expect((await put(ticket.json.uploadUrl, JPEG)).status).toBe(200);
  expect((await put(ticket.json.thumbUploadUrl, WEBP)).json.status).toBe("ready");
  return ticket.json.token as string;
}

/** Invites a sub account, opens the emailed link, chooses a password and signs in. */
export async function subAccount(devToken: string, rights: SubAccountRight[]) {
  const email = `staff-${crypto.randomUUID().slice(0, 8)}@example.ng`;
  const res = await call("POST", "/v1/user/sub-developer-account", {
    token: devToken,
    body: { email, firstName: "Tunde", lastName: "Staff", rights },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const link = tokenMailedTo(email, "sub_developer_invite");
  expect(link).toBeTruthy();
  const set = await call("POST", "/v1/password/reset", { body: { token: link, password: "staffpass1" } });
  expect(set.status, JSON.stringify(set.json)).toBe(200);
  const { token } = await signIn({ username: res.json.data.username, password: "staffpass1" });
  return { id: res.json.data.id as string, username: res.json.data.username as string, token };
}
