import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { Alert } from "../../../components/ui/alert";
import { client, unwrap } from "../../../lib/client";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { draftBody, emptyDraft } from "../../projects/project-draft";
import { ProjectForm } from "../../projects/project-form";
import { CustomerPicker } from "./add-listing";

/**
 * CAN_ADD_PROJECT: a project on a developer's behalf (POST /admin/api/users/{id}/projects), through the same guided
 * form developers use. Photos are the developer's own uploads, so they add them from their dashboard.
 */
export function AddProjectForDeveloper() {
  const [developer, setDeveloper] = useState("");
  const [made, setMade] = useState<{ name: string; id: string } | null>(null);
  const [round, setRound] = useState(0);

  return (
    <div className="space-y-4">
      <div className="rounded-xl border border-ink-200 bg-white p-4">
        <CustomerPicker kind="developers" value={developer} onChange={setDeveloper} />
      </div>
      {made && (
        <Alert variant="success" title="Project saved for the developer">
          “{made.name}” is on the developer's dashboard.{" "}
          <Link to="/properties/project/$id" params={{ id: made.id }} className="font-medium underline">
            Open its public page
          </Link>
        </Alert>
      )}
      <ProjectForm
        key={round}
        initial={emptyDraft()}
        withMedia={false}
        saveAnyStep={false}
        submitLabel="Save for the developer"
        onSubmit={async (d) => {
          if (!developer) throw new ApiError(422, "Choose the developer the project is for.");
          const res = await unwrap(
            client.POST("/admin/api/users/{id}/projects", { params: { path: { id: developer } }, body: draftBody(d) }),
            { silent: true },
          );
          setMade({ name: res.data.name, id: res.data.id });
          toast.success("Project saved", { description: `“${res.data.name}” was added for the developer.` });
          setRound((r) => r + 1);
        }}
      />
    </div>
  );
}
