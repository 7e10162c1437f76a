/** The platform domain's public surface: what routes, jobs, rooms and tests use. Services inside import the files directly. */
export { sendEmail, templates } from "./email";
export { claimIdempotencyKey, pruneIdempotencyKeys, releaseIdempotencyKey, storeIdempotentAnswer } from "./idempotency";
export { normalizeNgPhone, sendSms } from "./sms";
