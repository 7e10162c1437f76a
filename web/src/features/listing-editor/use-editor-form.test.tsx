// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { ApiError } from "../../lib/api";
import { emptyValues, STEPS } from "./editor-form";
import { useEditorForm } from "./use-editor-form";

const step = (id: string) => STEPS.findIndex((s) => s.id === id);

describe("useEditorForm", () => {
  it("shows an error only once the field is edited or its step is validated", () => {
    const { result } = renderHook(() => useEditorForm(emptyValues));
    expect(result.current.error("title")).toBeUndefined();
    act(() => result.current.set("title", "Short"));
    expect(result.current.error("title")).toBe("Give the listing a title of at least 10 characters.");
    expect(result.current.error("description")).toBeUndefined();

    let ok = true;
    act(() => {
      ok = result.current.validateStep(step("details"));
    });
    expect(ok).toBe(false);
    expect(result.current.error("description")).toBe("Describe the property in at least 30 characters.");
    // Other steps stay quiet until they are validated.
    expect(result.current.error("stateId")).toBeUndefined();
    expect(result.current.stepFlagged(step("details"))).toBe(true);
    expect(result.current.stepFlagged(step("location"))).toBe(false);
  });

  it("keys the inspection fee error to its naira input and validates every step on publish", () => {
    const { result } = renderHook(() => useEditorForm(emptyValues));
    act(() => result.current.set("inspectionFee", "999"));
    expect(result.current.error("inspectionFeeKobo")).toBe("The inspection fee must be at least ₦1,000.");
    let first = -1;
    act(() => {
      first = result.current.validateAll();
    });
    expect(first).toBe(step("details"));
    expect(result.current.error("mediaTokens")).toBe("Add at least one photo of the property.");
  });

  it("puts server field errors beside their field until it is edited again", () => {
    const { result } = renderHook(() => useEditorForm(emptyValues));
    let at = -1;
    act(() => {
      at = result.current.applyServerErrors(
        new ApiError(400, "Check the form", [
          { field: "videoLinks.0", message: "Use a YouTube or Vimeo link." },
          { field: "inspectionFeeKobo", message: "Too low" },
        ]),
      );
    });
    expect(at).toBe(step("media"));
    expect(result.current.error("videoLinks.0")).toBe("Use a YouTube or Vimeo link.");
    act(() => result.current.set("inspectionFee", "2000"));
    expect(result.current.error("inspectionFeeKobo")).toBeUndefined();
  });
});
