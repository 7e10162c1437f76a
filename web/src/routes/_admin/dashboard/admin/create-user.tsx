import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Card, CardContent } from "../../../../components/ui/card";
import { client, unwrap } from "../../../../lib/client";
import { toast } from "../../../../lib/toast";
import { USERS_KEY } from "../../../../features/admin/users/queries";
import { emptyUser, toBody, UserForm } from "../../../../features/admin/users/user-form";
import { PageTitle } from "../../../../components/ui/page-title";
import { BackLink } from "../../../../components/ui/text-link";

export const Route = createFileRoute("/_admin/dashboard/admin/create-user")({
  head: () => ({ meta: [{ title: "Create user · Admin · PropertyNG" }] }),
  component: CreateUser,
});

/** SPEC.md §2 create-user (CAN_CREATE_USER): the new user chooses a password through the emailed link. */
function CreateUser() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  return (
    <div className="max-w-3xl space-y-4">
      <BackLink to="/dashboard/admin/users">Users</BackLink>
      <PageTitle title="Create user">
        The user gets an email with a link to choose their password (valid 7 days). Staff accounts are created on the
        Teams page.
      </PageTitle>
      <Card>
        <CardContent className="pt-6">
          <UserForm
            initial={emptyUser}
            submitLabel="Create user"
            onSubmit={async (v) => {
              const r = await unwrap(client.POST("/admin/api/users", { body: toBody(v, "create") }), { silent: true });
              await qc.invalidateQueries({ queryKey: USERS_KEY });
              toast.success(`${r.user.firstName} was created and emailed a set-password link`);
              await navigate({ to: "/dashboard/admin/users/$id", params: { id: r.user.id } });
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
