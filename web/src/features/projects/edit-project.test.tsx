// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Suspense } from "react";
import { ApiError } from "../../lib/api";

const project = {
  id: "prj_1",
  name: "Lekki Gardens Phase 2",
  listed: true,
  updatedAt: 1,
  description: "Terraces and flats off Lekki-Epe Expressway.",
  status: "under_construction",
  completionDate: null,
  state: { id: 25, name: "Lagos" },
  locality: null,
  address: "Lekki-Epe Expressway",
  latitude: null,
  longitude: null,
  paymentPlan: {
    depositPercent: 30,
    instalments: 6,
    periodMonths: 12,
    interval: "quarterly",
    feePercent: 0,
    graceDays: 7,
    defaultAfter: 2,
    refundPercent: 80,
    milestones: [],
  },
  titleDocuments: [],
  amenities: [],
  properties: [],
  propertyMedia: [],
  videoLinks: [{ id: "v1", url: "https://youtu.be/aaa" }],
  progress: [{ id: "u1", happenedOn: "2026-11-02", body: "Foundations poured", author: null, media: [], createdAt: 1 }],
};
const api = {
  editProject: vi.fn(async (..._a: unknown[]) => ({})),
  editVideoLink: vi.fn(async (..._a: unknown[]) => ({})),
  removeVideoLink: vi.fn(async (..._a: unknown[]) => ({})),
  postProgress: vi.fn(async (..._a: unknown[]) => ({})),
  removeProgress: vi.fn(async (..._a: unknown[]) => ({})),
  deleteProject: vi.fn(async (..._a: unknown[]) => ({})),
  setListed: vi.fn(async (..._a: unknown[]) => ({})),
};
vi.mock("./api", () => ({
  ...api,
  projectsKey: ["projects"],
  projectQuery: (id: string) => ({ queryKey: ["projects", id], queryFn: async () => project }),
  activityQuery: (id: string) => ({ queryKey: ["projects", id, "activity"], queryFn: async () => [] }),
  primaryPhoto: vi.fn(),
  rotatePhoto: vi.fn(),
  deletePhoto: vi.fn(),
}));
const uploads: string[] = [];
vi.mock("./upload", () => ({
  uploadProjectPhoto: vi.fn(async (f: File) => (uploads.push(f.name), { token: `tok-${f.name}` })),
}));
vi.mock("./project-form", () => ({
  ProjectForm: () => <div data-testid="project-form" />,
  draftBody: (d: unknown) => d,
}));
const navigate = vi.fn();
vi.mock("@tanstack/react-router", () => ({ useNavigate: () => navigate }));
vi.mock("../../lib/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const { EditProject } = await import("./edit-project");

beforeEach(() => {
  for (const f of Object.values(api)) f.mockClear();
  uploads.length = 0;
});
afterEach(cleanup);

async function renderIt() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Suspense fallback="loading">
        <EditProject id="prj_1" />
      </Suspense>
    </QueryClientProvider>,
  );
  await screen.findByRole("heading", { name: "Edit Lekki Gardens Phase 2" });
}

describe("EditProject's video links", () => {
  it("refuses a link that is not YouTube or Vimeo beside the field, then adds a good one", async () => {
    await renderIt();
    const add = screen.getByRole("form", { name: "Add a video link" });
    fireEvent.change(within(add).getByLabelText("New video link"), {
      target: { value: "https://example.com/tour.mp4" },
    });
    fireEvent.click(within(add).getByRole("button", { name: "Add" }));
    expect(await within(add).findByText("Use a YouTube or Vimeo link.")).toBeTruthy();
    expect(api.editProject).not.toHaveBeenCalled();
    fireEvent.change(within(add).getByLabelText("New video link"), { target: { value: " https://vimeo.com/123 " } });
    fireEvent.click(within(add).getByRole("button", { name: "Add" }));
    await waitFor(() =>
      expect(api.editProject).toHaveBeenCalledWith("prj_1", { videoLinks: ["https://vimeo.com/123"] }),
    );
  });

  it("saves an edited link on its own row and shows the server's refusal there", async () => {
    await renderIt();
    const row = screen.getByRole("form", { name: "Video link https://youtu.be/aaa" });
    api.editVideoLink.mockRejectedValueOnce(new ApiError(409, "This project already has that video."));
    fireEvent.change(within(row).getByLabelText("Video link"), { target: { value: "https://youtu.be/bbb" } });
    fireEvent.click(within(row).getByRole("button", { name: "Save" }));
    expect(await within(row).findByText("This project already has that video.")).toBeTruthy();
    expect(api.editVideoLink).toHaveBeenCalledWith("prj_1", "v1", "https://youtu.be/bbb");
  });
});

describe("EditProject's progress updates", () => {
  it("asks what happened beside the field, then uploads the photos and posts the update", async () => {
    await renderIt();
    const post = screen.getByRole("form", { name: "Post a progress update" });
    fireEvent.change(within(post).getByLabelText("What happened"), { target: { value: "Roof" } });
    fireEvent.click(within(post).getByRole("button", { name: "Post update" }));
    expect(await within(post).findByText("Say what happened (5 characters at least).")).toBeTruthy();
    expect(api.postProgress).not.toHaveBeenCalled();

    fireEvent.change(within(post).getByLabelText("Date"), { target: { value: "2026-11-20" } });
    fireEvent.change(within(post).getByLabelText("What happened"), {
      target: { value: "Roofing of block A complete" },
    });
    fireEvent.change(within(post).getByLabelText("Photos (optional)"), {
      target: { files: [new File(["x"], "roof.webp", { type: "image/webp" })] },
    });
    fireEvent.click(within(post).getByRole("button", { name: "Post update" }));
    await waitFor(() =>
      expect(api.postProgress).toHaveBeenCalledWith("prj_1", {
        happenedOn: "2026-11-20",
        body: "Roofing of block A complete",
        mediaTokens: ["tok-roof.webp"],
        milestoneId: null,
      }),
    );
    expect(uploads).toEqual(["roof.webp"]);
    expect(screen.getByText("02/11/2026")).toBeTruthy();
  });
});

describe("EditProject's delete", () => {
  it("asks in a dialog before deleting, then goes back to the projects list", async () => {
    await renderIt();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Lekki Gardens Phase 2?" });
    expect(api.deleteProject).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete project" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: "/dashboard/project/my-projects" }));
    expect(api.deleteProject).toHaveBeenCalledWith("prj_1");
  });
});
