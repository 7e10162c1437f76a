import { useState, type FormEvent } from "react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { PUBLIC_ACCOUNT_TYPES } from "@contracts/constants";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { Field, Input, inputClasses } from "../../components/ui/input";
import { toast } from "../../lib/toast";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { statesQuery } from "../locations/queries";
import { adminPlansQuery } from "../admin-money/api";
import { Check } from "../admin-settings/check";
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
      {q.data.optedOut > 0 && <span className="text-ink-600"> ({q.data.optedOut.toLocaleString("en-NG")} turned announcements off)</span>}
    </p>
  );
}

/** Compose: message, segment pickers with a live recipient count, then a confirmation before it is queued. */
export function ComposeBroadcast() {
  const qc = useQueryClient();
  const states = useQuery(statesQuery());
  const plans = useQuery(adminPlansQuery());
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [link, setLink] = useState("");
  const [segment, setSegment] = useState<Segment>({ accountTypes: [], stateIds: [], plan: "" });
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const toggle = <K extends "accountTypes" | "stateIds">(key: K, value: Segment[K][number], on: boolean) =>
    setSegment((s) => ({ ...s, [key]: on ? [...(s[key] as unknown[]), value] : (s[key] as unknown[]).filter((v) => v !== value) }));

  function review(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (title.trim().length < 3 || body.trim().length < 3) {
      setError(
        new ApiError(400, "Fill in the title and the message.", [
          ...(title.trim().length < 3 ? [{ field: "title", message: "The title needs at least 3 characters." }] : []),
          ...(body.trim().length < 3 ? [{ field: "body", message: "The message needs at least 3 characters." }] : []),
        ]),
      );
      return;
    }
    setConfirm(true);
  }
  async function send() {
    setBusy(true);
    try {
      await sendBroadcast({
        title,
        body,
        link: link.trim() || null,
        segment: {
          ...(segment.accountTypes.length ? { accountTypes: segment.accountTypes as never } : {}),
          ...(segment.stateIds.length ? { stateIds: segment.stateIds } : {}),
          ...(segment.plan ? { plan: segment.plan } : {}),
        },
      });
      toast.success("Broadcast queued. It goes out within 5 minutes.");
      setConfirm(false);
      setTitle("");
      setBody("");
      setLink("");
      await qc.invalidateQueries({ queryKey: ["admin", "broadcasts", "list"] });
    } catch (e) {
      setConfirm(false);
      if (e instanceof ApiError) setError(e);
      toast.error(e instanceof Error ? e.message : "The broadcast could not be sent.");
    } finally {
      setBusy(false);
    }
  }
  const f = (name: string) => error?.field(name);

  return (
    <Card>
      <CardHeader>
        <CardTitle>New broadcast</CardTitle>
        <p className="text-sm text-ink-600">An in-app notification to each recipient, and a push to browsers that turned notifications on.</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={review} noValidate className="grid gap-4 lg:grid-cols-2">
          <div className="space-y-4">
            <Field label="Title" htmlFor="bc-title" error={f("title")} hint="Up to 80 characters.">
              <Input value={title} maxLength={80} onChange={(e) => setTitle(e.target.value)} />
            </Field>
            <Field label="Message" htmlFor="bc-body" error={f("body")} hint={`${body.length}/400`}>
              <textarea id="bc-body" rows={4} maxLength={400} value={body} onChange={(e) => setBody(e.target.value)} className={cn(inputClasses, "h-auto py-2")} />
            </Field>
            <Field label="Link (optional)" htmlFor="bc-link" error={f("link")} hint="A page of the site (/properties) or a full https:// address.">
              <Input value={link} onChange={(e) => setLink(e.target.value)} placeholder="/properties" />
            </Field>
          </div>
          <div className="space-y-4">
            <fieldset>
              <legend className="text-sm font-medium text-ink-800">
                Account types <span className="font-normal text-ink-500">(none: all)</span>
              </legend>
              <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
                {PUBLIC_ACCOUNT_TYPES.map((t) => (
                  <Check key={t} checked={segment.accountTypes.includes(t)} onChange={(on) => toggle("accountTypes", t, on)}>
                    {TYPE_LABELS[t]}
                  </Check>
                ))}
              </div>
              {f("segment.accountTypes") && (
                <p role="alert" className="mt-1 text-sm text-danger-600">
                  {f("segment.accountTypes")}
                </p>
              )}
            </fieldset>
            <fieldset>
              <legend className="text-sm font-medium text-ink-800">
                States <span className="font-normal text-ink-500">(where users say they are based; none: all)</span>
              </legend>
              <div className="mt-2 grid max-h-36 grid-cols-2 gap-2 overflow-y-auto rounded-lg border border-ink-200 p-2 sm:grid-cols-3">
                {states.data?.map((s) => (
                  <Check key={s.id} checked={segment.stateIds.includes(s.id)} onChange={(on) => toggle("stateIds", s.id, on)}>
                    {s.name}
                  </Check>
                )) ?? <span className="text-sm text-ink-500">Loading states…</span>}
              </div>
              {f("segment.stateIds") && (
                <p role="alert" className="mt-1 text-sm text-danger-600">
                  {f("segment.stateIds")}
                </p>
              )}
            </fieldset>
            <Field label="Plan" htmlFor="bc-plan" error={f("segment.plan")}>
              <select id="bc-plan" value={segment.plan} onChange={(e) => setSegment((s) => ({ ...s, plan: e.target.value }))} className={inputClasses}>
                <option value="">Any plan or none</option>
                <option value="free">No active plan</option>
                <option value="paid">Any active plan</option>
                {plans.data?.data.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name} ({p.role})
                  </option>
                ))}
              </select>
            </Field>
            <Audience segment={segment} />
          </div>
          <div className="lg:col-span-2">
            <Button type="submit">Review and send</Button>
          </div>
        </form>
        <Dialog open={confirm} onOpenChange={(o) => !busy && setConfirm(o)}>
          <DialogContent title="Send this broadcast?" description="It cannot be recalled once delivery starts.">
            <div className="space-y-3 text-sm">
              <p className="font-medium text-ink-900">{title}</p>
              <p className="text-ink-700">{body}</p>
              <Audience segment={segment} />
              <div className="flex justify-end gap-2 pt-2">
                <Button variant="outline" onClick={() => setConfirm(false)} disabled={busy}>
                  Cancel
                </Button>
                <Button onClick={() => void send()} loading={busy}>
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
