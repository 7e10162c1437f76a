import { createFileRoute, Outlet } from "@tanstack/react-router";
import { Header } from "../features/layout/header";
import { Footer } from "../features/layout/footer";

/** Default layout: header, the rotating banner ad slot (banners issue), page, footer. */
export const Route = createFileRoute("/_default")({
  component: () => (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  ),
});
