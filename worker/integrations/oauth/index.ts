import { facebook } from "./facebook";
import { google } from "./google";
import { notInThisBuild } from "../../lib/env-check";
import * as local from "./sandbox";
import type { OAuthProvider, OAuthProviderId } from "./types";

export const oauthProviders: Record<OAuthProviderId, OAuthProvider> = { google, facebook };

export * from "./types";
export { isSandboxCode } from "./sandbox";

/**
 * The sandbox sign-in (a page where anyone types a name and email) exists only in builds with the local adapters
 * (`__LOCAL_ADAPTERS__`, wrangler.toml): the production build answers "not available" and does not carry the page.
 */
const absent = notInThisBuild("The sandbox sign-in");
export const sandboxAllowed: typeof local.sandboxAllowed = __LOCAL_ADAPTERS__ ? local.sandboxAllowed : () => false;
export const encodeSandboxCode: typeof local.encodeSandboxCode = __LOCAL_ADAPTERS__ ? local.encodeSandboxCode : absent;
export const sandboxProfile: typeof local.sandboxProfile = __LOCAL_ADAPTERS__ ? local.sandboxProfile : absent;
export const validateSandboxForm: typeof local.validateSandboxForm = __LOCAL_ADAPTERS__
  ? local.validateSandboxForm
  : absent;
export const renderSandboxPage: typeof local.renderSandboxPage = __LOCAL_ADAPTERS__ ? local.renderSandboxPage : absent;
