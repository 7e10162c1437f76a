// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";

const api = vi.hoisted(() => ({ disputeRent: vi.fn(), addStatement: vi.fn() }));
vi.mock("./api", async (importOriginal) => ({ ...(await importOriginal<typeof import("./api")>()), ...api }));

const { StatementForm } = await import("./statement-form");

afterEach(cleanup);

function renderForm(kind: "dispute" | "statement", onSaved: (next: unknown) => unknown) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StatementForm id="ag1" kind={kind} onSaved={onSaved} />
    </QueryClientProvider>,
  );
}

describe("StatementForm", () => {
  it("a dispute sends its reason to the dispute call, hands on the agreement it answers and empties", async () => {
    api.disputeRent.mockResolvedValueOnce({ data: { id: "ag1", status: "disputed" } });
    const onSaved = vi.fn();
    renderForm("dispute", onSaved);
    const words = screen.getByLabelText("What is wrong") as HTMLTextAreaElement;
    fireEvent.change(words, { target: { value: "The flat has no water at all." } });
    fireEvent.click(screen.getByRole("button", { name: "Open a dispute" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: "ag1", status: "disputed" }));
    expect(api.disputeRent).toHaveBeenCalledWith("ag1", { reason: "The flat has no water at all.", photoTokens: [] });
    expect(api.addStatement).not.toHaveBeenCalled();
    await waitFor(() => expect(words.value).toBe(""));
  });

  it("a statement goes to the statements call as its body", async () => {
    api.addStatement.mockResolvedValueOnce({ data: { id: "ag1" } });
    const onSaved = vi.fn();
    renderForm("statement", onSaved);
    fireEvent.change(screen.getByLabelText("Your statement"), { target: { value: "The water came back on Monday." } });
    fireEvent.click(screen.getByRole("button", { name: "Send to PropertyNG" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: "ag1" }));
    expect(api.addStatement).toHaveBeenCalledWith("ag1", { body: "The water came back on Monday.", photoTokens: [] });
  });
});
