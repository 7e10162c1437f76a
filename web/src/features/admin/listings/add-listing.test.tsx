// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api";

const posts: { path: unknown; body: unknown }[] = [];
let failWith: ApiError | null = null;
const GETS: Record<string, unknown> = {
  "/v1/property-categories": { data: [{ id: 1, title: "Residential", types: [{ id: 11, title: "Flat" }] }] },
  "/v1/locations/states": { data: [{ id: 25, name: "Lagos" }] },
  "/v1/locations/states/{id}/localities": { data: [{ id: 250, name: "Lekki" }] },
  "/admin/api/customers/listers": {
    data: [{ id: "u_1", name: "Adeyemi Homes", email: "ade@example.ng", accountType: "brokerage" }],
  },
};
vi.mock("../../../lib/client", () => ({
  unwrap: (p: Promise<unknown>) => p,
  client: {
    GET: vi.fn(async (path: string) => GETS[path]),
    POST: vi.fn(async (_path: string, init: { params: { path: unknown }; body: { title: string } }) => {
      posts.push({ path: init.params.path, body: init.body });
      if (failWith) throw failWith;
      return { id: "p_1", title: init.body.title };
    }),
  },
}));
vi.mock("../../../lib/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const { AddListingForCustomer } = await import("./add-listing");

afterEach(() => {
  cleanup();
  posts.length = 0;
  failWith = null;
});

function renderIt() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AddListingForCustomer />
    </QueryClientProvider>,
  );
}

async function fillAll() {
  await screen.findByRole("option", { name: /Adeyemi Homes/ });
  fireEvent.change(screen.getByLabelText("Customer"), { target: { value: "u_1" } });
  fireEvent.change(screen.getByLabelText("Title"), { target: { value: "3 bedroom flat in Lekki Phase 1" } });
  // happy-dom does not take a select's value from react-hook-form's default as browsers do: chosen here.
  fireEvent.change(screen.getByLabelText("Listing type"), { target: { value: "rent" } });
  fireEvent.change(screen.getByLabelText("Category"), { target: { value: "1" } });
  await within(screen.getByLabelText("Property type")).findByText("Flat");
  fireEvent.change(screen.getByLabelText("Property type"), { target: { value: "11" } });
  fireEvent.change(screen.getByLabelText("Price (₦)"), { target: { value: "3,500,000" } });
  fireEvent.change(screen.getByLabelText("State"), { target: { value: "25" } });
  await within(screen.getByLabelText("Locality")).findByText("Lekki");
  fireEvent.change(screen.getByLabelText("Locality"), { target: { value: "250" } });
  fireEvent.change(screen.getByLabelText("Bedrooms"), { target: { value: "3" } });
  fireEvent.change(screen.getByLabelText("Bathrooms"), { target: { value: "4" } });
  fireEvent.change(screen.getByLabelText("Street address"), { target: { value: "12 Admiralty Way" } });
  fireEvent.change(screen.getByLabelText("Description"), {
    target: { value: "Serviced flat with a pool, gym, 24-hour power and security." },
  });
}

describe("AddListingForCustomer", () => {
  it("says what is missing beside each field and sends nothing", async () => {
    renderIt();
    await screen.findByRole("option", { name: /Adeyemi Homes/ });
    fireEvent.click(screen.getByRole("button", { name: "Save as the customer's draft" }));
    expect(await screen.findByText("Choose the customer the listing is for.")).toBeTruthy();
    expect(screen.getByLabelText("Customer").getAttribute("aria-invalid")).toBe("true");
    for (const m of [
      "Give the listing a title of at least 10 characters.",
      "Choose a category.",
      "Choose a property type.",
      "Enter an amount in naira.",
      "Choose a state.",
      "Enter the street address.",
    ])
      expect(screen.getByText(m)).toBeTruthy();
    expect(posts).toHaveLength(0);
  });

  it("saves the customer's draft with the price in kobo, and puts the API's price error beside the price", async () => {
    renderIt();
    await fillAll();
    fireEvent.click(screen.getByRole("button", { name: "Save as the customer's draft" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      path: { id: "u_1" },
      body: {
        status: "draft",
        title: "3 bedroom flat in Lekki Phase 1",
        listingType: "rent",
        categoryId: 1,
        typeId: 11,
        priceKobo: 3_500_000_00,
        pricePeriod: "per_year",
        stateId: 25,
        localityId: 250,
        bedrooms: 3,
        bathrooms: 4,
        address: "12 Admiralty Way",
        description: "Serviced flat with a pool, gym, 24-hour power and security.",
      },
    });
    await waitFor(() => expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe(""));

    failWith = new ApiError(400, "Invalid input", [
      { field: "priceKobo", message: "Agency fee is above the Lagos cap." },
    ]);
    await fillAll();
    fireEvent.click(screen.getByRole("button", { name: "Save as the customer's draft" }));
    expect(await screen.findByText("Agency fee is above the Lagos cap.")).toBeTruthy();
    expect(screen.getByLabelText("Price (₦)").getAttribute("aria-invalid")).toBe("true");
  });
});
