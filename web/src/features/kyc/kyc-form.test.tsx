// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { KycForm } from "./kyc-form";
import { renderWithQueries } from "../../lib/test-kit";

afterEach(cleanup);

describe("KycForm", () => {
  it("says what is missing on submit: the number's format, the document and the selfie", async () => {
    renderWithQueries(<KycForm />);
    fireEvent.change(screen.getByLabelText("ID number"), { target: { value: "1234" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit for verification" }));
    expect(await screen.findByText("A NIN is 11 digits.")).toBeTruthy();
    expect(await screen.findByText("Add a photo of your ID document.")).toBeTruthy();
    expect(screen.getByText("Add a selfie.")).toBeTruthy();
  });
});
