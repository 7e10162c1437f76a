import { useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { z } from "zod";
import { dmy, lagosToday } from "@contracts/lagos-time";
import { PROJECT_RULES, progressInput, videoLinkEditInput } from "@contracts/projects";
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Alert } from "../../components/ui/alert";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Form, FormError, FormField, SubmitButton, useZodForm } from "../../components/ui/form";
import { Field, Input, SelectOptions } from "../../components/ui/input";
import { inputClasses } from "../../components/ui/input-classes";
import { toast } from "../../lib/toast";
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
import { draftBody, type ProjectDraft } from "./project-draft";
import { ProjectForm } from "./project-form";
import { uploadProjectPhoto } from "./upload";
import { MutationButton } from "../../components/ui/mutation-button";

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
    planInterval: p.paymentPlan.interval,
    planFeePercent: p.paymentPlan.feePercent,
    planGraceDays: p.paymentPlan.graceDays,
    planDefaultAfter: p.paymentPlan.defaultAfter,
    planRefundPercent: p.paymentPlan.refundPercent,
    milestones: p.paymentPlan.milestones
      .filter((m) => m.approvedAt == null)
      .map((m) => ({ id: m.id, name: m.name, sharePercent: m.sharePercent })),
    titleDocuments: p.titleDocuments.join(", "),
    amenities: p.amenities.join(", "),
    properties: p.properties.map((u) => ({
      id: u.id,
      categoryId: u.categoryId,
      type: u.type,
      bedrooms: u.bedrooms,
      sizeSqm: u.sizeSqm,
      price: u.price,
      unitsTotal: u.unitsTotal,
    })),
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
              <img
                src={m.thumbnailMdUrl}
                alt=""
                className="absolute inset-0 size-full object-cover"
                style={{ transform: rotationTransform(m.rotation, 4 / 3, "cover") }}
              />
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
        <input
          id="edit-photos"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          disabled={busy}
          onChange={(e) => upload.mutate(Array.from(e.target.files ?? []))}
        />
      </Field>
      {upload.error && (
        <Alert variant="danger">
          {upload.error instanceof Error && upload.error.message
            ? upload.error.message
            : "The photos were not added. Try again."}
        </Alert>
      )}
    </Panel>
  );
}

/** One saved link: edited and saved on its own, or removed. */
function VideoRow({
  p,
  link,
  refresh,
}: {
  p: ProjectDetail;
  link: { id: string; url: string };
  refresh: () => Promise<unknown>;
}) {
  const form = useZodForm(videoLinkEditInput, { defaultValues: { url: link.url } });
  const remove = useMutation({ mutationFn: () => removeVideoLink(p.id, link.id), onSuccess: refresh });
  return (
    <li>
      <Form
        form={form}
        onSubmit={async ({ url }) => {
          await editVideoLink(p.id, link.id, url);
          await refresh();
          toast.success("Video link saved");
        }}
        aria-label={`Video link ${link.url}`}
        className="flex flex-col gap-2"
      >
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <FormField
            name="url"
            label={<span className="sr-only">Video link</span>}
            id={`video-${link.id}`}
            className="flex-1"
          >
            <Input inputMode="url" {...form.register("url")} />
          </FormField>
          <div className="flex gap-2">
            <SubmitButton size="sm" variant="outline">
              Save
            </SubmitButton>
            <Button size="sm" variant="ghost" loading={remove.isPending} onClick={() => remove.mutate()}>
              Remove
            </Button>
          </div>
        </div>
        <FormError />
      </Form>
    </li>
  );
}

