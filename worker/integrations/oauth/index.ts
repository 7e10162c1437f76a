import { facebook } from "./facebook";
import { google } from "./google";
import type { OAuthProvider, OAuthProviderId } from "./types";

export const oauthProviders: Record<OAuthProviderId, OAuthProvider> = { google, facebook };

export * from "./types";
export {
  encodeSandboxCode,
  isSandboxCode,
  renderSandboxPage,
  sandboxAllowed,
  sandboxProfile,
  validateSandboxForm,
} from "./sandbox";
