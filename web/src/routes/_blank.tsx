import { createFileRoute, Outlet } from "@tanstack/react-router";
import { Logo } from "../features/layout/logo";

/** Blank layout: sign-in, sign-up and password recovery pages. */
export const Route = createFileRoute("/_blank")({
  component: () => (
    <div className="flex min-h-dvh flex-col items-center bg-ink-50 px-4 py-8">
      <Logo />
      <main id="main" className="mt-8 w-full max-w-md">
        <Outlet />
      </main>
    </div>
  ),
});
