import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { formatNaira } from "@contracts/naira";
import { PROJECT_STATUSES, PROJECT_STATUS_LABELS, type ProjectStatus } from "@contracts/project-rules";
import { Badge } from "../../components/ui/badge";
import { CardImage } from "../listings/listing-card";
import { allProjectsQuery, type ProjectCardData } from "./api";

/** A project as a card (search, home, developer's other projects). */
export function ProjectCard({ project }: { project: ProjectCardData }) {
  return (
    <article className="overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-card">
      <Link to="/properties/project/$id" params={{ id: project.id }} className="block focus-visible:outline-2">
        <CardImage media={project.image ? [project.image] : []} alt={project.name} />
        <div className="flex flex-col gap-1.5 p-4">
          <div className="flex items-center gap-2">
            <Badge variant={project.status === "completed" ? "success" : "neutral"}>
              {PROJECT_STATUS_LABELS[project.status]}
            </Badge>
            {!project.listed && <Badge variant="warning">Delisted</Badge>}
          </div>
          <h3 className="text-lg font-semibold text-ink-900">{project.name}</h3>
          <p className="text-sm text-ink-600">
            {[project.locality?.name, project.state.name].filter(Boolean).join(", ")}
          </p>
          <p className="font-semibold text-brand-700">
            {project.fromPriceKobo !== null ? `From ${formatNaira(project.fromPriceKobo)}` : "Prices on request"}
          </p>
          <p className="text-sm text-ink-600">
            {project.unitsAvailable > 0
              ? `${project.unitsAvailable} unit${project.unitsAvailable === 1 ? "" : "s"} available`
              : "Sold out"}{" "}
            · {project.depositPercent}% deposit
          </p>
          <p className="text-xs text-ink-500">by {project.developer.name}</p>
        </div>
      </Link>
    </article>
  );
}

/** "New developments": listed projects as cards (home page and /properties). Hidden while there are none. */
export default function ProjectsSection({
  title = "New developments",
  perPage = 3,
  state,
}: {
  title?: string;
  perPage?: number;
  state?: number;
}) {
  // SPEC §3's project type: which stage of project to show (off-plan, under construction, completed), or all.
  const [projectType, setProjectType] = useState<ProjectStatus | undefined>(undefined);
  const filter = { ...(state ? { state } : {}), ...(projectType ? { status: projectType } : {}) };
  const q = useQuery({ ...allProjectsQuery({ page: 1, perPage, ...filter }), placeholderData: keepPreviousData });
  // Nothing listed at all (no type chosen): no section. A chosen type with none keeps the chips, to choose again.
  if (!q.data || (q.data.data.length === 0 && !projectType)) return null;
  return (
    <section className="mx-auto max-w-7xl px-4 pt-12" aria-labelledby="projects-title">
      <h2 id="projects-title" className="text-2xl font-semibold text-ink-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        Estates and off-plan homes from verified developers, with payment plans.
      </p>
      <div role="group" aria-label="Project type" className="mt-3 flex flex-wrap gap-2">
        {[undefined, ...PROJECT_STATUSES].map((t) => (
          <button
            key={t ?? "all"}
            type="button"
            aria-pressed={projectType === t}
            onClick={() => setProjectType(t)}
            className="rounded-full border border-ink-300 px-3 py-1 text-sm text-ink-700 hover:bg-ink-100 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
          >
            {t ? PROJECT_STATUS_LABELS[t] : "All projects"}
          </button>
        ))}
      </div>
      {q.data.data.length === 0 ? (
        <p className="mt-4 text-sm text-ink-600" role="status">
          No {PROJECT_STATUS_LABELS[projectType!].toLowerCase()} projects here yet.
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {q.data.data.map((p) => (
            <li key={p.id}>
              <ProjectCard project={p} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
