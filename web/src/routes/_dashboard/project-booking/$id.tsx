import { createFileRoute } from "@tanstack/react-router";
import { projectQuery } from "../../../features/projects/api";
import { ProjectBooking } from "../../../features/projects/booking-page";

export const Route = createFileRoute("/_dashboard/project-booking/$id")({
  validateSearch: (s: Record<string, unknown>): { unit?: string; reservation?: string } => ({
    unit: typeof s.unit === "string" ? s.unit : undefined,
    reservation: typeof s.reservation === "string" ? s.reservation : undefined,
  }),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(projectQuery(params.id)),
  head: () => ({ meta: [{ title: "Reserve a unit · PropertyNG" }] }),
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  const { unit, reservation } = Route.useSearch();
  return <ProjectBooking id={id} unit={unit} reservation={reservation} />;
}
