// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import ReportForm from "./report-form";
import { renderWithQueries } from "../../lib/test-kit";

afterEach(cleanup);

describe("ReportForm", () => {
  it("asks for a reason before sending, and the error goes once one is picked", async () => {
    renderWithQueries(<ReportForm propertyId="p1" onClose={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Send report" }));
    expect((await screen.findByText("Choose a reason.")).getAttribute("role")).toBe("alert");
    fireEvent.click(screen.getAllByRole("radio")[0]!);
    await waitFor(() => expect(screen.queryByText("Choose a reason.")).toBeNull());
  });
});
