import { useState } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { SUB_ACCOUNT_RIGHTS, SUB_ACCOUNT_RIGHT_LABELS, type SubAccountRight } from "@contracts/projects";
import { Alert } from "../../components/ui/alert";
import { Badge } from "../../components/ui/badge";
import { Button, buttonClasses } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { Field, Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { editSubAccount, inviteSubAccount, projectsKey, removeSubAccount, subAccountQuery, subAccountsQuery, type SubAccount } from "./api";

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
        <Link to="/dashboard/project/add-new-sub-account" className={buttonClasses("primary", "md")}>
          Add sub account
        </Link>
      </div>
      {q.data?.length === 0 ? (
        <EmptyState title="No sub accounts yet" description="Invite your staff to edit projects, post progress or handle reservations. Each acts for you only, under their own name." />
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
              <Link to="/dashboard/project/edit-sub-account/$id" params={{ id: a.id }} className={buttonClasses("outline", "sm")}>
                Edit
              </Link>
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

function Rights({ value, onChange }: { value: SubAccountRight[]; onChange: (v: SubAccountRight[]) => void }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink-800">Rights</legend>
      {SUB_ACCOUNT_RIGHTS.map((r) => (
        <label key={r} className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={value.includes(r)} onChange={(e) => onChange(e.target.checked ? [...value, r] : value.filter((x) => x !== r))} />
          {SUB_ACCOUNT_RIGHT_LABELS[r]}
        </label>
      ))}
    </fieldset>
  );
}

/** Add (invite by email) or edit a sub account. */
export function SubAccountForm({ existing }: { existing?: SubAccount }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [email, setEmail] = useState(existing?.email ?? "");
  const [firstName, setFirst] = useState(existing?.firstName ?? "");
  const [lastName, setLast] = useState(existing?.lastName ?? "");
  const [phone, setPhone] = useState(existing?.phone ?? "");
  const [rights, setRights] = useState<SubAccountRight[]>(existing?.rights ?? ["edit_projects"]);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      if (existing) await editSubAccount(existing.id, { firstName, lastName: lastName || null, phone: phone || null, rights });
      else await inviteSubAccount({ email, firstName, lastName: lastName || null, phone: phone || null, rights });
      await client.invalidateQueries({ queryKey: projectsKey });
      await navigate({ to: "/dashboard/project/view-accounts" });
    } catch (e) {
      setError(e instanceof ApiError ? e : new ApiError(0, "Not saved."));
    } finally {
      setBusy(false);
    }
  };
  const err = (f: string) => error?.errors?.find((e) => e.field === f)?.message;
  return (
    <form
      className="flex max-w-xl flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h1 className="text-2xl font-bold text-ink-900">{existing ? "Edit sub account" : "Add sub account"}</h1>
      {!existing && <p className="text-sm text-ink-600">We email them a link to choose a password. They act for your company only, and what they do is recorded under their name.</p>}
      <Field label="Email" htmlFor="sa-email" error={err("email")}>
        <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} required disabled={!!existing} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="First name" htmlFor="sa-first" error={err("firstName")}>
          <Input value={firstName} onChange={(e) => setFirst(e.target.value)} required />
        </Field>
        <Field label="Last name" htmlFor="sa-last">
          <Input value={lastName} onChange={(e) => setLast(e.target.value)} />
        </Field>
      </div>
      <Field label="Phone" htmlFor="sa-phone">
        <Input value={phone} onChange={(e) => setPhone(e.target.value)} />
      </Field>
      <Rights value={rights} onChange={setRights} />
      {error && (
        <Alert variant="danger" title="Not saved">
          {error.message}
        </Alert>
      )}
      <Button type="submit" loading={busy} className="self-start">
        {existing ? "Save" : "Send invitation"}
      </Button>
    </form>
  );
}

export function EditSubAccount({ id }: { id: string }) {
  const q = useQuery(subAccountQuery(id));
  if (q.isError) return <Alert variant="danger">This sub account does not exist.</Alert>;
  if (!q.data) return null;
  return <SubAccountForm existing={q.data} />;
}
