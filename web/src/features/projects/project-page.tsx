import { Link } from "@tanstack/react-router";
import { useSuspenseQuery } from "@tanstack/react-query";
import { formatNaira, groupDigits } from "@contracts/naira";
import { PROJECT_STATUS_LABELS } from "@contracts/project-rules";
import { Alert } from "../../components/ui/alert";
import { Badge } from "../../components/ui/badge";
import type { ButtonSize } from "../../components/ui/button";
import { ButtonAnchor, ButtonLink } from "../../components/ui/text-link";
import { Table } from "../../components/ui/table";
import { TitledSection } from "../../components/ui/titled-section";
import { MessageAgentButton } from "../messaging/message-agent";
import { ReviewsSection } from "../reviews/reviews-section";
import { projectQuery, type ProjectDetail } from "./api";
import { PlanCalculator } from "./plan-calculator";
import { ProjectCard } from "./project-card";
import { CoverPhoto } from "../listings/cover-photo";

type Media = ProjectDetail["propertyMedia"][number];

/** A photo in a 4:3 box: right-sized copies (`srcset`), lazy unless it is the first view's picture. */
function ProjectPhoto({
  m,
  alt,
  sizes,
  priority,
  className,
}: {
  m: Media;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <div className={`relative overflow-hidden rounded-xl bg-ink-100 ${className ?? ""}`}>
      <CoverPhoto media={m} alt={alt} sizes={sizes} priority={priority} maxWidth={1280} boxAspect={4 / 3} />
    </div>
  );
}

function Gallery({ project }: { project: ProjectDetail }) {
  const photos = project.propertyMedia;
  if (!photos.length)
    return (
      <div className="grid aspect-[16/7] place-items-center rounded-2xl bg-ink-100 text-ink-500">No photos yet</div>
    );
  return (
    <div className="grid gap-2 sm:grid-cols-4" aria-label="Photos">
      <ProjectPhoto
        m={photos[0]!}
        alt={project.name}
        sizes="(min-width: 1280px) 640px, (min-width: 640px) 50vw, 100vw"
        priority
        className="aspect-[4/3] sm:col-span-2 sm:row-span-2"
      />
      {photos.slice(1, 5).map((m, i) => (
        <ProjectPhoto
          key={m.id}
          m={m}
          alt={`${project.name}, photo ${i + 2}`}
          sizes="(min-width: 1280px) 320px, (min-width: 640px) 25vw, 100vw"
          className="aspect-[4/3]"
        />
      ))}
    </div>
  );
}

/** Reserve a unit type: for a visitor (not its developer) while units are left and the developer takes reservations. */
function ReserveLink({
  project,
  unit: u,
  size,
  className,
}: {
  project: ProjectDetail;
  unit: ProjectDetail["properties"][number];
  size: ButtonSize;
  className?: string;
}) {
  if (!(u.available > 0 && !project.canEdit && project.developer.reservationsOpen)) return null;
  return (
    <ButtonLink
      to="/project-booking/$id"
      params={{ id: project.id }}
      search={{ unit: u.id }}
      aria-label={`Reserve ${u.type}`}
      size={size}
      className={className}
    >
      Reserve
    </ButtonLink>
  );
}

