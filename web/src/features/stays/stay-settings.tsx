import { useState } from "react";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { STAY_POLICIES, STAY_POLICY_IDS, type StayPolicy } from "@contracts/stays";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Field, Input, NativeSelect, ValueOptions } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { formatDate, formatNaira, formatTime } from "../../lib/format";
import { blockDates, saveStaySettings, staySettingsQuery, syncCalendar } from "./api";
import { dmy, lagosToday } from "./format";
import type { QueryData } from "../../lib/query";

type Answer = QueryData<typeof staySettingsQuery>;
const naira = (kobo: number | null) => (kobo === null ? "" : String(kobo / 100));
const kobo = (v: string) => (v.trim() === "" ? null : Math.round(Number(v) * 100));

/** The host's page for a short-stay listing: terms, blocked dates, and the iCal export and import URLs. */
export function StaySettings({ listingId }: { listingId: string }) {
  const qc = useQueryClient();
  const { data } = useSuspenseQuery(staySettingsQuery(listingId));
  const s = data.data;
  const set = (next: Answer) => qc.setQueryData(staySettingsQuery(listingId).queryKey, next);
  const [form, setForm] = useState({
    nightly: naira(s.nightlyPriceOverrideKobo),
    minNights: String(s.minNights),
    maxNights: String(s.maxNights),
    maxGuests: String(s.maxGuests),
    cleaning: naira(s.cleaningFeeKobo),
    caution: naira(s.cautionOverrideKobo),
    policy: s.policy as StayPolicy,
    checkInTime: s.checkInTime,
    checkOutTime: s.checkOutTime,
    importUrl: s.importUrl ?? "",
  });
  const [range, setRange] = useState({ from: lagosToday(1), to: lagosToday(1) });
  const field = (k: keyof typeof form) => ({
    value: form[k],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setForm({ ...form, [k]: e.target.value }),
  });

  // Every write here answers the settings as they now stand; one line under the title says how it went.
  const act = useMutation({
    mutationFn: async ({ call }: { what: string; call: () => Promise<Answer> }) => set(await call()),
  });
  const run = (what: string, call: () => Promise<Answer>) => act.mutate({ what, call });
  const busy = act.isPending;
  const msg: { kind: "success" | "danger"; text: string } | null = act.isSuccess
    ? { kind: "success", text: act.variables.what }
    : act.isError
      ? { kind: "danger", text: act.error instanceof ApiError ? act.error.message : "Something went wrong. Try again." }
      : null;

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    run("Settings saved. They apply to bookings made from now on.", () =>
      saveStaySettings(listingId, {
        nightlyPriceKobo: kobo(form.nightly),
        minNights: Number(form.minNights),
        maxNights: Number(form.maxNights),
        maxGuests: Number(form.maxGuests),
        cleaningFeeKobo: kobo(form.cleaning) ?? 0,
        cautionKobo: kobo(form.caution),
        policy: form.policy,
        checkInTime: form.checkInTime,
        checkOutTime: form.checkOutTime,
        importUrl: form.importUrl.trim() || null,
      }),
    );
  };
  const exportUrl = typeof window === "undefined" ? s.icalPath : `${window.location.origin}${s.icalPath}`;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <p className="text-sm text-ink-500">Stay settings</p>
        <h1 className="text-2xl font-semibold text-ink-900">{s.title}</h1>
      </header>
      {msg && (
        <Alert variant={msg.kind} role="status">
          {msg.text}
        </Alert>
      )}
      <Card>
        <CardContent className="p-4">
          <form onSubmit={save} className="grid gap-3 sm:grid-cols-2" aria-label="Stay terms">
            <Field
              label="Nightly price (₦)"
              htmlFor="st-nightly"
              hint={`Empty: the listing's price, ${formatNaira(s.listingPriceKobo)}`}
            >
              <Input type="number" min={1000} {...field("nightly")} />
            </Field>
            <Field
              label="Caution deposit (₦)"
              htmlFor="st-caution"
              hint={`Empty: the listing's caution fee, ${formatNaira(s.listingCautionKobo)}`}
            >
              <Input type="number" min={0} {...field("caution")} />
            </Field>
            <Field label="Cleaning fee (₦)" htmlFor="st-cleaning">
              <Input type="number" min={0} {...field("cleaning")} />
            </Field>
            <Field label="Maximum guests" htmlFor="st-guests">
              <Input type="number" min={1} max={50} {...field("maxGuests")} />
            </Field>
            <Field label="Minimum nights" htmlFor="st-min">
              <Input type="number" min={1} max={90} {...field("minNights")} />
            </Field>
            <Field label="Maximum nights" htmlFor="st-max">
              <Input type="number" min={1} max={365} {...field("maxNights")} />
            </Field>
            <Field label="Check-in from" htmlFor="st-in">
              <Input type="time" {...field("checkInTime")} />
            </Field>
            <Field label="Check-out by" htmlFor="st-out">
              <Input type="time" {...field("checkOutTime")} />
            </Field>
            <Field
              label="Cancellation policy"
              htmlFor="st-policy"
              hint={STAY_POLICIES[form.policy].text}
              className="sm:col-span-2"
            >
              <NativeSelect {...field("policy")}>
                <ValueOptions values={STAY_POLICY_IDS} label={(p) => STAY_POLICIES[p].label} />
              </NativeSelect>
            </Field>
            <Field
              label="Import another calendar (iCal URL)"
              htmlFor="st-import"
              hint="Nights busy there become unavailable here. https:// only."
              className="sm:col-span-2"
            >
              <Input type="url" placeholder="https://…/calendar.ics" {...field("importUrl")} />
            </Field>
            <div className="sm:col-span-2">
              <Button type="submit" disabled={busy}>
                Save settings
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="space-y-3 p-4">
          <h2 className="text-lg font-semibold text-ink-900">Block dates</h2>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="First night" htmlFor="bl-from">
              <Input
                type="date"
                min={lagosToday()}
                value={range.from}
                onChange={(e) => setRange({ ...range, from: e.target.value })}
              />
            </Field>
            <Field label="Last night" htmlFor="bl-to">
              <Input
                type="date"
                min={range.from}
                value={range.to}
                onChange={(e) => setRange({ ...range, to: e.target.value })}
              />
            </Field>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={busy}
              onClick={() => run("Nights blocked.", () => blockDates(listingId, range.from, range.to))}
            >
              Block
            </Button>
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => run("Nights unblocked.", () => blockDates(listingId, range.from, range.to, true))}
            >
              Unblock
            </Button>
          </div>
          {s.blocked.length ? (
            <p className="text-sm text-ink-700" data-testid="blocked-nights">
              Blocked: {s.blocked.map(dmy).join(", ")}
            </p>
          ) : (
            <p className="text-sm text-ink-500">No blocked nights.</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent className="space-y-3 p-4">
          <h2 className="text-lg font-semibold text-ink-900">Calendars</h2>
          <Field
            label="Your iCal export URL (keep it private)"
            htmlFor="ical-export"
            hint="Paste it into other sites so they see the nights booked here."
          >
            <Input readOnly value={exportUrl} onFocus={(e) => e.currentTarget.select()} />
          </Field>
          <p className="text-sm text-ink-700">
            Import: {s.importUrl ? s.importUrl : "none saved"}
            {s.importedAt ? ` · last read ${formatDate(s.importedAt)} ${formatTime(s.importedAt)}` : ""}
          </p>
          {s.importError && <Alert variant="warning">The last read failed: {s.importError}</Alert>}
          <Button
            variant="outline"
            disabled={busy || !s.importUrl}
            onClick={() => run("Calendar imported.", () => syncCalendar(listingId))}
          >
            Import now
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
