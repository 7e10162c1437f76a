import { createFileRoute } from "@tanstack/react-router";
import { UserDetail } from "../../../../features/admin/users/user-detail";

export const Route = createFileRoute("/_admin/dashboard/admin/users_/$id")({
  head: () => ({ meta: [{ title: "User · Admin · PropertyNG" }] }),
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  return <UserDetail key={id} id={id} />;
}
