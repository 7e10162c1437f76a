// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { emptyDraft, type ProjectDraft } from "./project-draft";

vi.mock("../locations/queries", () => ({
  statesQuery: () => ({ queryKey: ["states"], queryFn: async () => [{ id: 25, name: "Lagos" }] }),
  localitiesQuery: (id: number) => ({ queryKey: ["localities", id], queryFn: async () => [] }),
}));
vi.mock("./api", () => ({
  unitCategoriesQuery: () => ({ queryKey: ["unit-categories"], queryFn: async () => [{ id: 2, name: "House" }] }),
}));
vi.mock("./upload", () => ({ uploadProjectPhoto: vi.fn() }));

const { ProjectForm } = await import("./project-form");

afterEach(cleanup);

const saved: Omit<ProjectDraft, "milestones"> & { milestones: ProjectDraft["milestones"] } = {
  ...emptyDraft(),
  name: "Lekki Gardens Phase 2",
  description: "Terraces and flats off the Lekki-Epe Expressway, with a gatehouse.",
  stateId: 25,
  address: "Lekki-Epe Expressway",
  properties: [
    {
      id: "u1",
      categoryId: 2,
      type: "3-bedroom terrace",
      bedrooms: 3,
      sizeSqm: null,
      price: 13_000_000,
      unitsTotal: 5,
    },
  ],
  milestones: [{ id: "m2", name: "Roofing", sharePercent: 30 }],
};

function renderForm(onSubmit: (d: ProjectDraft) => Promise<void>) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProjectForm
        initial={saved}
        submitLabel="Save project"
        withMedia={false}
        approvedMilestones={[{ id: "m1", name: "Foundation", sharePercent: 20 }]}
        onSubmit={onSubmit}
      />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: /4\. Plan and photos/ }));
}

describe("the project form's payment plan", () => {
  it("states every term of the plan and edits the milestones not yet approved", async () => {
    const onSubmit = vi.fn(async (_d: ProjectDraft) => {});
    renderForm(onSubmit);
    expect(screen.getByLabelText("Instalments are due")).toHaveProperty("value", "monthly");
    expect(screen.getByLabelText("Grace days after a due date")).toHaveProperty("value", "7");
    expect(screen.getByLabelText("Missed instalments before the reservation ends")).toHaveProperty("value", "2");
    expect(screen.getByLabelText("Refund on cancelling (% of what is held)")).toHaveProperty("value", "80");
    // The approved milestone is shown, not editable.
    expect(within(screen.getByRole("list", { name: "Approved milestones" })).getByText(/Foundation: 20%/)).toBeTruthy();
    expect(screen.getAllByTestId("milestone-row")).toHaveLength(1);

    fireEvent.change(screen.getByLabelText("Instalments are due"), { target: { value: "quarterly" } });
    fireEvent.change(screen.getByLabelText("Refund on cancelling (% of what is held)"), { target: { value: "60" } });
    fireEvent.click(screen.getByRole("button", { name: "Add a milestone" }));
    const rows = screen.getAllByTestId("milestone-row");
    fireEvent.change(within(rows[1]!).getByLabelText("Milestone"), { target: { value: "Handover" } });
    fireEvent.change(within(rows[1]!).getByLabelText("Share (%)"), { target: { value: "100" } });
    fireEvent.click(screen.getByRole("button", { name: "Save project" }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      planInterval: "quarterly",
      planRefundPercent: 60,
      milestones: [
        { id: "m2", name: "Roofing", sharePercent: 30 },
        { name: "Handover", sharePercent: 100 },
      ],
    });
  });

  it("says beside the row what a milestone needs before anything is sent", async () => {
    const onSubmit = vi.fn(async (_d: ProjectDraft) => {});
    renderForm(onSubmit);
    fireEvent.click(screen.getByRole("button", { name: "Add a milestone" }));
    fireEvent.click(screen.getByRole("button", { name: "Save project" }));
    expect(await screen.findByText("Name the milestone, e.g. Roofing.")).toBeTruthy();
    expect(await screen.findByText("A milestone releases 1 to 100% of what is held.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
