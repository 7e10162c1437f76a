import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../../components/ui/tabs";
import { ProfileTab } from "../../../../features/admin-settings/profile-tab";
import { NotificationsTab } from "../../../../features/admin-settings/notifications-tab";
import { SocialLinksTab } from "../../../../features/admin-settings/social-links-tab";
import { AppPreferenceTab } from "../../../../features/admin-settings/app-preference-tab";
import { PrivacyTab } from "../../../../features/admin-settings/privacy-tab";

// Plain strings here: validateSearch stays in the route tree (entry bundle); the panels load with the page.
const TAB_VALUES = ["profile", "notifications", "social-links", "app-preference", "privacy"] as const;
type Tab = (typeof TAB_VALUES)[number];

export const Route = createFileRoute("/_admin/dashboard/admin/settings")({
  validateSearch: (s: Record<string, unknown>): { tab?: Tab } => ({
    tab: TAB_VALUES.includes(s.tab as Tab) ? (s.tab as Tab) : undefined,
  }),
  head: () => ({ meta: [{ title: "Settings · Admin · PropertyNG" }] }),
  component: AdminSettings,
});

const TABS = [
  { value: "profile", label: "Profile", Panel: ProfileTab },
  { value: "notifications", label: "Notifications", Panel: NotificationsTab },
  { value: "social-links", label: "Social links", Panel: SocialLinksTab },
  { value: "app-preference", label: "App preference", Panel: AppPreferenceTab },
  { value: "privacy", label: "Privacy", Panel: PrivacyTab },
] as const satisfies readonly { value: Tab; label: string; Panel: () => React.JSX.Element }[];

/** Settings (CAN_VIEW_DASHBOARD_REPORTS): one tab per settings section; the tab is in the URL. */
function AdminSettings() {
  const tab = Route.useSearch().tab ?? "profile";
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-ink-900">Settings</h1>
      <Tabs
        value={tab}
        onValueChange={(v) =>
          void navigate({ search: { tab: v === "profile" ? undefined : (v as Tab) }, replace: true })
        }
      >
        <TabsList aria-label="Settings sections">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Panel }) => (
          <TabsContent key={value} value={value}>
            {value === tab && <Panel />}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
