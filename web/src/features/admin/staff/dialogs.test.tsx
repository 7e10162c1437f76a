// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError } from "../../../lib/api";

/** What the API was sent, and what it answers next (a body, or an ApiError to throw). */
const calls: { method: string; path: string; body: unknown }[] = [];
let answer: unknown = { data: {} };
const call = (method: string) =>
  vi.fn(async (path: string, init: { body: unknown }) => {
    calls.push({ method, path, body: init.body });
    if (answer instanceof Error) throw answer;
    return answer;
  });
vi.mock("../../../lib/client", () => ({
  unwrap: (p: Promise<unknown>) => p,
  client: { POST: call("POST"), PATCH: call("PATCH"), DELETE: call("DELETE") },
}));
vi.mock("../../../lib/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const { RoleDialog } = await import("./role-dialog");
const { StaffDialog } = await import("./staff-dialog");

function wrap(node: ReactNode) {
  return render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);
}

beforeEach(() => {
  calls.length = 0;
  answer = { data: {} };
});
afterEach(cleanup);

describe("RoleDialog on the form layer", () => {
  it("asks for a name beside the field and sends nothing, then sends the trimmed role with the ticked permissions", async () => {
    const onOpenChange = vi.fn();
    wrap(<RoleDialog open onOpenChange={onOpenChange} grantable={["CAN_VIEW_LISTING", "CAN_VERIFY_KYC"]} />);
    fireEvent.click(screen.getByRole("button", { name: "Create role" }));
    expect(await screen.findByText("Give the role a name.")).toBeTruthy();
    expect(screen.getByLabelText("Role name").getAttribute("aria-invalid")).toBe("true");
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText("Role name"), { target: { value: "  Moderators " } });
    fireEvent.click(screen.getByRole("checkbox", { name: /CAN_VIEW_LISTING/ }));
    fireEvent.click(screen.getByRole("button", { name: "Create role" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/admin/api/roles",
        body: { name: "Moderators", description: null, permissions: ["CAN_VIEW_LISTING"] },
      },
    ]);
  });

  it("cannot tick a permission the admin lacks, and shows the server's permission error under the list", async () => {
    wrap(
      <RoleDialog
        open
        onOpenChange={vi.fn()}
        role={{ id: "r1", name: "Support", description: "Helps", permissions: [] }}
        grantable={["CAN_VERIFY_KYC"]}
      />,
    );
    expect((screen.getByRole("checkbox", { name: /CAN_VIEW_LISTING/ }) as HTMLButtonElement).disabled).toBe(true);
    answer = new ApiError(400, "Invalid input", [
      { field: "permissions", message: "You cannot grant CAN_VIEW_LISTING." },
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Save role" }));
    const alert = await screen.findByText("You cannot grant CAN_VIEW_LISTING.");
    expect(alert.id).toBe("role-perms-error");
    expect(calls[0]).toMatchObject({
      method: "PATCH",
      body: { name: "Support", description: "Helps", permissions: [] },
    });
  });
});

describe("StaffDialog on the form layer", () => {
  const roles = [
    { id: "r1", name: "Support", assignable: true },
    { id: "r2", name: "Owners", assignable: false },
  ];

  it("checks name, email and role beside their fields, then creates the account", async () => {
    const onOpenChange = vi.fn();
    wrap(<StaffDialog open onOpenChange={onOpenChange} roles={roles} />);
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "not-an-email" } });
    fireEvent.click(screen.getByRole("button", { name: "Create staff account" }));
    expect(await screen.findByText("Enter the first name.")).toBeTruthy();
    expect(screen.getByText("Enter a valid email address.")).toBeTruthy();
    expect(screen.getByText("Choose a role.")).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText("First name"), { target: { value: " Ada " } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: " Ada@Example.ng " } });
    fireEvent.change(screen.getByLabelText("Role"), { target: { value: "r1" } });
    fireEvent.click(screen.getByRole("button", { name: "Create staff account" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/admin/api/staffs",
        body: { firstName: "Ada", lastName: null, email: "ada@example.ng", roleId: "r1" },
      },
    ]);
  });

  it("edits without asking for the email, sends the role only when it changed, and shows a failure in the form", async () => {
    wrap(
      <StaffDialog
        open
        onOpenChange={vi.fn()}
        staff={{ id: "s1", firstName: "Ada", lastName: null, email: "ada@example.ng", roleId: "r1" }}
        roles={roles}
      />,
    );
    expect(screen.queryByLabelText("Email")).toBeNull();
    answer = new ApiError(409, "You cannot change your own role or the role you hold.");
    fireEvent.change(screen.getByLabelText("Last name"), { target: { value: "Obi" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("You cannot change your own role or the role you hold.")).toBeTruthy();
    expect(calls).toEqual([
      { method: "PATCH", path: "/admin/api/staffs/{id}", body: { firstName: "Ada", lastName: "Obi" } },
    ]);
  });
});
