import { createFileRoute, Outlet } from "@tanstack/react-router";
import { Logo } from "../features/layout/logo";

/** Admin login layout: the logo as the page's banner and the form as its main region, like every other page. */
export const Route = createFileRoute("/_adminlogin")({
  component: () => (
    <div className="grid min-h-dvh place-items-center bg-ink-900 px-4 py-10">
      <div className="w-full max-w-md">
        <header className="mb-6 flex justify-center rounded-xl bg-white py-3">
          <Logo />
        </header>
        <main>
          <Outlet />
        </main>
      </div>
    </div>
  ),
});
