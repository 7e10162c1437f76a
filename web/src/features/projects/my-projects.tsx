import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { formatNaira } from "@contracts/naira";
import { statusWords } from "@contracts/status-words";
import { DECLINE_REASON_MAX, DECLINE_REASON_MIN } from "@contracts/projects";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { useUser } from "../auth/session";
import { ReasonDialog, type ReasonRules } from "../admin/reason-dialog";
import { toast } from "../../lib/toast";
import {
  declineReservation,
  decideReservation,
  projectsKey,
  type Reservation,
  reservationsQuery,
  userProjectsQuery,
} from "./api";
import { ProjectCard } from "./project-card";
import { isLeadDeveloper } from "./access";
import { ButtonLink } from "../../components/ui/text-link";

const DECLINE_RULES: ReasonRules = {
  label: "Reason for declining",
  placeholder: "e.g. This unit was sold before your deposit arrived.",
  audience: "The buyer sees this reason.",
  min: DECLINE_REASON_MIN,
  max: DECLINE_REASON_MAX,
  tooShort: `Say why you decline (at least ${DECLINE_REASON_MIN} characters).`,
};

/** Reservations waiting for the developer's decision (confirm releases the deposit, decline refunds it). */
function Reservations() {
  const q = useQuery(reservationsQuery("developer"));
  const client = useQueryClient();
  const [declining, setDeclining] = useState<Reservation | null>(null);
  const act = async (id: string, a: "confirm") => {
    await decideReservation(id, a);
    await client.invalidateQueries({ queryKey: projectsKey });
  };
  if (!q.data?.data.length) return null;
  return (
    <section aria-labelledby="res-title" className="rounded-xl border border-ink-200 bg-white p-5">
      <h2 id="res-title" className="text-lg font-semibold">
        Reservations
      </h2>
      <ul className="mt-3 divide-y divide-ink-100">
        {q.data.data.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center gap-3 py-3 text-sm">
            <span className="flex-1">
              {r.seeker.name} · {r.unit.type} at {r.project.name} · deposit {formatNaira(r.depositKobo)}
            </span>
            <Badge variant={r.status === "pending" ? "warning" : r.status === "confirmed" ? "success" : "neutral"}>
              {statusWords("reservation", r.status)}
            </Badge>
            {r.actions.includes("confirm") && (
              <Button size="sm" onClick={() => void act(r.id, "confirm")}>
                Confirm
              </Button>
            )}
            {r.actions.includes("decline") && (
              <Button size="sm" variant="outline" onClick={() => setDeclining(r)}>
                Decline
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ReasonDialog
        open={declining !== null}
        onOpenChange={(o) => !o && setDeclining(null)}
        mode="required"
        reason={DECLINE_RULES}
        title="Decline this reservation?"
        description={
          declining
            ? `${declining.seeker.name}'s ${formatNaira(declining.depositKobo)} deposit for ${declining.unit.type} at ${declining.project.name} goes back to their wallet and the unit is available again.`
            : undefined
        }
        confirmLabel="Decline reservation"
        onConfirm={async ({ reason }) => {
          if (!declining) return;
          await declineReservation(declining.id, reason);
          await client.invalidateQueries({ queryKey: projectsKey });
          toast.success("Reservation declined", { description: "The buyer is refunded and told your reason." });
        }}
      />
    </section>
  );
}

export function MyProjects() {
  const user = useUser();
  const lead = isLeadDeveloper(user);
  // "me": the developer this account acts for (itself, or the parent of a sub account).
  const q = useQuery(userProjectsQuery("me"));
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink-900">My projects</h1>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/dashboard/project/instalments" variant="outline">
            Instalment plans
          </ButtonLink>
          <ButtonLink to="/dashboard/project/add-projects">Add project</ButtonLink>
        </div>
      </div>
      <Reservations />
      {!lead && (
        <p className="text-sm text-ink-600">
          You manage these projects for your developer; what you change is recorded under your name.
        </p>
      )}
      {q.data && q.data.data.length === 0 ? (
        <EmptyState
          title="No projects yet"
          description="Add your first estate or off-plan development with its unit types, prices and payment plan."
          action={<ButtonLink to="/dashboard/project/add-projects">Add project</ButtonLink>}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {q.data?.data.map((p) => (
            <li key={p.id} className="flex flex-col gap-2">
              <ProjectCard project={p} />
              <ButtonLink to="/dashboard/project/edit-project/$id" params={{ id: p.id }} variant="outline" size="sm">
                Edit {p.name}
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
