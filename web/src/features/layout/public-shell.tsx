import { createContext, useContext, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Header } from "./header";
import { Footer } from "./footer";
import { AssistantLauncher } from "../assistant/launcher";

/** True inside a layout that already draws the header (public, dashboard, admin): an error page there adds none. */
export const InShellContext = createContext(false);
export const useInShell = () => useContext(InShellContext);

/** Header, the banner ad slot, page, footer: the frame of the public layouts (default and properties). */
export function PublicShell({
  className,
  banner,
  children,
}: {
  className?: string;
  banner?: ReactNode;
  children: ReactNode;
}) {
  return (
    <InShellContext.Provider value>
      <div className={cn("flex min-h-dvh flex-col", className)}>
        <Header />
        {banner}
        {/* Room under the last of the page for the assistant's floating button (and a phone's home bar): the end
            of any page (a form's Send, "Clear all filters") scrolls clear of it instead of ending under it. */}
        <main id="main" className="flex-1 pb-[calc(8.75rem+env(safe-area-inset-bottom,0px))] lg:pb-20">
          {children}
        </main>
        <Footer />
        <AssistantLauncher />
      </div>
    </InShellContext.Provider>
  );
}
