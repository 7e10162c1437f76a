// @vitest-environment happy-dom
import { afterEach, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { buttonClasses } from "./button";
import { BackLink, ButtonAnchor, ButtonLink, TextLink, TitleLink } from "./text-link";

afterEach(cleanup);

it("draws the router's links with their looks: back to a list, a brand text link, a row's title, a button", async () => {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <>
          <BackLink to="/dashboard/admin/users">Users</BackLink>
          <TextLink to="/dashboard/admin/users/$id" params={{ id: "u1" }} className="font-medium">
            Ada Obi
          </TextLink>
          <TitleLink to="/dashboard/admin/banners/edit/$id" params={{ id: "b1" }}>
            Lekki flats
          </TitleLink>
          <ButtonLink to="/dashboard/property/edit-listing/$id" params={{ id: "p1" }} variant="outline" size="sm">
            Edit
          </ButtonLink>
        </>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  render(<RouterProvider router={router} />);

  const back = await screen.findByRole("link", { name: "← Users" });
  expect(back.getAttribute("href")).toBe("/dashboard/admin/users");
  expect(back.className).toBe("text-sm text-brand-700 hover:underline");
  expect(back.childNodes).toHaveLength(1);

  const text = screen.getByRole("link", { name: "Ada Obi" });
  expect(text.getAttribute("href")).toBe("/dashboard/admin/users/u1");
  expect(text.className).toBe("text-brand-700 hover:underline font-medium");

  const title = screen.getByRole("link", { name: "Lekki flats" });
  expect(title.getAttribute("href")).toBe("/dashboard/admin/banners/edit/b1");
  expect(title.className).toBe("font-medium text-ink-900 hover:underline");

  const edit = screen.getByRole("link", { name: "Edit" });
  expect(edit.getAttribute("href")).toBe("/dashboard/property/edit-listing/p1");
  expect(edit.className).toBe(buttonClasses("outline", "sm"));
});

it("draws an address the router does not own as a button: its href, target and rel kept, the button's classes", () => {
  render(
    <>
      <ButtonAnchor href="tel:08031234567" className="w-full">
        Call 08031234567
      </ButtonAnchor>
      <ButtonAnchor href="https://wa.me/2348031234567" target="_blank" rel="noopener noreferrer" variant="outline">
        WhatsApp
      </ButtonAnchor>
    </>,
  );
  const call = screen.getByRole("link", { name: "Call 08031234567" });
  expect(call.getAttribute("href")).toBe("tel:08031234567");
  expect(call.className).toBe(buttonClasses("primary", "md", "w-full"));

  const whatsapp = screen.getByRole("link", { name: "WhatsApp" });
  expect(whatsapp.getAttribute("href")).toBe("https://wa.me/2348031234567");
  expect(whatsapp.getAttribute("target")).toBe("_blank");
  expect(whatsapp.getAttribute("rel")).toBe("noopener noreferrer");
  expect(whatsapp.className).toBe(buttonClasses("outline", "md"));
});
