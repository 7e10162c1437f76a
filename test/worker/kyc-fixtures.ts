import { call, makeUser, signIn } from "./helpers";
import { JPEG, PNG, put } from "./listings-fixtures";

export { JPEG, PNG, put };

export async function member(accountType = "brokerage") {
  const user = await makeUser({ accountType, subAccountType: accountType === "brokerage" ? "broker" : null });
  const { token } = await signIn(user);
  return { user, token };
}

export async function reviewer(permissions: string[] = ["CAN_VERIFY_KYC"]) {
  const staff = await makeUser({ accountType: "staff", adminAccess: true, permissions });
  const { token } = await signIn(staff);
  return { staff, token };
}

/** Ticket + PUT; resolves to the stored key. */
export async function uploadKyc(
  token: string,
  kind: "document" | "selfie",
  bytes: Uint8Array = kind === "document" ? PNG : JPEG,
) {
  const contentType = bytes === PNG ? "image/png" : "image/jpeg";
  const ticket = await call("POST", "/v1/secure/kyc/uploads", {
    token,
    body: { kind, contentType, sizeBytes: bytes.byteLength },
  });
  if (ticket.status !== 201) throw new Error(`ticket failed: ${ticket.status} ${JSON.stringify(ticket.json)}`);
  const stored = await put(ticket.json.uploadUrl, bytes);
  if (stored.status !== 200) throw new Error(`upload failed: ${stored.status} ${JSON.stringify(stored.json)}`);
  return ticket.json.key as string;
}

export async function submit(token: string, over: Record<string, unknown> = {}) {
  const documentKey = await uploadKyc(token, "document");
  const selfieKey = await uploadKyc(token, "selfie");
  return call("POST", "/v1/secure/kyc", {
    token,
    body: { idType: "nin", idNumber: "123 4567 8901", documentKey, selfieKey, ...over },
  });
}
