import { createFileRoute, Outlet } from "@tanstack/react-router";
import { Logo } from "../features/layout/logo";

/** Admin login layout. */
export const Route = createFileRoute("/_adminlogin")({
  component: () => (
    <div className="grid min-h-dvh place-items-center bg-ink-900 px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex justify-center rounded-xl bg-white py-3">
          <Logo />
        </div>
        <Outlet />
      </div>
    </div>
  ),
});