function Units({ project }: { project: ProjectDetail }) {
  return (
    <TitledSection id="units-title" title="Unit types">
      {/* Phones: one card per unit type with a full-width Reserve (a 6-column table is ~600 px wide). */}
      <ul className="mt-3 flex flex-col gap-3 sm:hidden" aria-label="Unit types">
        {project.properties.map((u) => (
          <li key={u.id} className="rounded-xl border border-ink-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-ink-900">{u.type}</p>
                <p className="text-xs text-ink-500">{u.category}</p>
              </div>
              <p className="shrink-0 font-semibold text-ink-900">{formatNaira(u.priceKobo)}</p>
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-xs text-ink-500">Bedrooms</dt>
                <dd>{u.bedrooms || "—"}</dd>
              </div>
              <div>
                <dt className="text-xs text-ink-500">Size</dt>
                <dd>{u.sizeSqm ? `${groupDigits(u.sizeSqm, 3)} m²` : "—"}</dd>
              </div>
              <div>
                <dt className="text-xs text-ink-500">Available</dt>
                <dd>
                  {u.available > 0 ? `${u.available} of ${u.unitsTotal}` : <Badge variant="danger">Sold out</Badge>}
                </dd>
              </div>
            </dl>
            <ReserveLink project={project} unit={u} size="md" className="mt-3 w-full" />
          </li>
        ))}
      </ul>
      <Table
        className="mt-3 hidden rounded-xl border border-ink-200 bg-white sm:block"
        headClassName="bg-ink-50 text-ink-600"
        cellClassName="p-3"
        columns={["Type", "Bedrooms", "Size", "Price", "Available", { className: "p-3" }]}
      >
        <tbody>
          {project.properties.map((u) => (
            <tr key={u.id} className="border-t border-ink-100">
              <td className="p-3">
                <span className="font-medium">{u.type}</span>
                <br />
                <span className="text-xs text-ink-500">{u.category}</span>
              </td>
              <td className="p-3">{u.bedrooms || "—"}</td>
              <td className="p-3">{u.sizeSqm ? `${groupDigits(u.sizeSqm, 3)} m²` : "—"}</td>
              <td className="p-3 font-semibold">{formatNaira(u.priceKobo)}</td>
              <td className="p-3">
                {u.available > 0 ? `${u.available} of ${u.unitsTotal}` : <Badge variant="danger">Sold out</Badge>}
              </td>
              <td className="p-3 text-right">
                <ReserveLink project={project} unit={u} size="sm" />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <ReservationsClosed project={project} />
    </TitledSection>
  );
}

function Progress({ project }: { project: ProjectDetail }) {
  return (
    <TitledSection id="progress-title" title="Construction progress">
      {project.progress.length === 0 ? (
        <p className="mt-2 text-sm text-ink-600">The developer has not posted progress updates yet.</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-4 border-l-2 border-brand-200 pl-4">
          {project.progress.map((p) => (
            <li key={p.id}>
              <p className="text-sm font-semibold text-brand-700">
                <time dateTime={p.happenedOn}>
                  {new Date(`${p.happenedOn}T00:00:00Z`).toLocaleDateString("en-NG", {
                    day: "numeric",
                    month: "long",
                    year: "numeric",
                    timeZone: "UTC",
                  })}
                </time>
              </p>
              <p className="mt-1 text-ink-800">{p.body}</p>
              {p.media.length > 0 && (
                <div className="mt-2 grid grid-cols-3 gap-2">
                  {p.media.map((m) => (
                    <ProjectPhoto
                      key={m.id}
                      m={m}
                      alt={`Progress on ${p.happenedOn}`}
                      sizes="(min-width: 640px) 200px, 33vw"
                      className="aspect-[4/3]"
                    />
                  ))}
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </TitledSection>
  );
}

function MapLink({ project }: { project: ProjectDetail }) {
  const q =
    project.latitude !== null && project.longitude !== null
      ? `${project.latitude},${project.longitude}`
      : `${project.address}, ${project.state.name}`;
  return (
    <TitledSection id="map-title" title="Location" className="rounded-xl border border-ink-200 bg-white p-5">
      <p className="mt-2 text-sm text-ink-700">
        {project.address}, {[project.locality?.name, project.state.name].filter(Boolean).join(", ")}
      </p>
      <ButtonAnchor
        href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(q)}`}
        target="_blank"
        rel="noopener noreferrer"
        variant="outline"
        size="sm"
        className="mt-3"
      >
        Open in map
      </ButtonAnchor>
    </TitledSection>
  );
}

/** /properties/project/{id}: everything a buyer asks before paying a deposit on an off-plan home. */
export function ProjectPage({ id }: { id: string }) {
  const { data: project } = useSuspenseQuery(projectQuery(id));
  const dev = project.developer;
  return (
    <article className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={project.status === "completed" ? "success" : "brand"}>
            {PROJECT_STATUS_LABELS[project.status]}
          </Badge>
          {project.completionDate && (
            <span className="text-sm text-ink-600">
              Completion {project.completionDate.split("-").reverse().join("/")}
            </span>
          )}
          {!project.listed && (
            <Badge variant="warning">Delisted{project.delistReason ? `: ${project.delistReason}` : ""}</Badge>
          )}
        </div>
        <h1 className="break-words text-2xl font-bold text-ink-900 sm:text-3xl">{project.name}</h1>
        <p className="text-ink-600">
          {[project.locality?.name, project.state.name].filter(Boolean).join(", ")} ·{" "}
          {project.fromPriceKobo !== null ? `from ${formatNaira(project.fromPriceKobo)}` : ""}
        </p>
        {project.canEdit && (
          <ButtonLink
            to="/dashboard/project/edit-project/$id"
            params={{ id: project.id }}
            variant="outline"
            size="sm"
            className="self-start"
          >
            Edit this project
          </ButtonLink>
        )}
      </header>
      <Gallery project={project} />
      <div className="grid gap-8 lg:grid-cols-[1fr_360px]">
        <div className="flex flex-col gap-8">
          <TitledSection id="about-title" title="About this project">
            <p className="mt-2 whitespace-pre-line text-ink-800">{project.description}</p>
            {project.amenities.length > 0 && (
              <ul className="mt-3 flex flex-wrap gap-2">
                {project.amenities.map((a) => (
                  <li key={a}>
                    <Badge>{a}</Badge>
                  </li>
                ))}
              </ul>
            )}
            {project.titleDocuments.length > 0 && (
              <p className="mt-3 text-sm text-ink-700">Title: {project.titleDocuments.join(", ")}</p>
            )}
          </TitledSection>
          <Units project={project} />
          <Progress project={project} />
          {project.videoLinks.length > 0 && (
            <TitledSection id="video-title" title="Videos">
              <ul className="mt-2 list-inside list-disc text-sm">
                {project.videoLinks.map((v) => (
                  <li key={v.id}>
                    <a href={v.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                      {v.url}
                    </a>
                  </li>
                ))}
              </ul>
            </TitledSection>
          )}
          <ReviewsSection type="project" id={project.id} title="Reviews" />
        </div>
        <aside className="flex flex-col gap-4">
          <PlanCalculator project={project} />
          <TitledSection
            id="dev-title"
            title="Developer"
            heading="label"
            className="rounded-xl border border-ink-200 bg-white p-5"
          >
            <p className="mt-2 font-semibold text-ink-900">
              {dev.name}
              {dev.kycVerified && (
                <Badge variant="success" className="ml-2">
                  Verified
                </Badge>
              )}
            </p>
            <MessageAgentButton
              agentId={dev.id}
              agentName={dev.name}
              title={project.name}
              label="Message the developer"
              className="mt-3 w-full"
            />
          </TitledSection>
          <MapLink project={project} />
        </aside>
      </div>
      {project.otherProjects.length > 0 && (
        <TitledSection id="others-title" title={`More from ${dev.name}`}>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {project.otherProjects.map((p) => (
              <li key={p.id}>
                <ProjectCard project={p} />
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
    </article>
  );
}

/** An unverified developer takes no escrow reservations; say so instead of a Reserve button that fails. */
function ReservationsClosed({ project }: { project: ProjectDetail }) {
  if (project.developer.reservationsOpen) return null;
  return project.canEdit ? (
    <Alert variant="warning" className="mt-3" data-testid="reservations-closed">
      Buyers cannot reserve units until your account is verified (identity and company registration).{" "}
      <Link to="/dashboard/kyc" className="font-semibold underline">
        Verify your account
      </Link>
    </Alert>
  ) : (
    <Alert variant="info" className="mt-3" data-testid="reservations-closed">
      Reservations open once {project.developer.name} is verified by PropertyNG (identity and company registration).
      Until then no deposit can be taken: you can still message the developer.
    </Alert>
  );
}