function Videos({ p }: { p: ProjectDetail }) {
  const refresh = useRefresh();
  const form = useZodForm(videoLinkEditInput, { defaultValues: { url: "" } });
  const full = p.videoLinks.length >= PROJECT_RULES.maxVideoLinks;
  return (
    <Panel title="Video links">
      {p.videoLinks.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {p.videoLinks.map((v) => (
            <VideoRow key={`${v.id}:${v.url}`} p={p} link={v} refresh={refresh} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-600">
          No video yet. A walk-through on YouTube or Vimeo lets buyers far from the site see it.
        </p>
      )}
      {full ? (
        <p className="text-sm text-ink-600">
          This project has {PROJECT_RULES.maxVideoLinks} video links, the most it can show. Remove one to add another.
        </p>
      ) : (
        <Form
          form={form}
          onSubmit={async ({ url }) => {
            await editProject(p.id, { videoLinks: [url] });
            await refresh();
            form.reset({ url: "" });
          }}
          aria-label="Add a video link"
          className="flex flex-col gap-2"
        >
          <FormError />
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <FormField name="url" label="New video link" id="video-new" className="flex-1">
              <Input inputMode="url" placeholder="https://youtu.be/..." {...form.register("url")} />
            </FormField>
            <SubmitButton className="sm:mt-7">Add</SubmitButton>
          </div>
        </Form>
      )}
    </Panel>
  );
}

// The API's rules for an update (contracts/projects.ts progressInput), with the photos picked from the phone.
const progressSchema = progressInput.pick({ happenedOn: true, body: true }).extend({
  // "" is the select's "None": sent as null.
  milestoneId: z.string().max(120).optional(),
  photos: z
    .custom<FileList | File[] | undefined>()
    .transform((v) => Array.from(v ?? []))
    .refine(
      (files) => files.length <= PROJECT_RULES.maxUpdatePhotos,
      `Add ${PROJECT_RULES.maxUpdatePhotos} photos at most.`,
    ),
});

function ProgressPanel({ p }: { p: ProjectDetail }) {
  const refresh = useRefresh();
  const [today] = useState(() => lagosToday());
  const form = useZodForm(progressSchema, {
    defaultValues: { happenedOn: today, body: "", milestoneId: "", photos: undefined },
  });
  // Only a milestone not yet approved can be reported: staff approve the update, which releases its share.
  const open = p.paymentPlan.milestones.filter((m) => m.approvedAt === null);
  const remove = useMutation({ mutationFn: (updateId: string) => removeProgress(p.id, updateId), onSuccess: refresh });
  return (
    <Panel title="Progress updates">
      <Form
        form={form}
        onSubmit={async ({ happenedOn, body, milestoneId, photos }) => {
          const tokens: string[] = [];
          for (const f of photos) tokens.push((await uploadProjectPhoto(f)).token);
          await postProgress(p.id, { happenedOn, body, mediaTokens: tokens, milestoneId: milestoneId || null });
          await refresh();
          form.reset({ happenedOn, body: "", milestoneId: "", photos: undefined });
          toast.success("Update posted", { description: "Buyers following the project see it on its page." });
        }}
        fallback="Not posted. Check your connection and try again."
        aria-label="Post a progress update"
        className="flex flex-col gap-3"
      >
        <div className="grid gap-3 sm:grid-cols-[160px_1fr]">
          <FormField name="happenedOn" label="Date" id="pr-date">
            <Input type="date" {...form.register("happenedOn")} />
          </FormField>
          <FormField name="body" label="What happened" id="pr-body">
            <Input placeholder="e.g. Roofing of block A complete" maxLength={3000} {...form.register("body")} />
          </FormField>
        </div>
        {open.length > 0 && (
          <FormField
            name="milestoneId"
            label="Plan milestone reached (optional)"
            id="pr-milestone"
            hint="PropertyNG checks the update and releases the milestone's share of buyers' instalments held in escrow."
          >
            <select id="pr-milestone" className={inputClasses} {...form.register("milestoneId")}>
              <SelectOptions
                none="None"
                items={open}
                label={(m) => (
                  <>
                    {m.name} ({m.sharePercent}%)
                  </>
                )}
              />
            </select>
          </FormField>
        )}
        <FormField
          name="photos"
          label="Photos (optional)"
          id="pr-photos"
          hint={`Up to ${PROJECT_RULES.maxUpdatePhotos}, JPEG, PNG or WebP.`}
        >
          <input
            id="pr-photos"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            {...form.register("photos")}
          />
        </FormField>
        <FormError />
        <SubmitButton className="self-start">Post update</SubmitButton>
      </Form>
      {p.progress.length > 0 ? (
        <ul className="flex flex-col gap-2 text-sm">
          {p.progress.map((u) => (
            <li key={u.id} className="flex items-center gap-2">
              <span className="font-medium">{dmy(u.happenedOn)}</span>
              <span className="flex-1">
                {u.body} {u.media.length ? `(${u.media.length} photo${u.media.length === 1 ? "" : "s"})` : ""}
                {u.milestone &&
                  ` · ${u.milestone.name}: ${u.milestone.approved ? "approved" : "waiting for PropertyNG"}`}
              </span>
              <MutationButton size="sm" variant="ghost" mutation={remove} variables={u.id}>
                Remove
              </MutationButton>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-600">
          No update yet. Buyers paying by instalments look for regular news from the site.
        </p>
      )}
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
            <span className="text-ink-500">{new Date(e.createdAt).toLocaleString("en-NG")}</span> ·{" "}
            <strong>{e.by ?? "System"}</strong> {e.action.replace(/_/g, " ")}
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
  const [deleting, setDeleting] = useState(false);
  const listed = useMutation({ mutationFn: () => setListed(p.id, !p.listed), onSuccess: refresh });
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="flex-1 text-2xl font-bold text-ink-900">Edit {p.name}</h1>
        <Badge variant={p.listed ? "success" : "warning"}>{p.listed ? "Listed" : "Delisted"}</Badge>
        <Button variant="outline" size="sm" loading={listed.isPending} onClick={() => listed.mutate()}>
          {p.listed ? "Delist" : "List again"}
        </Button>
        <Button variant="danger" size="sm" onClick={() => setDeleting(true)}>
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${p.name}?`}
        description="The project leaves search and your dashboard. Reservations already paid stay in escrow until they are settled."
        confirmLabel="Delete project"
        danger
        onConfirm={async () => {
          await deleteProject(p.id);
          await navigate({ to: "/dashboard/project/my-projects" });
        }}
      />
      {saved && (
        <Alert variant="success" title="Saved">
          Your changes are live.
        </Alert>
      )}
      <ProjectForm
        key={p.updatedAt}
        initial={toDraft(p)}
        approvedMilestones={p.paymentPlan.milestones.filter((m) => m.approvedAt != null)}
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
