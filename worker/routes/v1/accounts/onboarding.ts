import { jsonRoute, router, z } from "../../../lib/openapi";
import { currentUser, requireAccountType } from "../../../lib/guards";
import {
  EXPERIENCE_BANDS,
  MAX_COMPANY_NAME,
  ONBOARDING_ACCOUNT_TYPES,
  ONBOARDING_MESSAGES,
  PROPERTY_INTENTS,
  SPECIALIZATIONS,
} from "../../../contracts/onboarding";
import { ONBOARDING_LISTER_TYPES } from "../../../contracts/constants";
import {
  getBrokerPreferences,
  getOnboarding,
  saveBrokerPreferences,
  saveOnboarding,
  skipOnboarding,
} from "../../../services/accounts";
import { userWithBody } from "../../steps";
const stateId = z.number().int().positive("Choose a state from the list.");

// Missing answers pass the schema on purpose: the service names them with SPEC.md §5's per-step rules.
const additionalInfo = z.object({
  companyName: z.string().trim().max(MAX_COMPANY_NAME).optional(),
  experience: z.enum(EXPERIENCE_BANDS).optional(),
  specializations: z.array(z.enum(SPECIALIZATIONS)).max(SPECIALIZATIONS.length).optional(),
});

const preferencesBody = z
  .object({
    based_state: stateId.nullish().transform((v) => v ?? null),
    property_type: z
      .enum(PROPERTY_INTENTS)
      .nullish()
      .transform((v) => v ?? null),
    listing_states: z.array(stateId).max(37).default([]),
    additional_info: additionalInfo.prefault({}),
  })
  .openapi("OnboardingPreferencesInput");

const preferences = z
  .object({
    based_state: z.number().nullable(),
    property_type: z.enum(PROPERTY_INTENTS).nullable(),
    listing_states: z.array(z.number()),
    additional_info: z.object({
      companyName: z.string().optional(),
      experience: z.enum(EXPERIENCE_BANDS).optional(),
      specializations: z.array(z.enum(SPECIALIZATIONS)).optional(),
    }),
  })
  .openapi("OnboardingPreferences");

const status = z
  .object({
    shouldShow: z.boolean(),
    status: z.enum(["completed", "skipped"]).nullable(),
    preferences: preferences.nullable(),
  })
  .openapi("OnboardingStatus");

const onboardingTypes = requireAccountType(...ONBOARDING_ACCOUNT_TYPES);
const brokerTypes = requireAccountType(...ONBOARDING_LISTER_TYPES);

const brokerPreferences = z
  .object({
    listingStates: z.array(z.number()),
    companyName: z.string().nullable(),
    experience: z.enum(EXPERIENCE_BANDS).nullable(),
    specializations: z.array(z.enum(SPECIALIZATIONS)),
  })
  .openapi("BrokerPreferences");
const brokerPreferencesInput = z
  .object({
    listingStates: z.array(stateId).min(1, ONBOARDING_MESSAGES.listingStatesRequired).max(37),
    companyName: z
      .string()
      .trim()
      .max(MAX_COMPANY_NAME)
      .nullish()
      .transform((v) => v || null),
    experience: z
      .enum(EXPERIENCE_BANDS)
      .nullish()
      .transform((v) => v ?? null),
    specializations: z.array(z.enum(SPECIALIZATIONS)).max(SPECIALIZATIONS.length).default([]),
  })
  .openapi("BrokerPreferencesInput");

export const onboardingRoutes = router()
  .openapi(jsonRoute({ method: "get", path: "/secure/user/onboarding", secure: true, response: status }), async (c) =>
    c.json(await getOnboarding(c.var.ctx, currentUser(c)), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/user/onboarding-preferences",
      secure: true,
      middleware: [onboardingTypes],
      body: preferencesBody,
      response: status,
    }),
    userWithBody(200, saveOnboarding),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/user/onboarding/skip",
      secure: true,
      middleware: [onboardingTypes],
      response: status,
    }),
    async (c) => c.json(await skipOnboarding(c.var.ctx, currentUser(c)), 200),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/user/broker-preferences",
      secure: true,
      middleware: [brokerTypes],
      response: brokerPreferences,
    }),
    async (c) => c.json(await getBrokerPreferences(c.var.ctx, currentUser(c)), 200),
  )
  .openapi(
    jsonRoute({
      method: "put",
      path: "/secure/user/broker-preferences",
      secure: true,
      middleware: [brokerTypes],
      body: brokerPreferencesInput,
      response: brokerPreferences,
    }),
    userWithBody(200, saveBrokerPreferences),
  );
