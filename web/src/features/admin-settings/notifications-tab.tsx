import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { STAFF_EVENT_LABELS, STAFF_EVENTS, type NotificationSettings, type StaffEvent } from "@contracts/admin-settings";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { notificationSettingsQuery, saveNotificationSettings, settingsKey } from "./api";
import { Check } from "./check";
import { useSave } from "./form-state";
import type { QueryData } from "../../lib/query";

type Answer = QueryData<typeof notificationSettingsQuery>;

function EventsForm({ data }: { data: Answer }) {
  const qc = useQueryClient();
  const [events, setEvents] = useState<NotificationSettings["events"]>(data.events);
  const save = useSave();
  const set = (e: StaffEvent, patch: Partial<NotificationSettings["events"][StaffEvent]>) => setEvents((v) => ({ ...v, [e]: { ...v[e], ...patch } }));
  const toggleStaff = (e: StaffEvent, id: string, on: boolean) => set(e, { staffIds: on ? [...events[e].staffIds, id] : events[e].staffIds.filter((x) => x !== id) });
  return (
    <form
      noValidate
      onSubmit={(ev) => {
        ev.preventDefault();
        void save.run(async () => qc.setQueryData(settingsKey("notifications"), await saveNotificationSettings({ events })), "Notification settings saved.");
      }}
      className="space-y-4"
    >
      {STAFF_EVENTS.map((e) => (
        <fieldset key={e} className="rounded-lg border border-ink-200 p-4">
          <legend className="px-1 text-sm font-semibold text-ink-900">{STAFF_EVENT_LABELS[e]}</legend>
          <div className="flex flex-wrap gap-4">
            <Check checked={events[e].email} onChange={(on) => set(e, { email: on })}>
              Email
            </Check>
            <Check checked={events[e].sms} onChange={(on) => set(e, { sms: on })}>
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
          {save.fieldError(`events.${e}.staffIds`) && (
            <p role="alert" className="mt-2 text-sm text-danger-600">
              {save.fieldError(`events.${e}.staffIds`)}
            </p>
          )}
        </fieldset>
      ))}
      <Button type="submit" loading={save.busy}>
        Save notification settings
      </Button>
    </form>
  );
}

/** Which staff hear of which events, by email and/or SMS (the services that raise them read this). */
export function NotificationsTab() {
  const q = useQuery(notificationSettingsQuery());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Staff notifications</CardTitle>
        <p className="text-sm text-ink-600">Choose who is emailed or texted when something needs the team.</p>
      </CardHeader>
      <CardContent>
        {q.isError ? (
          <p role="alert" className="text-sm text-danger-600">
            The settings could not be loaded.
          </p>
        ) : q.data ? (
          <EventsForm data={q.data} />
        ) : (
          <Skeleton className="h-64 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
