import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { PrivacySettings } from "@contracts/admin-settings";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Field, Input } from "../../components/ui/input";
import { Skeleton } from "../../components/ui/skeleton";
import { privacyQuery, savePrivacy, settingsKey } from "./api";
import { useSave } from "./form-state";

const ROWS: { key: keyof PrivacySettings; label: string; hint: string }[] = [
  { key: "apiLogsDays", label: "API logs (days)", hint: "Sampled requests shown in API logs." },
  { key: "emailOutboxDays", label: "Email outbox (days)", hint: "Redacted copies of every email sent." },
  { key: "activityLogDays", label: "Activity log (days)", hint: "Sign-ins and staff actions; at least 90 days." },
  { key: "chatbotLogsDays", label: "Chat-bot logs (days)", hint: "Assistant conversations." },
];

function PrivacyForm({ p }: { p: PrivacySettings }) {
  const qc = useQueryClient();
  const [v, setV] = useState(Object.fromEntries(ROWS.map(({ key }) => [key, String(p[key])])) as Record<keyof PrivacySettings, string>);
  const save = useSave();
  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        const body = Object.fromEntries(ROWS.map(({ key }) => [key, v[key].trim() === "" ? Number.NaN : Number(v[key])])) as PrivacySettings;
        void save.run(async () => qc.setQueryData(settingsKey("privacy"), await savePrivacy(body)), "Retention windows saved.");
      }}
    >
      {ROWS.map(({ key, label, hint }) => (
        <Field key={key} label={label} htmlFor={`privacy-${key}`} hint={hint} error={save.fieldError(key)}>
          <Input inputMode="numeric" value={v[key]} onChange={(e) => setV((x) => ({ ...x, [key]: e.target.value }))} />
        </Field>
      ))}
      <div className="sm:col-span-2">
        <Button type="submit" loading={save.busy}>
          Save retention windows
        </Button>
      </div>
    </form>
  );
}

/** How long logs are kept: the housekeeping cron (every 30 minutes) deletes what is older. */
export function PrivacyTab() {
  const q = useQuery(privacyQuery());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Data retention</CardTitle>
        <p className="text-sm text-ink-600">Older entries are deleted automatically.</p>
      </CardHeader>
      <CardContent>
        {q.isError ? (
          <p role="alert" className="text-sm text-danger-600">
            The settings could not be loaded.
          </p>
        ) : q.data ? (
          <PrivacyForm p={q.data} />
        ) : (
          <Skeleton className="h-40 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
