// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import {
  Button,
  Dialog,
  DialogContent,
  DialogTrigger,
  Field,
  Input,
  NativeSelect,
  PasswordInput,
  Textarea,
} from "./index";

afterEach(cleanup);

describe("ui primitives", () => {
  it("associates Field label and error with the input", () => {
    render(
      <Field label="Email" htmlFor="email" error="Enter a valid email">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByLabelText("Email");
    expect(input.tagName).toBe("INPUT");
    expect(input.getAttribute("aria-describedby")).toBe("email-error");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").id).toBe("email-error");
  });

  it("wires a Textarea to its Field, with the input's look and no fixed one-line height", () => {
    render(
      <Field label="Your message" htmlFor="msg" hint="Be specific" error="Write at least 10 characters">
        <Textarea rows={5} />
      </Field>,
    );
    const box = screen.getByLabelText("Your message");
    expect(box.tagName).toBe("TEXTAREA");
    expect(box.getAttribute("rows")).toBe("5");
    expect(box.getAttribute("aria-describedby")).toBe("msg-error msg-hint");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(box.className).toContain("border-ink-300");
    expect(box.className).not.toMatch(/(^| )h-11( |$)/);
    cleanup();
    render(<Textarea id="free" aria-label="Free text" />);
    expect(screen.getByLabelText("Free text").getAttribute("aria-invalid")).toBeNull();
  });

  it("wires a NativeSelect to its Field, with the input's look", () => {
    render(
      <Field label="State" htmlFor="state" error="Choose a state.">
        <NativeSelect defaultValue="">
          <option value="">Choose a state</option>
          <option value="25">Lagos</option>
        </NativeSelect>
      </Field>,
    );
    const select = screen.getByLabelText("State");
    expect(select.tagName).toBe("SELECT");
    expect(select.id).toBe("state");
    expect(select.getAttribute("aria-describedby")).toBe("state-error");
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(select.className).toContain("h-11");
  });

  it("toggles password visibility", () => {
    render(
      <Field label="Password" htmlFor="password">
        <PasswordInput />
      </Field>,
    );
    const input = screen.getByLabelText("Password") as HTMLInputElement;
    expect(input.type).toBe("password");
    fireEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(input.type).toBe("text");
    expect(screen.getByRole("button", { name: "Hide password" })).toBeTruthy();
  });

  it("disables a loading Button", () => {
    render(<Button loading>Save</Button>);
    const button = screen.getByRole("button") as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByLabelText("Loading")).toBeTruthy();
  });

  it("opens a Dialog from its trigger and closes on Escape", async () => {
    render(
      <Dialog>
        <DialogTrigger>Open filters</DialogTrigger>
        <DialogContent title="Filters">
          <p>Body</p>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Open filters" }));
    const dialog = await screen.findByRole("dialog");
    expect(screen.getByText("Filters")).toBeTruthy();
    expect(dialog.getAttribute("aria-labelledby")).toBe(screen.getByText("Filters").id);
    fireEvent.keyDown(document.activeElement ?? dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
