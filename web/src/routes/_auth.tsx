import { createFileRoute } from "@tanstack/react-router";
import { BlankLayout } from "../features/layout/blank-layout";

/**
 * Sign-in and sign-up: the same bare layout as _blank, but rendered by the worker (worker/edge/public-pages.ts), so
 * the form is in the first HTML — a signed-out visit to a dashboard page lands here (web/index.html's gate) and
 * sees the form at once instead of an empty shell waiting for the app's JavaScript. The HTML is the same for
 * everyone (the session lives in the browser), so the edge cache may keep it.
 */
export const Route = createFileRoute("/_auth")({ component: BlankLayout });
