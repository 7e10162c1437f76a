import { useQuery } from "@tanstack/react-query";
import { notificationSettings, STAFF_EVENT_LABELS, STAFF_EVENTS, type StaffEvent } from "@contracts/admin-settings";
import { Form, FormError, SubmitButton, useMutationForm } from "../../../components/ui/form";
import { notificationSettingsQuery, saveNotificationSettings, settingsKey } from "./api";
import { Check } from "./check";
import { useSettingsSave } from "./form-state";
import type { QueryData } from "../../../lib/query";
import { SettingsCard } from "../settings-card";
import { ErrorText } from "../../../components/ui/input";

type Answer = QueryData<typeof notificationSettingsQuery>;

const schema = notificationSettings;

function EventsForm({ data }: { data: Answer }) {
  const { form, formProps } = useMutationForm(schema, {
    defaultValues: { events: data.events },
    ...useSettingsSave(settingsKey("notifications"), saveNotificationSettings, "Notification settings saved."),
  });
  const events = form.watch("events");
  const set = (e: StaffEvent, key: "email" | "sms", on: boolean) =>
    form.setValue(`events.${e}.${key}`, on, { shouldDirty: true });
  const toggleStaff = (e: StaffEvent, id: string, on: boolean) =>
    form.setValue(
      `events.${e}.staffIds`,
      on ? [...events[e].staffIds, id] : events[e].staffIds.filter((x) => x !== id),
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    );
  return (
    <Form {...formProps} className="space-y-4">
      {STAFF_EVENTS.map((e) => (
        <fieldset key={e} className="rounded-lg border border-ink-200 p-4">
          <legend className="px-1 text-sm font-semibold text-ink-900">{STAFF_EVENT_LABELS[e]}</legend>
          <div className="flex flex-wrap gap-4">
            <Check checked={events[e].email} onChange={(on) => set(e, "email", on)}>
              Email
            </Check>
            <Check checked={events[e].sms} onChange={(on) => set(e, "sms", on)}>
              SMS
            </Check>
          </div>
          <p className="mt-3 text-xs font-medium text-ink-600">Send to</p>
          <div className="mt-1 grid max-h-40 gap-2 overflow-y-auto sm:grid-cols-2">
            {data.staff.map((s) => (
              <Check key={s.id} checked={events[e].staffIds.includes(s.id)} onChange={(on) => toggleStaff(e, s.id, on)}>
                {s.name} <span className="text-ink-500">({s.email})</span>
              </Check>
            ))}
          </div>
          <ErrorText className="mt-2">{form.formState.errors.events?.[e]?.staffIds?.message}</ErrorText>
        </fieldset>
      ))}
      <FormError />
      <SubmitButton>Save notification settings</SubmitButton>
    </Form>
  );
}

/** Which staff hear of which events, by email and/or SMS (the services that raise them read this). */
export function NotificationsTab() {
  const q = useQuery(notificationSettingsQuery());
  return (
    <SettingsCard
      title="Staff notifications"
      description="Choose who is emailed or texted when something needs the team."
      query={q}
      pendingHeight="h-64"
    >
      {(d) => <EventsForm data={d} />}
    </SettingsCard>
  );
}
