import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Header } from "./header";
import { Footer } from "./footer";
import { AssistantLauncher } from "../assistant/launcher";

/** Header, page, footer: the frame of the public layouts (default and properties). */
export function PublicShell({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn("flex min-h-dvh flex-col", className)}>
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <AssistantLauncher />
    </div>
  );
}
