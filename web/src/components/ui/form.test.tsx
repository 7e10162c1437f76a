// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useFormContext } from "react-hook-form";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { z } from "zod";
import { ApiError } from "../../lib/api";
import { useState } from "react";
import {
  Form,
  FormError,
  FormField,
  InputField,
  SubmitButton,
  TextareaField,
  useMutationForm,
  useZodForm,
} from "./form";
import { FormDialog } from "./form-dialog";
import { Input, useFieldControl } from "./input";
import { QueryState } from "./query-state";

afterEach(cleanup);

const schema = z.object({
  name: z.string().trim().min(2, "Enter your name."),
  bank: z.string().min(1, "Choose a bank."),
});

function BankSelect() {
  const control = useFieldControl();
  const { register } = useFormContext<{ bank: string }>();
  return (
    <select {...control} {...register("bank")}>
      <option value="">Choose</option>
      <option value="058">GTBank</option>
    </select>
  );
}

function Demo({ onSubmit }: { onSubmit: (d: z.output<typeof schema>) => unknown }) {
  const form = useZodForm(schema, { defaultValues: { name: "", bank: "" } });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Demo">
      <FormError />
      <FormField name="name" label="Full name">
        <Input {...form.register("name")} />
      </FormField>
      <FormField name="bank" label="Bank" id="demo-bank">
        <BankSelect />
      </FormField>
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}

