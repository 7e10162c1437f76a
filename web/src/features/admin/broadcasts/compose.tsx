import { useState } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { PUBLIC_ACCOUNT_TYPES } from "@contracts/constants";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { applySubmitError, Form, FormError, useZodForm, InputField, TextareaField } from "../../../components/ui/form";
import { Field, NativeSelect, ErrorText, SelectOptions } from "../../../components/ui/input";
import { toast } from "../../../lib/toast";
import { ApiError } from "../../../lib/api";
import { statesQuery } from "../../locations/queries";
import { adminPlansQuery } from "../money/api";
import { Check } from "../settings/check";
import { audienceQuery, sendBroadcast, type Segment } from "./api";

const TYPE_LABELS: Record<(typeof PUBLIC_ACCOUNT_TYPES)[number], string> = {
  standard: "Standard",
  seeker: "Seeker",
  brokerage: "Brokerage",
  company: "Company",
  developer: "Developer",
  agent: "Agent",
};

function Audience({ segment }: { segment: Segment }) {
  const q = useQuery({ ...audienceQuery(segment), placeholderData: keepPreviousData });
  if (q.isError) return <p className="text-sm text-danger-600">The audience could not be counted.</p>;
  if (!q.data) return <p className="text-sm text-ink-600">Counting recipients…</p>;
  return (
    <p className="text-sm text-ink-800" aria-live="polite" data-testid="audience">
      About <strong>{q.data.recipients.toLocaleString("en-NG")}</strong> recipient{q.data.recipients === 1 ? "" : "s"}
      {q.data.optedOut > 0 && (
        <span className="text-ink-600"> ({q.data.optedOut.toLocaleString("en-NG")} turned announcements off)</span>
      )}
    </p>
  );
}

// The API's rules for the message (the link is checked there: a page of the site or an https:// address).
const schema = z.object({
  title: z.string().trim().min(3, "The title needs at least 3 characters.").max(80, "Up to 80 characters."),
  body: z.string().trim().min(3, "The message needs at least 3 characters.").max(400, "Up to 400 characters."),
  link: z.string().trim(),
});
const start = { title: "", body: "", link: "" };

