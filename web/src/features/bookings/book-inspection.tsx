import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useRouterState } from "@tanstack/react-router";

import { Alert } from "../../components/ui/alert";
import { ButtonLink } from "../../components/ui/text-link";
import { ApiError } from "../../lib/api";
import { formatNaira } from "../../lib/format";
import { useUser } from "../auth/session";
import { PayChoice } from "../wallet/pay-choice";
import { bookInspection, bookingQuery, slotsQuery } from "./api";
import { usePaidBooking } from "./use-paid-booking";
import { lagosToday } from "@contracts/lagos-time";
import { slotLabel } from "./format";
import { InspectionDayField } from "./inspection-day";

/** "Book inspection" on a listing: a date, a free hourly slot, then pay from the wallet or by link. */
export function BookInspection({
  propertyId,
  feeKobo,
  ownerId,
}: {
  propertyId: string;
  feeKobo: number;
  ownerId: string;
}) {
  const user = useUser();
  const here = useRouterState({ select: (s) => s.location.pathname });
  const [date, setDate] = useState(lagosToday(1));
  const [slot, setSlot] = useState<string | null>(null);
  const slots = useQuery({ ...slotsQuery(propertyId, date), enabled: !!user && /^\d{4}-\d{2}-\d{2}$/.test(date) });
  const book = usePaidBooking({
    start: ({ appointmentDate, payWith }: { appointmentDate: string; payWith: "wallet" | "link" }, idempotencyKey) =>
      bookInspection({ propertyId, appointmentDate, payWith }, idempotencyKey),
    queryKey: (id) => bookingQuery(id).queryKey,
    onFailed: () => void slots.refetch(),
  });
  if (!user) {
    return (
      <p className="mt-3 text-sm text-ink-600">
        <ButtonLink to="/login" search={{ redirect: here }} variant="link" size="sm" className="px-0">
          Log in
        </ButtonLink>{" "}
        to book an inspection.
      </p>
    );
  }
  if (user.id === ownerId || user.adminAccess) return null;

  return (
    <div className="mt-4 space-y-3" data-testid="book-inspection">
      <h3 className="text-base font-semibold text-ink-900">Book inspection</h3>
      <InspectionDayField
        id="inspection-date"
        label="Date"
        value={date}
        onChange={(day) => {
          setDate(day);
          setSlot(null);
          book.reset();
        }}
      />
      {slots.isError ? (
        <Alert variant="danger">{(slots.error as Error).message}</Alert>
      ) : (
        <div role="radiogroup" aria-label="Free times" className="grid grid-cols-3 gap-2">
          {slots.data?.data.slots.map((s) => (
            <button
              key={s.time}
              type="button"
              role="radio"
              aria-checked={slot === s.time}
              disabled={!s.available}
              onClick={() => setSlot(s.time)}
              className={`rounded-lg border px-2 py-2 text-sm ${slot === s.time ? "border-brand-600 bg-brand-50 font-semibold text-brand-800" : "border-ink-200 bg-white text-ink-800"} disabled:cursor-not-allowed disabled:bg-ink-50 disabled:text-ink-400 disabled:line-through`}
            >
              {slotLabel(s.time)}
            </button>
          ))}
        </div>
      )}
      {slots.data?.data.refundableOnly && (
        <p className="text-sm text-ink-600">
          In this state the fee only secures your slot: it comes back to your wallet when the inspection starts.
        </p>
      )}
      <PayChoice
        amountKobo={feeKobo}
        disabled={!slot}
        busy={book.isPending}
        error={
          book.error ? (book.error instanceof ApiError ? book.error.message : "Something went wrong. Try again.") : null
        }
        onPay={(payWith) => slot && book.mutate({ appointmentDate: `${date}T${slot}`, payWith })}
        before={<>Fee {formatNaira(feeKobo)} · </>}
      />
      <p className="text-xs text-ink-500">
        The fee is held in escrow, not paid to the agent, until you give the agent your code at the viewing.{" "}
        <Link to="/dashboard/bookings/safety-tips" className="underline">
          Safety tips
        </Link>
      </p>
    </div>
  );
}
