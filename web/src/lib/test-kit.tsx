/**
 * What the rendering tests share (imported by *.test.tsx files only, so never in the SPA's bundle).
 */
import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { vi } from "vitest";

/** Renders `node` under a query client of its own, as the app's root provides one. */
export function renderWithQueries(node: ReactNode) {
  return render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);
}

/**
 * A stand-in for the API client's methods in a form test: `call("POST")` is what `client.POST` becomes in the
 * test's vi.mock of lib/client. Each call is recorded in `calls` and answered with `answer` (thrown when it is an
 * Error, so an ApiError plays the API's refusal); `reset()`, in a beforeEach, empties the record and restores the
 * first answer.
 */
export function apiRecorder(first: unknown) {
  const api = {
    calls: [] as { method: string; path: string; body: unknown }[],
    answer: first,
    call: (method: string) =>
      vi.fn(async (path: string, init: { body: unknown }) => {
        api.calls.push({ method, path, body: init.body });
        if (api.answer instanceof Error) throw api.answer;
        return api.answer;
      }),
    reset() {
      api.calls.length = 0;
      api.answer = first;
    },
  };
  return api;
}
