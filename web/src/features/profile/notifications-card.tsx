import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Switch } from "radix-ui";
import { toast } from "../../lib/toast";
import type { Profile } from "@contracts/profile";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { saveProfile } from "./api";
import { BrowserPush } from "./browser-push";

type Key = "smsNotifications" | "emailNotifications" | "announcements";
const ROWS: { key: Key; label: string; hint: string }[] = [
  {
    key: "smsNotifications",
    label: "SMS notifications",
    hint: "Inspection bookings, payments and security alerts by text message.",
  },
  {
    key: "emailNotifications",
    label: "Email notifications",
    hint: "Enquiries, listing reminders and news. Security emails are always sent.",
  },
  {
    key: "announcements",
    label: "Announcements",
    hint: "News and offers from PropertyNG, in the notifications bell and as browser notifications.",
  },
];

/** Each switch saves at once; it flips back if the server refuses. */
export function NotificationsCard({ profile }: { profile: Profile }) {
  const qc = useQueryClient();
  const [values, setValues] = useState({
    smsNotifications: profile.smsNotifications,
    emailNotifications: profile.emailNotifications,
    announcements: profile.announcements,
  });
  const [saving, setSaving] = useState<Key | null>(null);

  async function toggle(key: Key, on: boolean) {
    const before = values[key];
    setValues((v) => ({ ...v, [key]: on }));
    setSaving(key);
    try {
      const saved = await saveProfile({ [key]: on });
      qc.setQueryData(["profile"], saved);
      toast.success(on ? "Notifications turned on." : "Notifications turned off.");
    } catch (err) {
      setValues((v) => ({ ...v, [key]: before }));
      toast.error(err instanceof Error ? err.message : "Something went wrong. Please try again.");
    } finally {
      setSaving(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
      </CardHeader>
      <CardContent className="divide-y divide-ink-100">
        {ROWS.map((r) => (
          <div key={r.key} className="flex items-center justify-between gap-4 py-3">
            <div>
              <label htmlFor={`notify-${r.key}`} className="text-sm font-medium text-ink-900">
                {r.label}
              </label>
              <p className="text-sm text-ink-600">{r.hint}</p>
            </div>
            <Switch.Root
              id={`notify-${r.key}`}
              checked={values[r.key]}
              disabled={saving === r.key}
              onCheckedChange={(on) => void toggle(r.key, on)}
              className="relative h-6 w-11 shrink-0 rounded-full bg-ink-300 transition-colors disabled:opacity-60 data-[state=checked]:bg-brand-600"
            >
              <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
            </Switch.Root>
          </div>
        ))}
        <BrowserPush />
      </CardContent>
    </Card>
  );
}
