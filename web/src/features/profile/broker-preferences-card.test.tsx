// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ApiError } from "../../lib/api";

const puts: unknown[] = [];
let failWith: ApiError | null = null;
vi.mock("../../lib/client", () => ({
  unwrap: (p: Promise<unknown>) => p,
  client: {
    GET: vi.fn(async (path: string) =>
      path === "/v1/locations/states"
        ? {
            data: [
              { id: 25, name: "Lagos" },
              { id: 15, name: "FCT" },
            ],
          }
        : { listingStates: [25], companyName: null, experience: null, specializations: ["land"] },
    ),
    PUT: vi.fn(async (_path: string, init: { body: unknown }) => {
      puts.push(init.body);
      if (failWith) throw failWith;
      return init.body;
    }),
  },
}));
vi.mock("../../lib/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const { BrokerPreferencesCard } = await import("./broker-preferences-card");

afterEach(() => {
  cleanup();
  puts.length = 0;
  failWith = null;
});

const renderIt = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <BrokerPreferencesCard />
    </QueryClientProvider>,
  );

describe("BrokerPreferencesCard", () => {
  it("asks for a state when none is ticked, then saves the ticked states, company, experience and specializations", async () => {
    renderIt();
    const lagos = await screen.findByRole("checkbox", { name: "Lagos" });
    expect((lagos as HTMLInputElement).checked).toBe(true);
    fireEvent.click(lagos);
    fireEvent.click(screen.getByRole("button", { name: "Save preferences" }));
    expect(await screen.findByText("Select at least one state where you list properties.")).toBeTruthy();
    expect(puts).toHaveLength(0);

    fireEvent.click(screen.getByRole("checkbox", { name: "FCT" }));
    await waitFor(() => expect(screen.queryByText("Select at least one state where you list properties.")).toBeNull());
    fireEvent.change(screen.getByLabelText("Company you work with"), { target: { value: " Adeyemi Homes " } });
    fireEvent.change(screen.getByLabelText("Years of experience"), { target: { value: "2-5" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Residential" }));
    fireEvent.click(screen.getByRole("button", { name: "Save preferences" }));
    await waitFor(() =>
      expect(puts).toEqual([
        {
          listingStates: [15],
          companyName: "Adeyemi Homes",
          experience: "2-5",
          specializations: ["land", "residential"],
        },
      ]),
    );
  });

  it("shows the server's refusal in the form", async () => {
    failWith = new ApiError(403, "Only brokerage and company accounts have broker preferences.");
    renderIt();
    fireEvent.click(await screen.findByRole("button", { name: "Save preferences" }));
    expect(await screen.findByText("Only brokerage and company accounts have broker preferences.")).toBeTruthy();
    expect(puts).toEqual([{ listingStates: [25], companyName: null, experience: null, specializations: ["land"] }]);
  });
});
