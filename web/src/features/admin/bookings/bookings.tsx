import { useState, type ReactNode } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { INSPECTION_STATUSES } from "@contracts/bookings";
import { STAY_STATUSES } from "@contracts/stays";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { Form, FormError, FormField, SubmitButton, useZodForm, FormActions } from "../../../components/ui/form";
import { inputClasses, useFieldControl } from "../../../components/ui/input";
import type { QueryLike } from "../../../components/ui/query-state";
import { client, unwrap } from "../../../lib/client";
import { formatNaira } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { statusWords } from "@contracts/status-words";
import { RowSkeletons } from "../listings/shared";
import { AdminListPanel, FilterDate, FilterSelect, filteredList, type FilteredListProps } from "../admin-list";
import { TextLink } from "../../../components/ui/text-link";

export type BookingFilters = { kind?: "stays"; page?: number; status?: string; from?: string; to?: string };

/** The booking kind's status words, as every other page shows them. */
const kindOf = (f: BookingFilters) => (f.kind === "stays" ? "stay" : "inspection");

const inspectionsQuery = (f: BookingFilters) => ({
  queryKey: ["admin", "bookings", "inspections", f] as const,
  queryFn: () =>
    unwrap(
      client.GET("/admin/api/bookings/inspections", {
        params: {
          query: {
            page: f.page ?? 1,
            perPage: 20,
            status: INSPECTION_STATUSES.find((s) => s === f.status),
            from: f.from,
            to: f.to,
          },
        },
      }),
      {
        silent: true,
      },
    ),
});
const staysQuery = (f: BookingFilters) => ({
  queryKey: ["admin", "bookings", "stays", f] as const,
  queryFn: () =>
    unwrap(
      client.GET("/admin/api/bookings/stays", {
        params: {
          query: {
            page: f.page ?? 1,
            perPage: 20,
            status: STAY_STATUSES.find((s) => s === f.status),
            from: f.from,
            to: f.to,
          },
        },
      }),
      {
        silent: true,
      },
    ),
});

function Filters({ filters, onChange }: FilteredListProps<BookingFilters>) {
  const statuses = filters.kind === "stays" ? STAY_STATUSES : INSPECTION_STATUSES;
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <FilterSelect
        id="bk-status"
        label="Status"
        value={filters.status}
        onChange={(v) => onChange({ status: v || undefined, page: undefined })}
        all="Every status"
        options={statuses.map((s) => ({ value: s, label: statusWords(kindOf(filters), s) }))}
      />
      <FilterDate
        id="bk-from"
        label={filters.kind === "stays" ? "Check-in from" : "Appointment from"}
        value={filters.from}
        onChange={(from) => onChange({ from, page: undefined })}
      />
      <FilterDate id="bk-to" label="To" value={filters.to} onChange={(to) => onChange({ to, page: undefined })} />
    </div>
  );
}

const resolveSchema = z.object({
  outcome: z.enum(["refund", "release"]),
  note: z
    .string()
    .trim()
    .min(3, "Write a note (at least 3 characters).")
    .max(1000, "Keep the note under 1000 characters."),
});
const resolveStart = { outcome: "refund" as const, note: "" };

function NoteTextarea(props: React.ComponentProps<"textarea">) {
  const control = useFieldControl();
  return <textarea {...control} rows={3} className={`${inputClasses} h-auto py-2`} {...props} />;
}

