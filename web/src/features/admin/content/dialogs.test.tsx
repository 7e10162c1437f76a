// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError } from "../../../lib/api";

const calls: { method: string; path: string; body: unknown }[] = [];
let answer: unknown = { id: "cat_1" };
const call = (method: string) =>
  vi.fn(async (path: string, init: { body: unknown }) => {
    calls.push({ method, path, body: init.body });
    if (answer instanceof Error) throw answer;
    return answer;
  });
vi.mock("../../../lib/client", () => ({
  unwrap: (p: Promise<unknown>) => p,
  queryOptions: (o: unknown) => o,
  client: { POST: call("POST"), PUT: call("PUT") },
}));

const { CategoryDialog } = await import("./category-dialog");
const { NewPageDialog } = await import("./new-page-dialog");

function wrap(node: ReactNode) {
  return render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);
}

beforeEach(() => {
  calls.length = 0;
  answer = { id: "cat_1" };
});
afterEach(cleanup);

describe("CategoryDialog", () => {
  it("adds the category without submitting the article form it is opened from", async () => {
    const saveArticle = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const onCreated = vi.fn();
    const onOpenChange = vi.fn();
    wrap(
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
    expect(calls).toEqual([
      { method: "POST", path: "/admin/api/publications/categories", body: { name: "Short lets" } },
    ]);
    expect(saveArticle).not.toHaveBeenCalled();
  });

  it("shows a taken name beside the field", async () => {
    answer = new ApiError(409, "A category with this name already exists.", [
      { field: "name", message: "A category with this name already exists." },
    ]);
    wrap(<CategoryDialog open onOpenChange={vi.fn()} onCreated={vi.fn()} />);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Guides" } });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("A category with this name already exists.")).toBeTruthy();
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("NewPageDialog", () => {
  it("makes the key from the title when none is typed, and shows a taken key beside the key field", async () => {
    const onCreated = vi.fn();
    wrap(<NewPageDialog open onOpenChange={vi.fn()} onCreated={onCreated} />);
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "About us" } });
    expect(screen.getByText("Made from the title: about-us")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add page" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith("about-us"));
    expect(calls[0]).toMatchObject({
      method: "POST",
      path: "/admin/api/content",
      body: { key: "about-us", title: "About us" },
    });

    answer = new ApiError(409, "A page with this key already exists.", [
      { field: "key", message: "A page with this key already exists." },
    ]);
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "About us" } });
    fireEvent.change(screen.getByLabelText("Key"), { target: { value: "about-us" } });
    fireEvent.click(screen.getByRole("button", { name: "Add page" }));
    expect(await screen.findByText("A page with this key already exists.")).toBeTruthy();
    expect(onCreated).toHaveBeenCalledTimes(1);
  });
});
