import { useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Alert } from "../../components/ui/alert";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Field, Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { rotationTransform } from "../listings/listing-format";
import {
  activityQuery,
  deletePhoto,
  deleteProject,
  editProject,
  editVideoLink,
  postProgress,
  primaryPhoto,
  projectQuery,
  projectsKey,
  removeProgress,
  removeVideoLink,
  rotatePhoto,
  setListed,
  type ProjectDetail,
} from "./api";
import { draftBody, ProjectForm, type ProjectDraft } from "./project-form";
import { uploadProjectPhoto } from "./upload";

function toDraft(p: ProjectDetail): ProjectDraft {
  return {
    name: p.name,
    description: p.description,
    status: p.status,
    completionDate: p.completionDate ?? "",
    stateId: p.state.id,
    localityId: p.locality?.id ?? null,
    address: p.address,
    latitude: p.latitude?.toString() ?? "",
    longitude: p.longitude?.toString() ?? "",
    depositPercent: p.paymentPlan.depositPercent,
    instalments: p.paymentPlan.instalments,
    periodMonths: p.paymentPlan.periodMonths,
    titleDocuments: p.titleDocuments.join(", "),
    amenities: p.amenities.join(", "),
    properties: p.properties.map((u) => ({ id: u.id, categoryId: u.categoryId, type: u.type, bedrooms: u.bedrooms, sizeSqm: u.sizeSqm, price: u.price, unitsTotal: u.unitsTotal })),
    mediaTokens: [],
    videoLinks: [],
  };
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-ink-200 bg-white p-5">
      <h2 className="text-lg font-semibold text-ink-900">{title}</h2>
      {children}
    </section>
  );
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: projectsKey });
}

