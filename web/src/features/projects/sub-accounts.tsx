import { useNavigate } from "@tanstack/react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  SUB_ACCOUNT_RIGHTS,
  SUB_ACCOUNT_RIGHT_LABELS,
  subAccountInput,
  type SubAccountRight,
} from "@contracts/projects";
import { optionalName, personName } from "@contracts/names";
import { Alert } from "../../components/ui/alert";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { Form, FormError, SubmitButton, useMutationForm, InputField } from "../../components/ui/form";
import {
  editSubAccount,
  inviteSubAccount,
  projectsKey,
  removeSubAccount,
  subAccountQuery,
  subAccountsQuery,
  type SubAccount,
} from "./api";
import { ErrorText } from "../../components/ui/input";
import { ButtonLink } from "../../components/ui/text-link";

/** /dashboard/project/view-accounts: the developer's staff and their rights. */
export function ViewAccounts() {
  const q = useQuery(subAccountsQuery());
  const client = useQueryClient();
  const remove = async (id: string) => {
    if (!window.confirm("Remove this account? It loses access at once.")) return;
    await removeSubAccount(id);
    await client.invalidateQueries({ queryKey: projectsKey });
  };
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold text-ink-900">Team accounts</h1>
        <ButtonLink to="/dashboard/project/add-new-sub-account">Add sub account</ButtonLink>
      </div>
      {q.data?.length === 0 ? (
        <EmptyState
          title="No sub accounts yet"
          description="Invite your staff to edit projects, post progress or handle reservations. Each acts for you only, under their own name."
        />
      ) : (
        <ul className="divide-y divide-ink-100 rounded-xl border border-ink-200 bg-white">
          {q.data?.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-3 p-4">
              <div className="flex-1">
                <p className="font-medium">
                  {a.firstName} {a.lastName}
                </p>
                <p className="text-sm text-ink-600">
                  {a.email} · {a.username}
                </p>
              </div>
              <Badge variant={a.state === "active" ? "success" : "neutral"}>{a.state}</Badge>
              <span className="text-sm text-ink-600">{a.rights.map((r) => r.replace("_", " ")).join(", ")}</span>
              <ButtonLink
                to="/dashboard/project/edit-sub-account/$id"
                params={{ id: a.id }}
                variant="outline"
                size="sm"
              >
                Edit
              </ButtonLink>
              <Button size="sm" variant="ghost" onClick={() => void remove(a.id)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Rights({
  value,
  onChange,
  error,
}: {
  value: SubAccountRight[];
  onChange: (v: SubAccountRight[]) => void;
  error?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? "sa-rights-error" : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink-800">Rights</legend>
      {SUB_ACCOUNT_RIGHTS.map((r) => (
        <label key={r} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={value.includes(r)}
            onChange={(e) => onChange(e.target.checked ? [...value, r] : value.filter((x) => x !== r))}
          />
          {SUB_ACCOUNT_RIGHT_LABELS[r]}
        </label>
      ))}
      <ErrorText id="sa-rights-error">{error}</ErrorText>
    </fieldset>
  );
}

// The contract's rules (worker/contracts/projects.ts subAccountInput); the optional names are "" when left empty.
const accountSchema = z.object({
  email: subAccountInput.shape.email,
  firstName: personName("Enter their first name."),
  lastName: optionalName(),
  phone: z.string().trim().max(30),
  rights: subAccountInput.shape.rights,
});

/** Add (invite by email) or edit a sub account. */
export function SubAccountForm({ existing }: { existing?: SubAccount }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { form, formProps } = useMutationForm(accountSchema, {
    defaultValues: {
      email: existing?.email ?? "",
      firstName: existing?.firstName ?? "",
      lastName: existing?.lastName ?? "",
      phone: existing?.phone ?? "",
      rights: existing?.rights ?? ["edit_projects"],
    },
    mutationFn: async ({ email, firstName, lastName, phone, rights }) => {
      const body = { firstName, lastName: lastName || null, phone: phone || null, rights };
      if (existing) await editSubAccount(existing.id, body);
      else await inviteSubAccount({ email, ...body });
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: projectsKey });
      await navigate({ to: "/dashboard/project/view-accounts" });
    },
    fallback: "Not saved.",
  });
  const rights = form.watch("rights");
  return (
    <Form {...formProps} className="flex max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-ink-900">{existing ? "Edit sub account" : "Add sub account"}</h1>
      {!existing && (
        <p className="text-sm text-ink-600">
          We email them a link to choose a password. They act for your company only, and what they do is recorded under
          their name.
        </p>
      )}
      <InputField name="email" label="Email" id="sa-email" type="email" autoComplete="off" disabled={!!existing} />
      <div className="grid grid-cols-2 gap-3">
        <InputField name="firstName" label="First name" id="sa-first" />
        <InputField name="lastName" label="Last name" id="sa-last" />
      </div>
      <InputField name="phone" label="Phone" id="sa-phone" type="tel" />
      <Rights
        value={rights}
        onChange={(v) => form.setValue("rights", v, { shouldValidate: form.formState.isSubmitted })}
        error={form.formState.errors.rights?.message}
      />
      <FormError>{(message) => <p className="font-semibold">Not saved: {message}</p>}</FormError>
      <SubmitButton className="self-start">{existing ? "Save" : "Send invitation"}</SubmitButton>
    </Form>
  );
}

export function EditSubAccount({ id }: { id: string }) {
  const q = useQuery(subAccountQuery(id));
  if (q.isError) return <Alert variant="danger">This sub account does not exist.</Alert>;
  if (!q.data) return null;
  return <SubAccountForm existing={q.data} />;
}