describe("Form layer", () => {
  it("shows and announces a validation error beside its field and does not submit", async () => {
    const onSubmit = vi.fn();
    render(<Demo onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const alert = await screen.findByText("Enter your name.");
    expect(alert.getAttribute("role")).toBe("alert");
    const input = screen.getByLabelText("Full name");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(alert.id);
    const select = screen.getByLabelText("Bank");
    expect(select.id).toBe("demo-bank");
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Choose a bank.").id).toBe("demo-bank-error");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("keeps the button busy while submitting, then passes the parsed data", async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((r) => (finish = r)));
    render(<Demo onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText("Full name"), { target: { value: "  Ada  " } });
    fireEvent.change(screen.getByLabelText("Bank"), { target: { value: "058" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: "Ada", bank: "058" }));
    const button = screen.getByRole("button", { name: /Save/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    finish();
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("puts server field errors beside their field and other failures in the form alert", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, "Check the form.", [{ field: "name", message: "That name is taken." }]))
      .mockRejectedValueOnce(new ApiError(409, "Your balance changed."))
      .mockRejectedValueOnce(new Error("boom"));
    render(<Demo onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText("Full name"), { target: { value: "Ada" } });
    fireEvent.change(screen.getByLabelText("Bank"), { target: { value: "058" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("That name is taken.")).toBeTruthy();
    expect(screen.getByLabelText("Full name").getAttribute("aria-invalid")).toBe("true");

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const alert = await screen.findByText("Your balance changed.");
    expect(alert.closest("[role=alert]")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Something went wrong. Please try again.")).toBeTruthy();
    expect(screen.queryByText("Your balance changed.")).toBeNull();
  });

  it("puts a server error on a list item beside that item's field, and a list's error beside the list", async () => {
    const units = z.object({ units: z.array(z.object({ price: z.number() })), links: z.array(z.string()) });
    function Units({ onSubmit, onInvalid }: { onSubmit: () => unknown; onInvalid?: () => void }) {
      const form = useZodForm(units, { defaultValues: { units: [{ price: 1 }, { price: 2 }], links: ["a", "b"] } });
      return (
        <Form form={form} onSubmit={onSubmit} onInvalid={onInvalid} aria-label="Units">
          <FormError />
          {[0, 1].map((i) => (
            <FormField key={i} name={`units.${i}.price`} label={`Price ${i + 1}`}>
              <Input {...form.register(`units.${i}.price`, { valueAsNumber: true })} />
            </FormField>
          ))}
          <FormField name="links" label="Links">
            <Input />
          </FormField>
          <SubmitButton>Save</SubmitButton>
        </Form>
      );
    }
    const onSubmit = vi.fn().mockRejectedValueOnce(
      new ApiError(400, "Check the form.", [
        { field: "units.1.price", message: "Too dear." },
        { field: "links.1", message: "Use a YouTube or Vimeo link." },
      ]),
    );
    render(<Units onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Too dear.")).toBeTruthy();
    expect(screen.getByLabelText("Price 2").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Price 1").getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByLabelText("Links").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Use a YouTube or Vimeo link.")).toBeTruthy();
    expect(screen.queryByText("Check the form.")).toBeNull();

    cleanup();
    const onInvalid = vi.fn();
    render(<Units onSubmit={onSubmit} onInvalid={onInvalid} />);
    fireEvent.change(screen.getByLabelText("Price 1"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe("Bound fields", () => {
  const note = z.object({ title: z.string().min(3, "Too short."), body: z.string().max(5, "Too long.") });

  it("register the control under the field's name and wire its label, hint and error", async () => {
    const onSubmit = vi.fn();
    function Note() {
      const form = useZodForm(note, { defaultValues: { title: "", body: "" } });
      return (
        <Form form={form} onSubmit={onSubmit} aria-label="Note">
          <InputField name="title" label="Title" id="note-title" hint="3 characters at least." maxLength={80} />
          <TextareaField name="body" label="Body" rows={2} />
          <SubmitButton>Save</SubmitButton>
        </Form>
      );
    }
    render(<Note />);
    const title = screen.getByLabelText("Title") as HTMLInputElement;
    expect(title.id).toBe("note-title");
    expect(title.maxLength).toBe(80);
    expect(title.getAttribute("aria-describedby")).toBe("note-title-hint");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByText("Too short.")).id).toBe("note-title-error");
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(title.getAttribute("aria-describedby")).toBe("note-title-error note-title-hint");
    fireEvent.change(title, { target: { value: "Rent" } });
    fireEvent.change(screen.getByLabelText("Body"), { target: { value: "Lekki" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ title: "Rent", body: "Lekki" }));
    expect(screen.getByLabelText("Body").getAttribute("rows")).toBe("2");
  });
});

describe("useMutationForm", () => {
  it("saves the parsed data through its mutation, then reports the result; a failure shows the fallback", async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce({ id: 7 });
    const saved = vi.fn();
    function Rename() {
      const { formProps } = useMutationForm(schema.pick({ name: true }), {
        defaultValues: { name: "" },
        mutationFn: save,
        onSuccess: (r: { id: number }) => saved(r.id),
        fallback: "Not renamed.",
      });
      return (
        <Form {...formProps} aria-label="Rename">
          <FormError />
          <InputField name="name" label="Name" />
          <SubmitButton>Rename</SubmitButton>
        </Form>
      );
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Rename />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "  Ada " } });
    fireEvent.click(screen.getByRole("button", { name: "Rename" }));
    expect(await screen.findByText("Not renamed.")).toBeTruthy();
    expect(saved).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Rename" }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith(7));
    expect(save).toHaveBeenLastCalledWith({ name: "Ada" }, expect.anything());
    expect(screen.queryByText("Not renamed.")).toBeNull();
  });
});

describe("FormDialog", () => {
  it("empties its form once it is closed", async () => {
    function Rename() {
      const [open, setOpen] = useState(true);
      const form = useZodForm(z.object({ name: z.string() }), { defaultValues: { name: "" } });
      return (
        <>
          <button onClick={() => setOpen(true)}>Open</button>
          <FormDialog open={open} onOpenChange={setOpen} title="Rename" form={form} onSubmit={() => {}}>
            <InputField name="name" label="Name" />
          </FormDialog>
        </>
      );
    }
    render(<Rename />);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ikoyi" } });
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("");
  });
});

describe("QueryState", () => {
  const base = { data: undefined as string[] | undefined, error: null as unknown, isPending: true, refetch: vi.fn() };

  it("walks the ladder: pending, error with retry, empty, data", () => {
    const view = (q: typeof base) => (
      <QueryState
        query={q}
        label="Loading accounts"
        isEmpty={(d) => d.length === 0}
        empty={<p>No accounts yet. Add one.</p>}
      >
        {(d) => (
          <ul>
            {d.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        )}
      </QueryState>
    );
    const { rerender } = render(view(base));
    expect(screen.getByRole("status", { name: "Loading accounts" }).getAttribute("aria-busy")).toBe("true");

    const refetch = vi.fn();
    rerender(view({ ...base, isPending: false, error: new ApiError(0, "No answer"), refetch }));
    expect(screen.getByRole("alert").textContent).toContain("This could not be loaded.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalledOnce();

    rerender(view({ ...base, isPending: false, data: [] }));
    expect(screen.getByText("No accounts yet. Add one.")).toBeTruthy();

    // Loaded data wins over a failed background refetch.
    rerender(view({ ...base, isPending: false, data: ["GTBank"], error: new Error("offline") }));
    expect(screen.getByRole("listitem").textContent).toBe("GTBank");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