function Photos({ p }: { p: ProjectDetail }) {
  const refresh = useRefresh();
  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      const tokens: string[] = [];
      for (const f of files) tokens.push((await uploadProjectPhoto(f)).token);
      if (tokens.length) await editProject(p.id, { mediaTokens: tokens });
    },
    // What was saved before a failure still shows after the refresh.
    onSettled: () => refresh(),
  });
  const busy = upload.isPending;
  return (
    <Panel title="Photos">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {p.propertyMedia.map((m) => (
          <li key={m.id} className="flex flex-col gap-1">
            <div className="relative aspect-[4/3] overflow-hidden rounded bg-ink-100">
              <img src={m.thumbnailMdUrl} alt="" className="absolute inset-0 size-full object-cover" style={{ transform: rotationTransform(m.rotation, 4 / 3, "cover") }} />
            </div>
            <div className="flex flex-wrap gap-1">
              {m.primaryImage ? (
                <Badge variant="brand">Main</Badge>
              ) : (
                <Button size="sm" variant="ghost" onClick={() => void primaryPhoto(p.id, m.id).then(refresh)}>
                  Make main
                </Button>
              )}
              <Button size="sm" variant="ghost" onClick={() => void rotatePhoto(p.id, m.id).then(refresh)}>
                Rotate
              </Button>
              <Button size="sm" variant="ghost" onClick={() => void deletePhoto(p.id, m.id).then(refresh)}>
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Field label={busy ? "Uploading…" : "Add photos"} htmlFor="edit-photos">
        <input id="edit-photos" type="file" accept="image/jpeg,image/png,image/webp" multiple disabled={busy} onChange={(e) => upload.mutate(Array.from(e.target.files ?? []))} />
      </Field>
      {upload.error && <Alert variant="danger">{upload.error instanceof Error && upload.error.message ? upload.error.message : "The photos were not added. Try again."}</Alert>}
    </Panel>
  );
}

function Videos({ p }: { p: ProjectDetail }) {
  const refresh = useRefresh();
  const [editing, setEditing] = useState<Record<string, string>>({});
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const run = async (work: Promise<unknown>) => {
    setError(null);
    try {
      await work;
      await refresh();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Not saved.");
    }
  };
  return (
    <Panel title="Video links">
      <ul className="flex flex-col gap-2">
        {p.videoLinks.map((v) => (
          <li key={v.id} className="flex gap-2">
            <Input aria-label="Video link" value={editing[v.id] ?? v.url} onChange={(e) => setEditing({ ...editing, [v.id]: e.target.value })} />
            <Button size="sm" variant="outline" onClick={() => void run(editVideoLink(p.id, v.id, editing[v.id] ?? v.url))}>
              Save
            </Button>
            <Button size="sm" variant="ghost" onClick={() => void run(removeVideoLink(p.id, v.id))}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Input aria-label="New video link" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://youtu.be/..." />
        <Button size="sm" onClick={() => void run(editProject(p.id, { videoLinks: [url] }).then(() => setUrl("")))}>
          Add
        </Button>
      </div>
      {error && <Alert variant="danger">{error}</Alert>}
    </Panel>
  );
}

function ProgressPanel({ p }: { p: ProjectDetail }) {
  const refresh = useRefresh();
  const [happenedOn, setDate] = useState(new Date().toISOString().slice(0, 10));
  const [body, setBody] = useState("");
  const [files, setFiles] = useState<FileList | null>(null);
  const post = useMutation({
    mutationFn: async () => {
      const tokens: string[] = [];
      for (const f of Array.from(files ?? [])) tokens.push((await uploadProjectPhoto(f)).token);
      await postProgress(p.id, { happenedOn, body, mediaTokens: tokens });
    },
    onSuccess: async () => {
      setBody("");
      await refresh();
    },
  });
  const error = post.error ? (post.error instanceof ApiError ? post.error.message : "Not posted.") : null;
  return (
    <Panel title="Progress updates">
      <div className="grid gap-3 sm:grid-cols-[160px_1fr]">
        <Field label="Date" htmlFor="pr-date">
          <Input type="date" value={happenedOn} onChange={(e) => setDate(e.target.value)} />
        </Field>
        <Field label="What happened" htmlFor="pr-body">
          <Input value={body} onChange={(e) => setBody(e.target.value)} placeholder="e.g. Roofing of block A complete" />
        </Field>
      </div>
      <Field label="Photos" htmlFor="pr-photos">
        <input id="pr-photos" type="file" accept="image/jpeg,image/png,image/webp" multiple onChange={(e) => setFiles(e.target.files)} />
      </Field>
      {error && <Alert variant="danger">{error}</Alert>}
      <Button onClick={() => post.mutate()} loading={post.isPending} className="self-start">
        Post update
      </Button>
      <ul className="flex flex-col gap-2 text-sm">
        {p.progress.map((u) => (
          <li key={u.id} className="flex items-center gap-2">
            <span className="font-medium">{u.happenedOn}</span>
            <span className="flex-1">
              {u.body} {u.media.length ? `(${u.media.length} photo${u.media.length === 1 ? "" : "s"})` : ""}
            </span>
            <Button size="sm" variant="ghost" onClick={() => void removeProgress(p.id, u.id).then(refresh)}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function Activity({ id }: { id: string }) {
  const q = useQuery(activityQuery(id));
  return (
    <Panel title="Activity">
      <ul className="flex flex-col gap-1 text-sm" data-testid="project-activity">
        {q.data?.map((e, i) => (
          <li key={i}>
            <span className="text-ink-500">{new Date(e.createdAt).toLocaleString("en-NG")}</span> · <strong>{e.by ?? "System"}</strong> {e.action.replace(/_/g, " ")}
            {e.detail ? `: ${e.detail}` : ""}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** /dashboard/project/edit-project/{id}: the form, then photos, video links, progress, listing state and the team's activity. */
export function EditProject({ id }: { id: string }) {
  const { data: p } = useSuspenseQuery(projectQuery(id));
  const refresh = useRefresh();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="flex-1 text-2xl font-bold text-ink-900">Edit {p.name}</h1>
        <Badge variant={p.listed ? "success" : "warning"}>{p.listed ? "Listed" : "Delisted"}</Badge>
        <Button variant="outline" size="sm" onClick={() => void setListed(p.id, !p.listed).then(refresh)}>
          {p.listed ? "Delist" : "List again"}
        </Button>
        <Button
          variant="danger"
          size="sm"
          onClick={() => {
            if (window.confirm("Delete this project?")) void deleteProject(p.id).then(() => navigate({ to: "/dashboard/project/my-projects" }));
          }}
        >
          Delete
        </Button>
      </div>
      {saved && (
        <Alert variant="success" title="Saved">
          Your changes are live.
        </Alert>
      )}
      <ProjectForm
        key={p.updatedAt}
        initial={toDraft(p)}
        submitLabel="Save project"
        withMedia={false}
        onSubmit={async (d) => {
          await editProject(p.id, draftBody(d));
          setSaved(true);
          await refresh();
        }}
      />
      <Photos p={p} />
      <Videos p={p} />
      <ProgressPanel p={p} />
      <Activity id={p.id} />
    </div>
  );
}
