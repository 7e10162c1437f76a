import { ButtonAnchor } from "../../components/ui/text-link";
import { safeRedirect } from "./redirects";
import { pendingReturnPath } from "./return-to";

/** The words for /login?error=social&reason=… (reason keys come from worker/services/oauth.ts). */
const SOCIAL_ERRORS: Record<string, string> = {
  cancelled: "Social sign-in was cancelled. You can try again or use your password.",
  expired: "That sign-in link has expired. Please try again.",
  failed: "We couldn't complete the sign-in with that provider. Please try again later.",
  admin: "You need to login with the admin url",
  disabled: "This account has been deactivated. Contact support.",
  email_in_use: "An account with this email already exists. Sign in with your password, then try again.",
  no_email: "The provider did not share an email address. Please allow email access or register with your email.",
  unavailable: "This sign-in option is not available right now. Please use your email and password.",
  busy: "Too many sign-in attempts. Please wait a few minutes and try again.",
};

export function socialErrorMessage(reason: string | undefined) {
  return SOCIAL_ERRORS[reason ?? ""] ?? SOCIAL_ERRORS.failed!;
}

/** Where to come back to: the explicit redirect, else the page the person is on (not home, login or register). */
function returnPath(redirect?: string) {
  const explicit = safeRedirect(redirect);
  if (explicit) return explicit;
  if (typeof window === "undefined") return null;
  // A prompt's page, when the visitor went on to /register (or /login) from it.
  const asked = pendingReturnPath();
  if (asked) return asked;
  const here = window.location.pathname + window.location.search;
  return here === "/" || here.startsWith("/login") || here.startsWith("/register") ? null : here;
}

function href(provider: "google" | "facebook", redirect?: string) {
  const back = returnPath(redirect);
  return `/v1/auth/${provider}${back ? `?redirect=${encodeURIComponent(back)}` : ""}`;
}

const GoogleMark = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
    <path
      fill="#4285F4"
      d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.2 3.5-8.8z"
    />
    <path
      fill="#34A853"
      d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
    />
    <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8z" />
    <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9z" />
  </svg>
);

const FacebookMark = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
    <path
      fill="#1877F2"
      d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
    />
  </svg>
);

/** SPEC.md §4 login by redirect: a full-page trip to the provider, back to /dashboard?token=…. */
export function SocialButtons({ redirect }: { redirect?: string }) {
  return (
    <div>
      <div className="flex items-center gap-3 text-xs text-ink-500" aria-hidden="true">
        <span className="h-px flex-1 bg-ink-200" />
        or
        <span className="h-px flex-1 bg-ink-200" />
      </div>
      <div className="mt-4 grid gap-2">
        <ButtonAnchor href={href("google", redirect)} variant="outline" className="w-full">
          <GoogleMark />
          Continue with Google
        </ButtonAnchor>
        <ButtonAnchor href={href("facebook", redirect)} variant="outline" className="w-full">
          <FacebookMark />
          Continue with Facebook
        </ButtonAnchor>
      </div>
    </div>
  );
}
