import { useState } from "react";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Alert } from "../../components/ui/alert";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Field, Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { formatNaira } from "../../lib/format";
import { bookingActions, bookingQuery } from "./api";
import { bookingDate, bookingTime } from "./format";

/** The agent enters the seeker's 6-digit code at the viewing: it releases the fee (less commission). */
export function InitiateInspection({ id }: { id: string }) {
  const qc = useQueryClient();
  const { data } = useSuspenseQuery(bookingQuery(id));
  const b = data.data;
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const r = await bookingActions.initiate(b.id, code.trim());
      qc.setQueryData(bookingQuery(id).queryKey, { data: r.data });
      void qc.invalidateQueries({ queryKey: ["wallet"] });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : "Something went wrong.");
      void qc.invalidateQueries({ queryKey: bookingQuery(id).queryKey });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="mx-auto max-w-lg">
      <Card>
        <CardContent className="space-y-4 p-6">
          <h1 className="text-xl font-semibold text-ink-900">Start the inspection</h1>
          <p className="text-ink-700">
            {b.property.title} · {bookingDate(b.appointmentDate)} at {bookingTime(b.appointmentDate)}
          </p>
          {b.status === "completed" ? (
            <Alert variant="success" title="Inspection started">
              {b.refundableOnly ? `In this state the fee only secures the slot, so it went back to ${b.seeker.name}.` : `${formatNaira(b.agentReceivesKobo)} is now in your wallet.`}
            </Alert>
          ) : b.role !== "agent" ? (
            <Alert variant="warning">Only the agent enters the code.</Alert>
          ) : b.status !== "confirmed" ? (
            <Alert variant="warning">This booking is not confirmed, so it cannot be started.</Alert>
          ) : b.codeAttemptsLeft === 0 ? (
            <Alert variant="danger" title="Locked">
              Five wrong codes: this booking is locked. Contact support.
            </Alert>
          ) : (
            <form onSubmit={(e) => void submit(e)} className="space-y-3">
              <Field label={`${b.seeker.name}'s 6-digit code`} htmlFor="initiation-code" hint={`${b.codeAttemptsLeft} attempts left`}>
                <Input id="initiation-code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))} />
              </Field>
              <Button type="submit" disabled={busy || code.length !== 6}>
                Start inspection
              </Button>
            </form>
          )}
          {error && <Alert variant="danger">{error}</Alert>}
          <Link to="/dashboard/bookings/$id" params={{ id: b.id }} className={buttonClasses("link", "sm", "px-0")}>
            Back to the booking
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
