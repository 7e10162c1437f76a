// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api";

const saved = { apiLogsDays: 30, emailOutboxDays: 30, activityLogDays: 365, chatbotLogsDays: 30 };
const api = vi.hoisted(() => ({ savePrivacy: vi.fn() }));
const toasts = vi.hoisted(() => ({ success: vi.fn() }));

vi.mock("./api", async (importOriginal) => {
  const real = await importOriginal<typeof import("./api")>();
  return {
    ...real,
    privacyQuery: () => ({ queryKey: real.settingsKey("privacy"), queryFn: async () => saved }),
    savePrivacy: api.savePrivacy,
  };
});
vi.mock("../../../lib/toast", () => ({ toast: toasts }));

const { PrivacyTab } = await import("./privacy-tab");
const { settingsKey } = await import("./api");

afterEach(cleanup);

describe("a settings section's form", () => {
  it("saves the parsed values, puts the answer in the cache and says so; the API's field error lands beside its box", async () => {
    const qc = new QueryClient();
    render(
      <QueryClientProvider client={qc}>
        <PrivacyTab />
      </QueryClientProvider>,
    );
    const box = await screen.findByLabelText("Activity log (days)");
    api.savePrivacy.mockRejectedValueOnce(
      new ApiError(400, "Check the form.", [{ field: "activityLogDays", message: "Keep it 90 days at least." }]),
    );
    fireEvent.change(box, { target: { value: "120" } });
    fireEvent.click(screen.getByRole("button", { name: "Save retention windows" }));
    expect(await screen.findByText("Keep it 90 days at least.")).toBeTruthy();
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(toasts.success).not.toHaveBeenCalled();

    api.savePrivacy.mockImplementationOnce(async (body: typeof saved) => ({ ...saved, ...body }));
    fireEvent.change(box, { target: { value: "400" } });
    fireEvent.click(screen.getByRole("button", { name: "Save retention windows" }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("Retention windows saved."));
    expect(api.savePrivacy).toHaveBeenLastCalledWith({ ...saved, activityLogDays: 400 }, expect.anything());
    expect(qc.getQueryData(settingsKey("privacy"))).toEqual({ ...saved, activityLogDays: 400 });
  });
});
