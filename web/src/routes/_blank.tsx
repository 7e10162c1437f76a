import { createFileRoute } from "@tanstack/react-router";
import { BlankLayout } from "../features/layout/blank-layout";

/** Blank layout, drawn by the browser: password recovery (its links carry a token, nothing to index). */
export const Route = createFileRoute("/_blank")({ component: BlankLayout });
