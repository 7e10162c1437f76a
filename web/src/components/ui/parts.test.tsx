// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { ChoiceFilters, FilterCheck, type ChoiceFilter } from "./filter-fields";
import { ErrorText, ValueOptions } from "./input";
import { ValueBadge, type BadgeWords } from "./badge";
import { EmptyState } from "./empty-state";
import { SkeletonStack } from "./skeleton";
import { TitledSection } from "./titled-section";

afterEach(cleanup);

describe("ValueOptions", () => {
  it("lists each value as its own option's value under its label, after the empty choice when one is named", () => {
    render(
      <select aria-label="Interval" defaultValue="">
        <ValueOptions none="Any" values={["monthly", "quarterly"] as const} label={(v) => v.toUpperCase()} />
      </select>,
    );
    const options = screen.getAllByRole("option") as HTMLOptionElement[];
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ["", "Any"],
      ["monthly", "MONTHLY"],
      ["quarterly", "QUARTERLY"],
    ]);
  });

  it("has no empty choice when none is not given", () => {
    render(
      <select aria-label="Beds">
        <ValueOptions values={[1, 2]} label={(n) => `${n}+`} />
      </select>,
    );
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["1+", "2+"]);
  });
});

describe("FilterCheck", () => {
  it('is ticked by the search value "true", and turning it off clears the filter rather than saying "false"', () => {
    const onChange = vi.fn();
    const { rerender } = render(<FilterCheck label="Only stuck releases" value={undefined} onChange={onChange} />);
    const box = screen.getByRole("checkbox", { name: "Only stuck releases" });
    expect(box.getAttribute("aria-checked")).toBe("false");
    fireEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith("true");
    rerender(<FilterCheck label="Only stuck releases" value="true" onChange={onChange} />);
    expect(box.getAttribute("aria-checked")).toBe("true");
    fireEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});

describe("ChoiceFilters", () => {
  type Search = { page: number; status?: "active" | "deactivated"; kyc?: "verified" | "unverified" };
  const filters: ChoiceFilter<Search>[] = [
    { key: "status", label: "Status", all: "Any status", words: { active: "Active", deactivated: "Deactivated" } },
    { key: "kyc", label: "KYC", all: "Any KYC", words: { verified: "KYC verified", unverified: "KYC not verified" } },
  ];

  it("draws a labelled select a field, its words in order after no filter, and patches only the field it sets", () => {
    const onChange = vi.fn();
    render(<ChoiceFilters idPrefix="u" filters={filters} search={{ page: 2, kyc: "verified" }} onChange={onChange} />);
    const status = screen.getByLabelText("Status") as HTMLSelectElement;
    const kyc = screen.getByLabelText("KYC") as HTMLSelectElement;
    expect([status.id, kyc.id]).toEqual(["u-status", "u-kyc"]);
    expect([status.value, kyc.value]).toEqual(["", "verified"]);
    expect(Array.from(status.options).map((o) => [o.value, o.textContent])).toEqual([
      ["", "Any status"],
      ["active", "Active"],
      ["deactivated", "Deactivated"],
    ]);
    fireEvent.change(status, { target: { value: "deactivated" } });
    expect(onChange).toHaveBeenLastCalledWith({ status: "deactivated" });
    fireEvent.change(kyc, { target: { value: "" } });
    expect(onChange).toHaveBeenLastCalledWith({ kyc: undefined });
  });
});

describe("SkeletonStack", () => {
  it("stacks one hidden placeholder a block, in order, inside the box it is given", () => {
    const { container } = render(
      <SkeletonStack className="space-y-2" aria-label="Loading" blocks={["h-4 w-2/3", "h-3 w-1/2"]} />,
    );
    const box = container.firstElementChild!;
    expect([box.className, box.getAttribute("aria-label")]).toEqual(["space-y-2", "Loading"]);
    expect(Array.from(box.children).map((b) => [b.getAttribute("aria-hidden"), b.className])).toEqual([
      ["true", "animate-pulse rounded-md bg-ink-200 h-4 w-2/3"],
      ["true", "animate-pulse rounded-md bg-ink-200 h-3 w-1/2"],
    ]);
  });
});

describe("EmptyState", () => {
  it("sits in the box its frame names, and stands bare without one", () => {
    const { container, rerender } = render(<EmptyState frame="rounded-2xl border" title="No requests yet" />);
    const box = container.firstElementChild!;
    expect(box.className).toBe("rounded-2xl border");
    expect(box.firstElementChild!.textContent).toBe("No requests yet");
    rerender(<EmptyState title="No requests yet" />);
    expect(container.firstElementChild!.className).toBe("flex flex-col items-center px-4 py-12 text-center");
  });
});

describe("ValueBadge", () => {
  it("says a value in its table's words and colour", () => {
    const words: BadgeWords<"new" | "handled"> = { new: ["New", "warning"], handled: ["Handled", "success"] };
    const { container, rerender } = render(<ValueBadge value="new" words={words} />);
    expect(container.textContent).toBe("New");
    expect(container.firstElementChild!.className).toContain("bg-warning-100");
    rerender(<ValueBadge value="handled" words={words} />);
    expect(container.textContent).toBe("Handled");
    expect(container.firstElementChild!.className).toContain("bg-success-100");
  });
});

describe("ErrorText", () => {
  it("is an alert with its id while there is an error, and nothing at all without one", () => {
    const { container, rerender } = render(<ErrorText id="x-error">{null}</ErrorText>);
    expect(container.innerHTML).toBe("");
    rerender(
      <ErrorText id="x-error" className="mt-1">
        Too short
      </ErrorText>,
    );
    const alert = screen.getByRole("alert");
    expect(alert.id).toBe("x-error");
    expect(alert.textContent).toBe("Too short");
    expect(alert.className).toContain("mt-1");
  });
});

describe("TitledSection", () => {
  it("is a region named by its heading", () => {
    render(
      <TitledSection id="qa-title" title="Questions and answers" className="mt-8">
        <p>None yet</p>
      </TitledSection>,
    );
    const region = screen.getByRole("region", { name: "Questions and answers" });
    expect(region.className).toBe("mt-8");
    expect(screen.getByRole("heading", { level: 2, name: "Questions and answers" }).id).toBe("qa-title");
  });
});
