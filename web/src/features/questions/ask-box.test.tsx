// @vitest-environment happy-dom
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { ApiError } from "../../lib/api";
import { apiRecorder, renderWithQueries } from "../../lib/test-kit";

/** What the API was sent, and what it answers next (a body, or an ApiError to throw). */
const api = apiRecorder({});
vi.mock("../../lib/client", () => ({
  unwrap: (p: Promise<unknown>) => p,
  queryOptions: (o: unknown) => o,
  client: { POST: api.call("POST") },
}));
vi.mock("@tanstack/react-router", () => ({
  Link: ({ children, search }: { children: ReactNode; search: { cid: string } }) => (
    <a href={`/dashboard/messages?cid=${search.cid}`}>{children}</a>
  ),
}));

const { AskBox } = await import("./ask-box");

beforeEach(api.reset);
afterEach(cleanup);

function ask(text: string) {
  fireEvent.change(screen.getByLabelText("Your question"), { target: { value: text } });
  fireEvent.click(screen.getByRole("button", { name: "Ask" }));
}

describe("AskBox", () => {
  it("shows the answer with the quoted field marked, in a live region", async () => {
    api.answer = {
      answered: true,
      handedOver: false,
      topic: "service_charge",
      reply: "The service charge is ₦300,000 a year.",
      quotes: [{ field: "serviceChargeKobo", label: "Service charge", value: "₦300,000" }],
      questionId: "q1",
    };
    renderWithQueries(<AskBox listingId="l1" />);
    ask("  what is the service charge ");
    const answer = await screen.findByTestId("ask-answer");
    expect(answer.textContent).toContain("The service charge is ₦300,000 a year.");
    expect(within(answer).getByText("₦300,000").tagName).toBe("MARK");
    expect(answer.closest("[aria-live=polite]")).toBeTruthy();
    expect(api.calls).toEqual([
      { method: "POST", path: "/v1/properties/{id}/questions", body: { text: "what is the service charge" } },
    ]);
  });

  it("a handed-over question links to Messages; an anonymous one to the sign-in that comes back", async () => {
    api.answer = {
      answered: false,
      handedOver: true,
      topic: null,
      reply: "I've asked the agent; you'll see the answer in Messages.",
      questionId: "q2",
      conversationId: "c9",
      messagesUrl: "/dashboard/messages?cid=c9",
    };
    renderWithQueries(<AskBox listingId="l1" />);
    ask("Are pets allowed?");
    expect((await screen.findByRole("link", { name: "Open Messages" })).getAttribute("href")).toBe(
      "/dashboard/messages?cid=c9",
    );
    api.answer = {
      answered: false,
      handedOver: false,
      topic: null,
      reply: "The listing doesn't say. Sign in and I'll ask the agent for you.",
      questionId: "q3",
      signInUrl: "/login?redirect=%2Fproperties%2Fproperty%2Fflat-1",
    };
    ask("Are pets allowed?");
    expect((await screen.findByRole("link", { name: "Sign in to ask the agent" })).getAttribute("href")).toBe(
      "/login?redirect=%2Fproperties%2Fproperty%2Fflat-1",
    );
  });

  it("a refusal (too many questions) is shown in place and marks the field", async () => {
    api.answer = new ApiError(429, "Too many attempts. Try again in 1 minute.");
    renderWithQueries(<AskBox listingId="l1" />);
    ask("price?");
    expect((await screen.findByRole("alert")).textContent).toContain("Too many attempts");
    expect(screen.getByLabelText("Your question").getAttribute("aria-invalid")).toBe("true");
  });
});
