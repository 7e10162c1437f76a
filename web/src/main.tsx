import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { Provider as JotaiProvider } from "jotai";
import { toast } from "sonner";
import "./styles.css";
import { setApiHooks } from "./lib/api";
import { clearSession, currentToken, jotaiStore } from "./features/auth/session";
import { makeQueryClient, makeRouter } from "./router";
import { installChunkReload } from "./features/layout/chunk-reload";

const queryClient = makeQueryClient();
const router = makeRouter(queryClient);

setApiHooks({
  getToken: currentToken,
  notify: (title, message) => toast.error(title, { description: message }),
  // SPEC.md §8 401: log out and go to /login with the redirect path when not at the root.
  onUnauthorized: () => {
    const here = router.state.location.href;
    const admin = here.startsWith("/dashboard/admin");
    clearSession();
    queryClient.clear();
    if (admin) void router.navigate({ to: "/dashboard/admin/login" });
    else void router.navigate({ to: "/login", search: here === "/" ? {} : { redirect: here } });
  },
});
installChunkReload();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <JotaiProvider store={jotaiStore}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </JotaiProvider>
  </StrictMode>,
);
