import { lazy, Suspense, useState } from "react";
import { Link, useRouterState } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { Button } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/text-link";
import { authModalAtom, rememberLastRoute, useUser } from "../auth/session";
import { forgetReturn } from "../auth/return-to";
import { Avatar } from "./avatar";
import { Logo } from "./logo";
import { headerAction, PUBLIC_NAV } from "./nav";
import { notOnServer } from "../../lib/client-only";

const HeaderUserMenu = lazy(() => (__WORKER_BUNDLE__ ? notOnServer() : import("./header-user-menu")));
const MobileMenu = lazy(() => (__WORKER_BUNDLE__ ? notOnServer() : import("./mobile-menu")));
const NotificationBell = lazy(() => (__WORKER_BUNDLE__ ? notOnServer() : import("../messaging/bell")));

export function Header() {
  const user = useUser();
  const action = user ? headerAction(user) : null;
  const openModal = useSetAtom(authModalAtom);
  const path = useRouterState({ select: (s) => s.location.pathname });
  const [menuOpen, setMenuOpen] = useState(false);

  const signIn = (tab: "login" | "register") => {
    rememberLastRoute(path);
    forgetReturn();
    setMenuOpen(false);
    openModal(tab);
  };

  return (
    <header className="sticky top-0 z-30 border-b border-ink-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:gap-6">
        <Logo />
        <nav aria-label="Main" className="hidden gap-1 md:flex">
          {PUBLIC_NAV.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              data-tour={`nav-${item.label.toLowerCase()}`}
              className="rounded-md px-3 py-2 text-sm font-medium text-ink-700 hover:bg-ink-100 hover:text-ink-900"
              activeProps={{ className: "text-brand-700" }}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {action && (
            // On a phone the same link is in the menu: the header keeps room for the bell and the avatar.
            <ButtonLink to={action.to} variant="outline" size="sm" className="max-sm:hidden">
              {action.label}
            </ButtonLink>
          )}
          {user && !user.adminAccess && (
            <Suspense fallback={null}>
              <NotificationBell userId={user.id} />
            </Suspense>
          )}
          {user ? (
            <Suspense
              fallback={
                <span className="flex items-center gap-2 p-1 sm:pr-3">
                  <Avatar user={user} />
                </span>
              }
            >
              <HeaderUserMenu user={user} />
            </Suspense>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <Button variant="ghost" size="sm" data-tour="sign-in" onClick={() => signIn("login")}>
                Sign in
              </Button>
              <Button size="sm" onClick={() => signIn("register")}>
                Create account
              </Button>
            </div>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Open menu"
            onClick={() => setMenuOpen(true)}
          >
            <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </Button>
        </div>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} signedIn={!!user} onSignIn={signIn} />
        </Suspense>
      )}
    </header>
  );
}
