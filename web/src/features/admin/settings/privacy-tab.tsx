import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { privacySettings, type PrivacySettings } from "@contracts/admin-settings";
import { Form, FormError, SubmitButton, useMutationForm, InputField } from "../../../components/ui/form";
import { privacyQuery, savePrivacy, settingsKey } from "./api";
import { typedNumber, useSettingsSave } from "./form-state";
import { SettingsCard } from "../settings-card";

const ROWS: { key: keyof PrivacySettings; label: string; hint: string }[] = [
  { key: "apiLogsDays", label: "API logs (days)", hint: "Sampled requests shown in API logs." },
  { key: "emailOutboxDays", label: "Email outbox (days)", hint: "Redacted copies of every email sent." },
  { key: "activityLogDays", label: "Activity log (days)", hint: "Sign-ins and staff actions; at least 90 days." },
  { key: "chatbotLogsDays", label: "Chat-bot logs (days)", hint: "Assistant conversations." },
];

// The typed days, checked by the contract's own rules (the same messages the API answers with).
const days = (key: keyof PrivacySettings) => z.string().transform(typedNumber()).pipe(privacySettings.shape[key]);
const schema = z.object({
  apiLogsDays: days("apiLogsDays"),
  emailOutboxDays: days("emailOutboxDays"),
  activityLogDays: days("activityLogDays"),
  chatbotLogsDays: days("chatbotLogsDays"),
});

function PrivacyForm({ p }: { p: PrivacySettings }) {
  const { formProps } = useMutationForm(schema, {
    defaultValues: Object.fromEntries(ROWS.map(({ key }) => [key, String(p[key])])) as Record<
      keyof PrivacySettings,
      string
    >,
    ...useSettingsSave(settingsKey("privacy"), savePrivacy, "Retention windows saved."),
  });
  return (
    <Form {...formProps} className="grid gap-4 sm:grid-cols-2">
      {ROWS.map(({ key, label, hint }) => (
        <InputField key={key} name={key} label={label} id={`privacy-${key}`} hint={hint} inputMode="numeric" />
      ))}
      <FormError className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <SubmitButton>Save retention windows</SubmitButton>
      </div>
    </Form>
  );
}

/** How long logs are kept: the housekeeping cron (every 30 minutes) deletes what is older. */
export function PrivacyTab() {
  const q = useQuery(privacyQuery());
  return (
    <SettingsCard title="Data retention" description="Older entries are deleted automatically." query={q}>
      {(p) => <PrivacyForm p={p} />}
    </SettingsCard>
  );
}
