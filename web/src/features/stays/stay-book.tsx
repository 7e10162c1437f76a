import { useMemo, useState } from "react";
import type { PropertyDetail } from "@contracts/listings";
import { useQuery } from "@tanstack/react-query";
import { Alert } from "../../components/ui/alert";
import { ButtonLink } from "../../components/ui/text-link";
import { Calendar, type DateRange } from "../../components/ui/calendar";
import { Card, CardContent } from "../../components/ui/card";
import { Field, Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api";
import { formatNaira } from "../../lib/format";
import { StayCharges } from "./charges";
import { useUser } from "../auth/session";
import { propertyQuery } from "../listings/api";
import { PayChoice } from "../wallet/pay-choice";
import { usePaidBooking } from "../bookings/use-paid-booking";
import { availabilityQuery, bookStay, quoteQuery, stayQuery } from "./api";
import { dmy, hhmmA, lagosToday, localDate, parseDmy, ymd } from "./format";
import { CoverPhoto } from "../listings/cover-photo";

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /booking/{listingId} for a short stay: a month calendar (taken nights struck through, past days greyed),
 * check-in/check-out typed as DD/MM/YYYY or picked, guests; beside them the stay's photo and summary card with
 * the price breakdown, the policy and the pay buttons. The calendar library is loaded with this page only
 * (the route imports this file lazily).
 */
export default function StayBook({ listingId }: { listingId: string }) {
  const user = useUser();
  const [month, setMonth] = useState(() => localDate(lagosToday()));
  const [checkIn, setCheckIn] = useState("");
  const [checkOut, setCheckOut] = useState("");
  const [guests, setGuests] = useState(1);
  const from = `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, "0")}`;
  const cal = useQuery({ ...availabilityQuery(listingId, from, 2), placeholderData: (prev) => prev });
  const ready = DAY_RE.test(checkIn) && DAY_RE.test(checkOut) && checkOut > checkIn;
  const quote = useQuery({ ...quoteQuery(listingId, checkIn, checkOut, guests), enabled: ready && guests >= 1 });
  // The listing's photo and place for the summary card: usually cached from the listing page; never blocks the calendar.
  const listing = useQuery({ ...propertyQuery(listingId), staleTime: 5 * 60_000 });
  const book = usePaidBooking({
    start: (payWith: "wallet" | "link", idempotencyKey) =>
      bookStay({ propertyId: listingId, checkIn, checkOut, guests, payWith }, idempotencyKey),
    queryKey: (id) => stayQuery(id).queryKey,
    onFailed: () => {
      void cal.refetch();
      void quote.refetch();
    },
  });
  const error = book.error
    ? book.error instanceof ApiError
      ? book.error.message
      : "Something went wrong. Try again."
    : null;
  // Nights before the first bookable one are closed because they are past (or today's check-in time is near), not
  // taken: they get their own look and words, and "taken" is kept for nights someone or something holds.
  const bookableFrom = cal.data?.data.bookableFrom ?? lagosToday();
  const unavailable = useMemo(
    () => (cal.data?.data.unavailable ?? []).filter((d) => d >= bookableFrom).map(localDate),
    [cal.data, bookableFrom],
  );

  if (cal.isPending)
    return (
      <div role="status" className="flex items-center gap-3">
        <Spinner /> Loading the calendar…
      </div>
    );
  if (cal.isError)
    return (
      <Alert variant="danger" title="This stay cannot be booked">
        {(cal.error as Error).message}
      </Alert>
    );
  const t = cal.data.data;
  const q = quote.data?.data;
  const range: DateRange | undefined = checkIn
    ? { from: localDate(checkIn), to: checkOut ? localDate(checkOut) : undefined }
    : undefined;

  function pick(r: DateRange | undefined) {
    book.reset();
    setCheckIn(r?.from ? ymd(r.from) : "");
    setCheckOut(r?.to && r.from && r.to > r.from ? ymd(r.to) : "");
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6" data-testid="stay-book">
      <header>
        <p className="text-sm text-ink-500">Short stay</p>
        <h1 className="text-2xl font-semibold text-ink-900">{t.title}</h1>
        <p className="text-ink-700">
          {formatNaira(t.nightlyPriceKobo)} per night · at least {t.minNights} night{t.minNights === 1 ? "" : "s"} · up
          to {t.maxGuests} guest{t.maxGuests === 1 ? "" : "s"} · check-in from {hhmmA(t.checkInTime)}, check-out by{" "}
          {hhmmA(t.checkOutTime)}
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-4">
          <Card>
            <CardContent className="flex justify-center p-3 sm:p-4">
              <Calendar
                mode="range"
                numberOfMonths={1}
                month={month}
                onMonthChange={setMonth}
                selected={range}
                onSelect={pick}
                disabled={{ before: localDate(bookableFrom) }}
                modifiers={{
                  unavailable,
                  past: { before: localDate(lagosToday()) },
                  closed: { before: localDate(bookableFrom) },
                }}
                modifiersClassNames={{
                  unavailable: "stay-unavailable line-through text-danger-700",
                  closed: "stay-closed text-ink-400 opacity-100",
                }}
                // The accessible name starts with the visible number (axe: label-content-name-mismatch).
                labels={{
                  labelDayButton: (d, m) =>
                    `${d.getDate()} ${d.toLocaleDateString("en-GB", { month: "long", year: "numeric" })}${dayState(m)}${m.selected ? ", selected" : ""}`,
                }}
                footer={
                  <p className="mt-2 text-xs text-ink-500">
                    Struck-through nights are taken; past days are greyed. Pick your check-in day, then your check-out
                    day.
                  </p>
                }
              />
            </CardContent>
          </Card>
          <div className="grid gap-3 sm:grid-cols-3">
            <DayField
              id="stay-check-in"
              label="Check-in"
              value={checkIn}
              min={lagosToday()}
              onChange={(d) => {
                setCheckIn(d);
                book.reset();
                if (d) setMonth(localDate(d.slice(0, 8) + "01"));
              }}
            />
            <DayField
              id="stay-check-out"
              label="Check-out"
              value={checkOut}
              min={checkIn || lagosToday(1)}
              onChange={(d) => {
                setCheckOut(d);
                book.reset();
              }}
            />
            <Field label="Guests" htmlFor="stay-guests" hint={`Up to ${t.maxGuests}`}>
              <Input
                id="stay-guests"
                type="number"
                inputMode="numeric"
                min={1}
                max={t.maxGuests}
                value={guests}
                onChange={(e) => setGuests(Math.max(1, Math.floor(Number(e.target.value) || 1)))}
              />
            </Field>
          </div>
          <section aria-labelledby="policy-title" className="rounded-lg bg-ink-50 p-3 text-sm text-ink-700">
            <h2 id="policy-title" className="font-semibold text-ink-900">
              Cancellation: {t.policy}
            </h2>
            <p>{t.policyText}</p>
            <p className="mt-1">
              Your money is held by PropertyNG: the host is paid 24 hours after check-in, and the caution deposit comes
              back 24 hours after check-out unless the host reports damage.
            </p>
          </section>
        </div>
        <Card className="self-start overflow-hidden lg:sticky lg:top-20" data-testid="stay-summary">
          <StayPhoto listing={listing.data} />
          <CardContent className="space-y-3 p-4">
            <div>
              <p className="font-semibold text-ink-900">{t.title}</p>
              {listing.data && (
                <p className="text-sm text-ink-600">
                  {[listing.data.locality?.name, listing.data.state.name].filter(Boolean).join(", ")}
                </p>
              )}
              <p className="text-sm text-ink-700">{formatNaira(t.nightlyPriceKobo)} per night</p>
            </div>
            {!ready && (
              <p className="rounded-md bg-brand-50 p-2 text-sm text-brand-800">
                Pick your dates to see the total for your stay.
              </p>
            )}
            {quote.isError && <Alert variant="danger">{(quote.error as Error).message}</Alert>}
            {ready && quote.isPending && (
              <div role="status" className="flex items-center gap-2 text-sm">
                <Spinner /> Pricing your stay…
              </div>
            )}
            {q && (
              <div className="space-y-2" data-testid="stay-breakdown">
                <h2 className="text-base font-semibold text-ink-900">
                  {dmy(checkIn)} to {dmy(checkOut)}
                </h2>
                <dl className="space-y-1 text-sm">
                  <StayCharges charges={q} cautionLabel="Caution deposit (refundable)" />
                </dl>
                {!q.available && <Alert variant="warning">Some of these nights are taken. Pick other dates.</Alert>}
              </div>
            )}
            {!user ? (
              <p className="text-sm">
                <ButtonLink
                  to="/login"
                  search={{ redirect: typeof window === "undefined" ? "/" : window.location.pathname }}
                  variant="link"
                  size="sm"
                  className="px-0"
                >
                  Log in
                </ButtonLink>{" "}
                to book this stay.
              </p>
            ) : (
              <PayChoice
                amountKobo={q?.totalKobo}
                disabled={!q?.available}
                busy={book.isPending}
                error={error}
                onPay={(w) => q && book.mutate(w)}
              />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

/** The stay's first photo at the top of the summary card; its box is reserved so nothing moves when it arrives. */
function StayPhoto({ listing }: { listing: Pick<PropertyDetail, "title" | "propertyMedia"> | undefined }) {
  const m = listing?.propertyMedia[0];
  return (
    <div className="relative aspect-[4/3] w-full overflow-hidden bg-ink-100">
      {m && (
        <CoverPhoto
          media={m}
          alt={listing.title}
          sizes="(min-width: 1024px) 352px, 100vw"
          maxWidth={960}
          boxAspect={4 / 3}
        />
      )}
    </div>
  );
}

/**
 * A day typed as DD/MM/YYYY (SPEC §9), kept in step with the calendar: a pick on the calendar rewrites it,
 * a real day typed here moves the calendar. Not the browser's date box, whose format follows the phone's locale.
 */
function DayField({
  id,
  label,
  value,
  min,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min: string;
  onChange: (day: string) => void;
}) {
  const [text, setText] = useState(value ? dmy(value) : "");
  const [shown, setShown] = useState(value);
  const [problem, setProblem] = useState<string | undefined>();
  if (shown !== value) {
    setShown(value);
    if (parseDmy(text) !== value) setText(value ? dmy(value) : "");
    setProblem(undefined);
  }
  function judge(next: string, final: boolean) {
    const day = parseDmy(next);
    if (!next.trim()) {
      setProblem(undefined);
      onChange("");
    } else if (day && day < min) {
      setProblem(`Pick a day from ${dmy(min)}.`);
      onChange("");
    } else if (day) {
      setProblem(undefined);
      onChange(day);
    } else if (final) setProblem("Write the day as DD/MM/YYYY, e.g. " + dmy(min) + ".");
  }
  return (
    <Field label={label} htmlFor={id} hint={problem ? undefined : "DD/MM/YYYY"} error={problem}>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        placeholder="DD/MM/YYYY"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          judge(e.target.value, false);
        }}
        onBlur={(e) => judge(e.target.value, true)}
      />
    </Field>
  );
}

/** What a day is, in words, after its date: past days are not "taken". */
function dayState(m: Record<string, boolean>) {
  if (m.past) return ", past day, cannot be booked";
  if (m.closed) return ", too late to check in today";
  if (m.unavailable) return ", taken";
  return "";
}
