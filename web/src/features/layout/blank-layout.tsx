import { Outlet } from "@tanstack/react-router";
import { Logo } from "./logo";

/** The bare page of sign-in, sign-up and password recovery: the logo and one card. */
export function BlankLayout() {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-ink-50 px-4 py-8">
      <Logo />
      <main id="main" className="mt-8 w-full max-w-md">
        <Outlet />
      </main>
    </div>
  );
}