/** Refund the seeker or release the fee to the agent, with a note (POST /admin/api/inspections/{id}/resolve). */
function ResolveDialog({ booking, onClose }: { booking: { id: string; title: string } | null; onClose: () => void }) {
  const qc = useQueryClient();
  const form = useZodForm(resolveSchema, { defaultValues: resolveStart });
  const resolve = useMutation({
    mutationFn: ({ id, body }: { id: string; body: z.output<typeof resolveSchema> }) =>
      unwrap(client.POST("/admin/api/inspections/{id}/resolve", { params: { path: { id } }, body }), { silent: true }),
    onSuccess: async (_, { body }) => {
      await qc.invalidateQueries({ queryKey: ["admin", "bookings"] });
      toast.success(body.outcome === "refund" ? "Fee refunded to the seeker" : "Fee released to the agent");
      form.reset(resolveStart);
      onClose();
    },
  });
  return (
    <Dialog open={booking !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title="Decide this reported inspection"
        description={
          booking ? `“${booking.title}”: the fee is frozen until you decide. Kept in the activity log.` : undefined
        }
      >
        <Form
          form={form}
          onSubmit={(body) => booking && resolve.mutateAsync({ id: booking.id, body })}
          fallback="Could not decide. Try again."
          className="space-y-4"
        >
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-ink-800">Outcome</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="refund" {...form.register("outcome")} /> Refund the seeker
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="release" {...form.register("outcome")} /> Release to the agent
            </label>
          </fieldset>
          <FormField name="note" label="Note" id="bk-note">
            <NoteTextarea {...form.register("note")} />
          </FormField>
          <FormError />
          <FormActions onCancel={onClose}>
            <SubmitButton variant="danger">Decide</SubmitButton>
          </FormActions>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

type BookingRow = { id: string; status: string; property: { slug: string; title: string } };

/** One list of bookings (inspections or stays): the property, what `details` says, the status and `action`. */
function BookingList<Row extends BookingRow>({
  noun,
  query,
  filters,
  onChange,
  details,
  warn = () => false,
  action,
}: {
  noun: "Inspections" | "Stays";
  query: QueryLike<{ data: Row[]; hasMore: boolean }>;
  filters: BookingFilters;
  onChange: (p: BookingFilters) => void;
  details: (b: Row) => ReactNode;
  warn?: (b: Row) => boolean;
  action: (b: Row) => ReactNode;
}) {
  return (
    <AdminListPanel
      query={query}
      {...filteredList(filters, onChange).paging}
      errorTitle={`${noun} could not be loaded`}
      pending={<RowSkeletons rows={5} height="h-20" />}
      empty={{ title: `No ${noun.toLowerCase()} match`, description: "Try another status or dates." }}
    >
      {(rows) => (
        <ul className="divide-y divide-ink-100" aria-label={noun}>
          {rows.map((b) => (
            <li key={b.id} className="flex flex-col gap-2 p-4 text-sm sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <a href={`/properties/${b.property.slug}`} className="font-medium text-brand-700 hover:underline">
                  {b.property.title}
                </a>
                {details(b)}
              </div>
              <Badge className="self-start sm:self-auto" variant={warn(b) ? "warning" : "neutral"}>
                {statusWords(kindOf(filters), b.status)}
              </Badge>
              {action(b)}
            </li>
          ))}
        </ul>
      )}
    </AdminListPanel>
  );
}

function Inspections({ filters, onChange }: FilteredListProps<BookingFilters>) {
  const q = useQuery(inspectionsQuery(filters));
  const [deciding, setDeciding] = useState<{ id: string; title: string } | null>(null);
  return (
    <>
      <BookingList
        noun="Inspections"
        query={q}
        filters={filters}
        onChange={onChange}
        details={(b) => (
          <>
            <p className="text-ink-600">
              {b.appointmentDate.slice(0, 16).replace("T", " ")} · {b.seeker.name} with {b.agent.name} · fee{" "}
              {formatNaira(b.feeKobo)}
            </p>
            {b.reportReason && <p className="text-danger-700">Reported: {b.reportReason}</p>}
          </>
        )}
        warn={(b) => b.status === "disputed"}
        action={(b) =>
          b.status === "disputed" && (
            <Button size="sm" variant="danger" onClick={() => setDeciding({ id: b.id, title: b.property.title })}>
              Decide
            </Button>
          )
        }
      />
      <ResolveDialog booking={deciding} onClose={() => setDeciding(null)} />
    </>
  );
}

function Stays({ filters, onChange }: FilteredListProps<BookingFilters>) {
  const q = useQuery(staysQuery(filters));
  return (
    <BookingList
      noun="Stays"
      query={q}
      filters={filters}
      onChange={onChange}
      details={(b) => (
        <p className="text-ink-600">
          {b.checkIn} → {b.checkOut} ({b.nights} night{b.nights === 1 ? "" : "s"}, {b.guests} guest
          {b.guests === 1 ? "" : "s"}) · {b.guest.name}, hosted by {b.host.name} · {formatNaira(b.totalKobo)}
        </p>
      )}
      action={(b) =>
        b.depositStatus === "claimed" && (
          <TextLink to="/dashboard/admin/stay-claims" className="font-medium">
            Deposit claimed: decide
          </TextLink>
        )
      }
    />
  );
}

/** CAN_ADD_LISTING (SPEC §6 "bookings"): inspections and stays with status and date filters; reported inspections are decided here. */
export function AdminBookings({ filters, onChange }: FilteredListProps<BookingFilters>) {
  return (
    <div className="space-y-4">
      <Filters filters={filters} onChange={onChange} />
      {filters.kind === "stays" ? (
        <Stays filters={filters} onChange={onChange} />
      ) : (
        <Inspections filters={filters} onChange={onChange} />
      )}
    </div>
  );
}
