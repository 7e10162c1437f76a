// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { ApiError } from "../../../lib/api";
import { apiRecorder, renderWithQueries } from "../../../lib/test-kit";

/** What the API was sent, and what it answers next (a body, or an ApiError to throw). */
const api = apiRecorder({ id: "cat_1" });
vi.mock("../../../lib/client", () => ({
  unwrap: (p: Promise<unknown>) => p,
  queryOptions: (o: unknown) => o,
  client: { POST: api.call("POST"), PUT: api.call("PUT") },
}));

const { CategoryDialog } = await import("./category-dialog");
const { NewPageDialog } = await import("./new-page-dialog");

beforeEach(api.reset);
afterEach(cleanup);

describe("CategoryDialog", () => {
  it("adds the category without submitting the article form it is opened from", async () => {
    const saveArticle = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const onCreated = vi.fn();
    const onOpenChange = vi.fn();
    renderWithQueries(
      <form onSubmit={saveArticle}>
        <CategoryDialog open onOpenChange={onOpenChange} onCreated={onCreated} />
      </form>,
    );
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "L" } });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Name the category (2 characters at least).")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: " Short lets " } });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith("cat_1"));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(api.calls).toEqual([
      { method: "POST", path: "/admin/api/publications/categories", body: { name: "Short lets" } },
    ]);
    expect(saveArticle).not.toHaveBeenCalled();
  });

  it("shows a taken name beside the field", async () => {
    api.answer = new ApiError(409, "A category with this name already exists.", [
      { field: "name", message: "A category with this name already exists." },
    ]);
    renderWithQueries(<CategoryDialog open onOpenChange={vi.fn()} onCreated={vi.fn()} />);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Guides" } });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("A category with this name already exists.")).toBeTruthy();
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("NewPageDialog", () => {
  it("makes the key from the title when none is typed, and shows a taken key beside the key field", async () => {
    const onCreated = vi.fn();
    renderWithQueries(<NewPageDialog open onOpenChange={vi.fn()} onCreated={onCreated} />);
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "About us" } });
    expect(screen.getByText("Made from the title: about-us")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add page" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith("about-us"));
    expect(api.calls[0]).toMatchObject({
      method: "POST",
      path: "/admin/api/content",
      body: { key: "about-us", title: "About us" },
    });

    api.answer = new ApiError(409, "A page with this key already exists.", [
      { field: "key", message: "A page with this key already exists." },
    ]);
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "About us" } });
    fireEvent.change(screen.getByLabelText("Key"), { target: { value: "about-us" } });
    fireEvent.click(screen.getByRole("button", { name: "Add page" }));
    expect(await screen.findByText("A page with this key already exists.")).toBeTruthy();
    expect(onCreated).toHaveBeenCalledTimes(1);
  });
});
