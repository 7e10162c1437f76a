import { eq, inArray, isNull } from "drizzle-orm";
import { states, userPreferences } from "../../db/schema";
import type { AuthUser } from "../../contracts/auth";
import {
  forFlow,
  ONBOARDING_MESSAGES,
  onboardingFlow,
  preferencesErrors,
  type AdditionalInfo,
  type OnboardingPreferences,
  type OnboardingStatus,
  type OnboardingStatusValue,
  type PropertyIntent,
} from "../../contracts/onboarding";
import type { ServiceCtx } from "../../lib/context";
import { ApiError, badRequest, fieldError } from "../../lib/errors";

type Row = typeof userPreferences.$inferSelect;

function parseJson<T>(raw: string, fallback: T): T {
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

function toPreferences(row: Row): OnboardingPreferences {
  return {
    based_state: row.basedStateId,
    property_type: (row.propertyType as PropertyIntent | null) ?? null,
    listing_states: parseJson<number[]>(row.listingStates, []),
    additional_info: parseJson<AdditionalInfo>(row.additionalInfo, {}),
  };
}

const readRow = (ctx: ServiceCtx, userId: string) =>
  ctx.db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).get();

/** shouldShow: a signed-in, non-admin seeker or broker/company who has neither completed nor skipped. */
export async function getOnboarding(ctx: ServiceCtx, user: AuthUser): Promise<OnboardingStatus> {
  const row = await readRow(ctx, user.id);
  const status = (row?.onboardingStatus as OnboardingStatusValue | null | undefined) ?? null;
  const eligible = !user.adminAccess && onboardingFlow(user.accountType) !== null;
  return { shouldShow: eligible && status === null, status, preferences: row ? toPreferences(row) : null };
}

function flowOf(user: AuthUser) {
  const flow = user.adminAccess ? null : onboardingFlow(user.accountType);
  if (!flow) throw new ApiError(403, ONBOARDING_MESSAGES.notForAccount);
  return flow;
}

async function assertStatesExist(ctx: ServiceCtx, p: OnboardingPreferences) {
  const ids = [...new Set([...(p.based_state ? [p.based_state] : []), ...p.listing_states])];
  if (ids.length === 0) return;
  const found = new Set(
    (await ctx.db.select({ id: states.id }).from(states).where(inArray(states.id, ids)).all()).map((s) => s.id),
  );
  if (p.based_state && !found.has(p.based_state)) throw fieldError("based_state", ONBOARDING_MESSAGES.unknownState);
  if (p.listing_states.some((id) => !found.has(id)))
    throw fieldError("listing_states", ONBOARDING_MESSAGES.unknownState);
}

/** Saves the answers and marks onboarding completed (again, if the user runs it a second time). */
export async function saveOnboarding(
  ctx: ServiceCtx,
  user: AuthUser,
  input: OnboardingPreferences,
): Promise<OnboardingStatus> {
  const flow = flowOf(user);
  const p = forFlow(flow, input);
  const errors = preferencesErrors(flow, p);
  if (errors.length) throw badRequest(errors.map((e) => e.message).join(" "), errors);
  await assertStatesExist(ctx, p);
  const values = {
    basedStateId: p.based_state,
    propertyType: p.property_type,
    listingStates: JSON.stringify(p.listing_states),
    additionalInfo: JSON.stringify(p.additional_info),
    onboardingStatus: "completed",
    updatedAt: ctx.now,
  };
  await ctx.db
    .insert(userPreferences)
    .values({ userId: user.id, createdAt: ctx.now, ...values })
    .onConflictDoUpdate({ target: userPreferences.userId, set: values })
    .run();
  return { shouldShow: false, status: "completed", preferences: p };
}

/** Skipping never downgrades a completed onboarding: the guard is in the UPDATE itself. */
export async function skipOnboarding(ctx: ServiceCtx, user: AuthUser): Promise<OnboardingStatus> {
  flowOf(user);
  await ctx.db
    .insert(userPreferences)
    .values({ userId: user.id, onboardingStatus: "skipped", createdAt: ctx.now, updatedAt: ctx.now })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { onboardingStatus: "skipped", updatedAt: ctx.now },
      setWhere: isNull(userPreferences.onboardingStatus),
    })
    .run();
  const row = await readRow(ctx, user.id);
  return {
    shouldShow: false,
    status: (row?.onboardingStatus as OnboardingStatusValue | null) ?? "skipped",
    preferences: row ? toPreferences(row) : null,
  };
}

export type BrokerPreferences = {
  listingStates: number[];
  companyName: string | null;
  experience: NonNullable<AdditionalInfo["experience"]> | null;
  specializations: NonNullable<AdditionalInfo["specializations"]>;
};

function toBroker(row: Row | undefined): BrokerPreferences {
  const p = row ? toPreferences(row) : null;
  const info = p?.additional_info ?? {};
  return {
    listingStates: p?.listing_states ?? [],
    companyName: info.companyName ?? null,
    experience: info.experience ?? null,
    specializations: info.specializations ?? [],
  };
}

/** SPEC §7 (User) broker preferences: the lister's onboarding step-2/3 answers, read on their own. */
export async function getBrokerPreferences(ctx: ServiceCtx, user: AuthUser): Promise<BrokerPreferences> {
  return toBroker(await readRow(ctx, user.id));
}

/**
 * Changes where a brokerage or company lists and its step-3 answers; the based state and the onboarding
 * status stay as they are (one upsert: a first save creates the row without marking onboarding done).
 */
export async function saveBrokerPreferences(
  ctx: ServiceCtx,
  user: AuthUser,
  input: BrokerPreferences,
): Promise<BrokerPreferences> {
  const ids = [...new Set(input.listingStates)];
  const found = await ctx.db.select({ id: states.id }).from(states).where(inArray(states.id, ids)).all();
  if (found.length !== ids.length) throw fieldError("listingStates", ONBOARDING_MESSAGES.unknownState);
  const info: AdditionalInfo = {
    ...(input.companyName ? { companyName: input.companyName } : {}),
    ...(input.experience ? { experience: input.experience } : {}),
    ...(input.specializations.length ? { specializations: [...new Set(input.specializations)] } : {}),
  };
  const values = { listingStates: JSON.stringify(ids), additionalInfo: JSON.stringify(info), updatedAt: ctx.now };
  await ctx.db
    .insert(userPreferences)
    .values({ userId: user.id, createdAt: ctx.now, ...values })
    .onConflictDoUpdate({ target: userPreferences.userId, set: values })
    .run();
  return toBroker(await readRow(ctx, user.id));
}
