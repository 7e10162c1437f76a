import { useEffect, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Button } from "../../components/ui/button";
import { toast } from "../../lib/toast";

type State = "unsupported" | "checking" | "off" | "on";
const supported = () =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** "Turn on notifications" for this browser (Web Push); the push code loads only when pressed. */
export function BrowserPush() {
  const [state, setState] = useState<State>("checking");
  const toggle = useMutation({
    mutationFn: async (turnOn: boolean) => {
      const push = await import("./push-subscribe");
      await (turnOn ? push.turnOnPush() : push.turnOffPush());
      return turnOn;
    },
    onSuccess: (on) => {
      setState(on ? "on" : "off");
      toast.success(on ? "Browser notifications are on." : "Browser notifications are off.");
    },
    onError: (e) => toast.error(e instanceof Error ? e.message : "Could not change browser notifications."),
  });
  useEffect(() => {
    if (!supported()) return setState("unsupported");
    void navigator.serviceWorker
      .getRegistration("/")
      .then((reg) => (reg ? reg.pushManager.getSubscription() : null))
      .then((sub) => setState(sub && Notification.permission === "granted" ? "on" : "off"))
      .catch(() => setState("off"));
  }, []);
  if (state === "unsupported" || state === "checking") return null;

  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 flex-1 basis-52">
        <p className="text-sm font-medium text-ink-900">Browser notifications</p>
        <p className="text-sm text-ink-600">
          {state === "on"
            ? "This browser shows announcements even when PropertyNG is closed."
            : "Get announcements in this browser, even when PropertyNG is closed."}
        </p>
      </div>
      <Button
        size="sm"
        className="shrink-0"
        variant={state === "on" ? "outline" : "primary"}
        loading={toggle.isPending}
        onClick={() => toggle.mutate(state !== "on")}
      >
        {state === "on" ? "Turn off" : "Turn on notifications"}
      </Button>
    </div>
  );
}
