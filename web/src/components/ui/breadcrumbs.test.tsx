// @vitest-environment happy-dom
import { afterEach, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { Breadcrumbs } from "./breadcrumbs";

afterEach(cleanup);

const at = (ui: React.ReactNode) =>
  createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });

it("links the pages above, a slash between, and marks the page itself as current", async () => {
  const trail = [
    { label: "Home", to: "/" as const },
    { label: "Price guides", to: "/prices" as const },
  ];
  render(<RouterProvider router={at(<Breadcrumbs trail={trail} current="Lekki, Lagos" />)} />);
  const nav = await screen.findByRole("navigation", { name: "Breadcrumb" });
  expect(nav.textContent).toBe("Home /Price guides /Lekki, Lagos");
  expect(screen.getByRole("link", { name: "Price guides" }).getAttribute("href")).toBe("/prices");
  expect(screen.getByText("Lekki, Lagos").getAttribute("aria-current")).toBe("page");
});

it("without a current page, the last link takes no slash", async () => {
  const trail = [
    { label: "Home", to: "/" as const },
    { label: "News & Insight", to: "/news" as const },
  ];
  render(<RouterProvider router={at(<Breadcrumbs trail={trail} />)} />);
  const nav = await screen.findByRole("navigation", { name: "Breadcrumb" });
  expect(nav.textContent).toBe("Home /News & Insight");
  expect(nav.querySelector("li[aria-current]")).toBeNull();
});