/** Compose: message, segment pickers with a live recipient count, then a confirmation before it is queued. */
export function ComposeBroadcast() {
  const qc = useQueryClient();
  const states = useQuery(statesQuery());
  const plans = useQuery(adminPlansQuery());
  const form = useZodForm(schema, { defaultValues: start });
  const [segment, setSegment] = useState<Segment>({ accountTypes: [], stateIds: [], plan: "" });
  const [confirm, setConfirm] = useState(false);
  const [reviewed, setReviewed] = useState<z.output<typeof schema>>(start);
  const toggle = <K extends "accountTypes" | "stateIds">(key: K, value: Segment[K][number], on: boolean) =>
    setSegment((s) => ({
      ...s,
      [key]: on ? [...(s[key] as unknown[]), value] : (s[key] as unknown[]).filter((v) => v !== value),
    }));
  const body = form.watch("body");

  const send = useMutation({
    mutationFn: (v: z.output<typeof schema>) =>
      sendBroadcast({
        title: v.title,
        body: v.body,
        link: v.link || null,
        segment: {
          ...(segment.accountTypes.length ? { accountTypes: segment.accountTypes as never } : {}),
          ...(segment.stateIds.length ? { stateIds: segment.stateIds } : {}),
          ...(segment.plan ? { plan: segment.plan } : {}),
        },
      }),
    onSuccess: async () => {
      toast.success("Broadcast queued. It goes out within 5 minutes.");
      setConfirm(false);
      form.reset(start);
      await qc.invalidateQueries({ queryKey: ["admin", "broadcasts", "list"] });
    },
    onError: (e) => {
      setConfirm(false);
      // The message's own fields go beside their boxes; the segment's under its pickers (below).
      applySubmitError(form as never, e, "The broadcast could not be sent.");
      toast.error(e.message || "The broadcast could not be sent.");
    },
  });
  const f = (name: string) => (send.error instanceof ApiError ? send.error.field(name) : undefined);

  return (
    <Card>
      <CardHeader>
        <CardTitle>New broadcast</CardTitle>
        <p className="text-sm text-ink-600">
          An in-app notification to each recipient, and a push to browsers that turned notifications on.
        </p>
      </CardHeader>
      <CardContent>
        {/* Review first: the form checks the message, then the dialog confirms and sends. */}
        <Form
          form={form}
          onSubmit={(v) => {
            setReviewed(v);
            setConfirm(true);
          }}
          className="grid gap-4 lg:grid-cols-2"
        >
          <div className="space-y-4">
            <InputField name="title" label="Title" id="bc-title" hint="Up to 80 characters." maxLength={80} />
            <TextareaField
              name="body"
              label="Message"
              id="bc-body"
              hint={`${body.length}/400`}
              rows={4}
              maxLength={400}
            />
            <InputField
              name="link"
              label="Link (optional)"
              id="bc-link"
              hint="A page of the site (/properties) or a full https:// address."
              placeholder="/properties"
            />
          </div>
          <div className="space-y-4">
            <fieldset>
              <legend className="text-sm font-medium text-ink-800">
                Account types <span className="font-normal text-ink-500">(none: all)</span>
              </legend>
              <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
                {PUBLIC_ACCOUNT_TYPES.map((t) => (
                  <Check
                    key={t}
                    checked={segment.accountTypes.includes(t)}
                    onChange={(on) => toggle("accountTypes", t, on)}
                  >
                    {TYPE_LABELS[t]}
                  </Check>
                ))}
              </div>
              <ErrorText className="mt-1">{f("segment.accountTypes")}</ErrorText>
            </fieldset>
            <fieldset>
              <legend className="text-sm font-medium text-ink-800">
                States <span className="font-normal text-ink-500">(where users say they are based; none: all)</span>
              </legend>
              <div className="mt-2 grid max-h-36 grid-cols-2 gap-2 overflow-y-auto rounded-lg border border-ink-200 p-2 sm:grid-cols-3">
                {states.data?.map((s) => (
                  <Check
                    key={s.id}
                    checked={segment.stateIds.includes(s.id)}
                    onChange={(on) => toggle("stateIds", s.id, on)}
                  >
                    {s.name}
                  </Check>
                )) ?? <span className="text-sm text-ink-500">Loading states…</span>}
              </div>
              <ErrorText className="mt-1">{f("segment.stateIds")}</ErrorText>
            </fieldset>
            <Field label="Plan" htmlFor="bc-plan" error={f("segment.plan")}>
              <NativeSelect
                id="bc-plan"
                value={segment.plan}
                onChange={(e) => setSegment((s) => ({ ...s, plan: e.target.value }))}
              >
                <option value="">Any plan or none</option>
                <option value="free">No active plan</option>
                <option value="paid">Any active plan</option>
                <SelectOptions
                  items={plans.data?.data}
                  label={(p) => (
                    <>
                      {p.name} ({p.role})
                    </>
                  )}
                />
              </NativeSelect>
            </Field>
            <Audience segment={segment} />
          </div>
          <div className="space-y-3 lg:col-span-2">
            <FormError />
            <Button type="submit">Review and send</Button>
          </div>
        </Form>
        <Dialog open={confirm} onOpenChange={(o) => !send.isPending && setConfirm(o)}>
          <DialogContent title="Send this broadcast?" description="It cannot be recalled once delivery starts.">
            <div className="space-y-3 text-sm">
              <p className="font-medium text-ink-900">{reviewed.title}</p>
              <p className="text-ink-700">{reviewed.body}</p>
              <Audience segment={segment} />
              <div className="flex justify-end gap-2 pt-2">
                <Button variant="outline" onClick={() => setConfirm(false)} disabled={send.isPending}>
                  Cancel
                </Button>
                <Button onClick={() => send.mutate(reviewed)} loading={send.isPending}>
                  Send broadcast
                </Button>
              </div>
            </div>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
