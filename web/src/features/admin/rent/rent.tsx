import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { formatNaira } from "@contracts/naira";
import { dmy } from "@contracts/lagos-time";
import { RENT_FREQUENCY_WORDS, RENT_STATUSES, RENT_STATUS_WORDS } from "@contracts/rent-rules";
import { ApiError } from "../../../lib/api";
import { countOf, formatDate } from "../../../lib/format";
import { QueryError } from "../../../components/ui/query-state";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Field, Input, NativeSelect } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { FilterCheck, FilterSelect } from "../../../components/ui/filter-fields";
import { oneOf } from "../../../lib/search";
import type { FilteredListProps } from "../admin-list";
import { RentTimeline } from "../../rent/rent-timeline";
import { adminRentDetailQuery, adminRentQuery, releaseRent, resolveRent, type AdminRentFilters } from "../../rent/api";

export type { AdminRentFilters };

/** One agreement for staff: both sides' statements with their photos, the activity log, and the decision. */
function Detail({ id }: { id: string }) {
  const q = useQuery(adminRentDetailQuery(id));
  const qc = useQueryClient();
  const [outcome, setOutcome] = useState<"release" | "refund" | "split">("release");
  const [naira, setNaira] = useState("");
  const [note, setNote] = useState("");
  const act = useMutation({
    mutationFn: () =>
      q.data?.status === "held"
        ? releaseRent(id, note)
        : resolveRent(id, {
            outcome,
            note,
            ...(outcome === "split" ? { tenantKobo: Math.round(Number(naira || "0") * 100) } : {}),
          }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin", "rent"] }),
  });
  if (q.isPending) return <Spinner />;
  if (q.isError) return <QueryError query={q} title="This agreement could not be loaded." />;
  const a = q.data;
  const canDecide = a.status === "disputed" || a.status === "held";
  return (
    <div className="space-y-3 border-t border-ink-100 pt-3">
      {a.statements.map((s) => (
        <div key={s.id} className="rounded-lg bg-ink-50 p-3">
          <p className="font-medium text-ink-900">
            {s.side === "tenant" ? "Tenant" : "Lister"} · {s.author} · {formatDate(s.createdAt)}
          </p>
          <p className="text-ink-700">{s.body}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {s.photoUrls.map((u, i) => (
              <a key={u} href={s.photoFullUrls[i]} target="_blank" rel="noreferrer">
                <img src={u} alt={`Evidence ${i + 1} from the ${s.side}`} className="h-20 w-20 rounded object-cover" />
              </a>
            ))}
          </div>
        </div>
      ))}
      <RentTimeline events={a.timeline} />
      {a.log.length > 0 && (
        <div>
          <p className="font-medium text-ink-900">Activity log</p>
          <ul className="text-ink-700">
            {a.log.map((l, i) => (
              <li key={i}>
                {formatDate(l.at)} · {l.actor} · {l.action}
              </li>
            ))}
          </ul>
        </div>
      )}
      {canDecide && (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            act.mutate();
          }}
        >
          {a.status === "disputed" ? (
            <Field label="Decision" htmlFor={`outcome-${id}`}>
              <NativeSelect
                id={`outcome-${id}`}
                value={outcome}
                onChange={(e) => setOutcome(e.target.value as "release")}
              >
                <option value="release">Release all to the lister</option>
                <option value="refund">Refund all to the tenant</option>
                <option value="split">Split</option>
              </NativeSelect>
            </Field>
          ) : (
            <p className="text-ink-700">
              Release this held rent to the lister now (a stuck release, or a move-in the tenant confirmed to us).
            </p>
          )}
          {a.status === "disputed" && outcome === "split" && (
            <Field label="Back to the tenant (₦)" htmlFor={`split-${id}`}>
              <Input id={`split-${id}`} inputMode="decimal" value={naira} onChange={(e) => setNaira(e.target.value)} />
            </Field>
          )}
          <Field
            label="Reason (kept in the activity log)"
            htmlFor={`note-${id}`}
            error={act.error instanceof ApiError ? act.error.message : act.error ? "Something went wrong." : undefined}
          >
            <Input id={`note-${id}`} value={note} onChange={(e) => setNote(e.target.value)} />
          </Field>
          <Button type="submit" disabled={note.trim().length < 5 || act.isPending}>
            {a.status === "disputed" ? "Decide the dispute" : "Release now"}
          </Button>
        </form>
      )}
    </div>
  );
}

/** /dashboard/admin/rent: every rent agreement, disputes first; stuck releases on a filter; each one's evidence and decision. */
export function AdminRent({ filters, onChange }: FilteredListProps<AdminRentFilters>) {
  const { open: linked, ...list } = filters;
  const q = useQuery(adminRentQuery(list));
  const [open, setOpen] = useState<string | null>(linked ?? null);
  const t = q.data?.totals;
  return (
    <div className="space-y-4">
      {t && (
        <p className="text-sm text-ink-700" data-testid="rent-admin-totals">
          {countOf(t.agreements, "agreement")} · {t.disputed} disputed · {t.stuck} stuck · {formatNaira(t.heldKobo)}{" "}
          held in escrow · {t.overdue} with rent overdue ({formatNaira(t.overdueKobo)})
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <FilterSelect
          id="rent-status-filter"
          label="Status"
          value={filters.status}
          onChange={(v) => onChange({ status: oneOf(RENT_STATUSES, v), page: 1 })}
          all="All"
          options={RENT_STATUSES.map((s) => ({ value: s, label: RENT_STATUS_WORDS[s].lister }))}
        />
        <FilterCheck
          label="Only stuck releases"
          value={filters.stuck}
          onChange={(stuck) => onChange({ stuck, page: 1 })}
          className="self-end"
        />
        <FilterCheck
          label="Only rent overdue"
          value={filters.overdue}
          onChange={(overdue) => onChange({ overdue, page: 1 })}
          className="self-end"
        />
      </div>
      {q.isPending ? (
        <Spinner />
      ) : q.isError ? (
        <QueryError query={q} title="The rent agreements could not be loaded." />
      ) : !q.data.data.length ? (
        <p className="text-ink-700">No rent agreements match.</p>
      ) : (
        <ul className="divide-y divide-ink-100 rounded-xl border border-ink-200 bg-white">
          {q.data.data.map((r) => (
            <li key={r.id} className="space-y-2 p-4 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium text-ink-900">
                  {r.property.title} · {r.tenant} → {r.lister}
                </span>
                <span className="flex gap-2">
                  {r.stuck && <Badge variant="warning">Stuck</Badge>}
                  {r.overdueKobo > 0 && <Badge variant="danger">Overdue {formatNaira(r.overdueKobo)}</Badge>}
                  <Badge variant={r.status === "disputed" ? "warning" : "neutral"}>{r.statusWords}</Badge>
                </span>
              </div>
              <p className="text-ink-700">
                {RENT_FREQUENCY_WORDS[r.frequency]} · Move-in {dmy(r.moveInOn)} · release {dmy(r.releaseOn)}
                {r.nextDueOn && r.frequency !== "yearly" ? ` · next due ${dmy(r.nextDueOn)}` : ""} ·{" "}
                {formatNaira(r.expectedKobo)} · held {formatNaira(r.heldKobo)}
                {r.disputeReason ? ` · “${r.disputeReason}”` : ""}
              </p>
              <Button
                variant="outline"
                size="sm"
                aria-expanded={open === r.id}
                onClick={() => setOpen(open === r.id ? null : r.id)}
              >
                {open === r.id ? "Hide" : "Open"}
              </Button>
              {open === r.id && <Detail id={r.id} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
