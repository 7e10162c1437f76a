import { createFileRoute } from "@tanstack/react-router";
import { requireDeveloper } from "../../../../features/projects/access";
import { MyProjects } from "../../../../features/projects/my-projects";
import { optString } from "../../../../lib/search";

export const Route = createFileRoute("/_dashboard/dashboard/project/my-projects")({
  // plan: SPEC.md §2 "My" menu items carry the active plan id.
  validateSearch: (s: Record<string, unknown>): { plan?: string } => ({ plan: optString(s.plan) }),
  beforeLoad: requireDeveloper,
  head: () => ({ meta: [{ title: "My projects · PropertyNG" }] }),
  component: MyProjects,
});
