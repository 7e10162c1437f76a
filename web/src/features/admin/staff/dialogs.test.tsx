// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { ApiError } from "../../../lib/api";
import { apiRecorder, renderWithQueries } from "../../../lib/test-kit";

/** What the API was sent, and what it answers next (a body, or an ApiError to throw). */
const api = apiRecorder({ data: {} });
vi.mock("../../../lib/client", () => ({
  unwrap: (p: Promise<unknown>) => p,
  client: { POST: api.call("POST"), PATCH: api.call("PATCH"), DELETE: api.call("DELETE") },
}));
vi.mock("../../../lib/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const { RoleDialog } = await import("./role-dialog");
const { StaffDialog } = await import("./staff-dialog");

beforeEach(api.reset);
afterEach(cleanup);

describe("RoleDialog on the form layer", () => {
  it("asks for a name beside the field and sends nothing, then sends the trimmed role with the ticked permissions", async () => {
    const onOpenChange = vi.fn();
    renderWithQueries(
      <RoleDialog open onOpenChange={onOpenChange} grantable={["CAN_VIEW_LISTING", "CAN_VERIFY_KYC"]} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Create role" }));
    expect(await screen.findByText("Give the role a name.")).toBeTruthy();
    expect(screen.getByLabelText("Role name").getAttribute("aria-invalid")).toBe("true");
    expect(api.calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText("Role name"), { target: { value: "  Moderators " } });
    fireEvent.click(screen.getByRole("checkbox", { name: /CAN_VIEW_LISTING/ }));
    fireEvent.click(screen.getByRole("button", { name: "Create role" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.calls).toEqual([
      {
        method: "POST",
        path: "/admin/api/roles",
        body: { name: "Moderators", description: null, permissions: ["CAN_VIEW_LISTING"] },
      },
    ]);
  });

  it("cannot tick a permission the admin lacks, and shows the server's permission error under the list", async () => {
    renderWithQueries(
      <RoleDialog
        open
        onOpenChange={vi.fn()}
        role={{ id: "r1", name: "Support", description: "Helps", permissions: [] }}
        grantable={["CAN_VERIFY_KYC"]}
      />,
    );
    expect((screen.getByRole("checkbox", { name: /CAN_VIEW_LISTING/ }) as HTMLButtonElement).disabled).toBe(true);
    api.answer = new ApiError(400, "Invalid input", [
      { field: "permissions", message: "You cannot grant CAN_VIEW_LISTING." },
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Save role" }));
    const alert = await screen.findByText("You cannot grant CAN_VIEW_LISTING.");
    expect(alert.id).toBe("role-perms-error");
    expect(api.calls[0]).toMatchObject({
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
    renderWithQueries(<StaffDialog open onOpenChange={onOpenChange} roles={roles} />);
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "not-an-email" } });
    fireEvent.click(screen.getByRole("button", { name: "Create staff account" }));
    expect(await screen.findByText("Enter the first name.")).toBeTruthy();
    expect(screen.getByText("Enter a valid email address.")).toBeTruthy();
    expect(screen.getByText("Choose a role.")).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText("First name"), { target: { value: " Ada " } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: " Ada@Example.ng " } });
    fireEvent.change(screen.getByLabelText("Role"), { target: { value: "r1" } });
    fireEvent.click(screen.getByRole("button", { name: "Create staff account" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.calls).toEqual([
      {
        method: "POST",
        path: "/admin/api/staffs",
        body: { firstName: "Ada", lastName: null, email: "ada@example.ng", roleId: "r1" },
      },
    ]);
  });

  it("edits without asking for the email, sends the role only when it changed, and shows a failure in the form", async () => {
    renderWithQueries(
      <StaffDialog
        open
        onOpenChange={vi.fn()}
        staff={{ id: "s1", firstName: "Ada", lastName: null, email: "ada@example.ng", roleId: "r1" }}
        roles={roles}
      />,
    );
    expect(screen.queryByLabelText("Email")).toBeNull();
    api.answer = new ApiError(409, "You cannot change your own role or the role you hold.");
    fireEvent.change(screen.getByLabelText("Last name"), { target: { value: "Obi" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("You cannot change your own role or the role you hold.")).toBeTruthy();
    expect(api.calls).toEqual([
      { method: "PATCH", path: "/admin/api/staffs/{id}", body: { firstName: "Ada", lastName: "Obi" } },
    ]);
  });
});
