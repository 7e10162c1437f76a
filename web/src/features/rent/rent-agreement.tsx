import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { formatNaira } from "@contracts/naira";
import { dmy } from "@contracts/lagos-time";
import { formatDate } from "../../lib/format";
import { ApiError } from "../../lib/api";
import { Alert } from "../../components/ui/alert";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/text-link";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Field, Input } from "../../components/ui/input";
import { PayChoice, type PayWith } from "../wallet/pay-choice";
import { cancelRent, confirmMoveIn, payRent, rentKey, rentQuery, type RentAgreement } from "./api";
import { StatementForm } from "./statement-form";
import { PayPeriods, RentSchedule } from "./rent-schedule";
import { RentTimeline } from "./rent-timeline";
import { TitledSection } from "../../components/ui/titled-section";

function Money({ a }: { a: RentAgreement }) {
  const rows: [string, number, string?][] = [
    ...a.lines.map((l) => [l.label, l.amountKobo] as [string, number]),
    [a.schedule.length ? "Total for the year" : "Total for the first year", a.totalKobo, "total"],
    ["Held in escrow", a.heldKobo, "held"],
    ["Released to the lister", a.releasedKobo, "released"],
    ...(a.refundedKobo ? [["Refunded to the tenant", a.refundedKobo, "refunded"] as [string, number, string]] : []),
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-2 rounded-xl border border-ink-200 bg-white p-4 text-sm">
      {rows.map(([label, kobo, id]) => (
        <div key={label} className="contents">
          <dt className="text-ink-600">{label}</dt>
          <dd className="text-right font-medium text-ink-900" data-testid={id ? `rent-${id}` : undefined}>
            {formatNaira(kobo)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const message = (e: unknown) =>
  e instanceof ApiError ? e.message : e ? "Something went wrong. Please try again." : null;

/**
 * /dashboard/rent/{id}: a rent agreement held in escrow, for its tenant and its lister. The tenant pays it (wallet or
 * card), confirms moving in (the lister is paid) or disputes it before the release day; while disputed, both sides
 * add their statements and photos for PropertyNG; the lister may cancel (refunding a paid rent before the move-in).
 */
export function RentAgreementPage({ id }: { id: string }) {
  const { data: a } = useSuspenseQuery(rentQuery(id));
  const qc = useQueryClient();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [confirming, setConfirming] = useState(false);
  const [cancelReason, setCancelReason] = useState("");
  const update = async (next: RentAgreement) => {
    qc.setQueryData(rentQuery(id).queryKey, next);
    await qc.invalidateQueries({ queryKey: ["wallet"] });
    void qc.invalidateQueries({ queryKey: rentKey, predicate: (q) => !q.queryKey.includes("one") });
  };
  const pay = useMutation({
    mutationFn: ({ payWith, periods, from }: { payWith: PayWith; periods: number; from?: number }) =>
      payRent(id, payWith, `${key}:${payWith}:${periods}`, periods, from),
    onSuccess: async (r) => {
      if (r.authorizationUrl) return window.location.assign(r.authorizationUrl);
      setKey(crypto.randomUUID());
      await update(r.data);
    },
  });
  const cancel = useMutation({ mutationFn: () => cancelRent(id, cancelReason), onSuccess: (r) => update(r.data) });
  const can = (x: RentAgreement["actions"][number]) => a.actions.includes(x);
  const tenant = a.role === "tenant";
  const periodic = a.schedule.length > 0;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-ink-900">Rent through PropertyNG</h1>
        <p className="text-ink-700">
          <Link
            to="/properties/$id"
            params={{ id: a.property.slug || a.property.id }}
            className="text-brand-700 underline"
          >
            {a.property.title}
          </Link>
        </p>
        <p className="text-sm text-ink-600">
          {tenant ? `Lister: ${a.lister.name}` : `Tenant: ${a.tenant.name}`} · Move-in {dmy(a.moveInOn)}
        </p>
        <Badge
          variant={a.status === "disputed" ? "warning" : a.status === "released" ? "success" : "neutral"}
          data-testid="rent-status"
        >
          {a.statusWords}
        </Badge>
      </div>
      {a.status === "held" && (
        <Alert variant="info">
          {periodic
            ? tenant
              ? `PropertyNG holds your first period until you confirm you have moved in (or until ${dmy(a.releaseOn)} unless you dispute it); each later period until its due date.`
              : `The first period is held until the tenant confirms moving in, or until ${dmy(a.releaseOn)} unless they dispute it; each later period comes to you on its due date.`
            : tenant
              ? `PropertyNG holds your rent until you confirm you have moved in. If you do not, it goes to the lister on ${dmy(a.releaseOn)} unless you dispute it before then.`
              : `The rent is held in escrow. It comes to you when the tenant confirms moving in, or on ${dmy(a.releaseOn)} unless they dispute it.`}
        </Alert>
      )}
      {a.status === "disputed" && (
        <Alert variant="warning" title="Under review by PropertyNG">
          The tenant disputed this rent: “{a.disputeReason}”. The money stays in escrow until our team decides. Add your
          side below, with photos if you have them.
        </Alert>
      )}
      <Money a={a} />
      {periodic && <RentSchedule a={a} />}
      {can("pay") && periodic && (
        <PayPeriods
          a={a}
          busy={pay.isPending}
          error={message(pay.error)}
          onPay={(payWith, periods, from) => pay.mutate({ payWith, periods, from })}
        />
      )}
      {can("pay") && !periodic && (
        <TitledSection
          id="pay-title"
          title="Pay the rent into escrow"
          className="space-y-3 rounded-xl border border-ink-200 bg-white p-4"
        >
          <p className="text-sm text-ink-700">
            {formatNaira(a.totalKobo)} is held by PropertyNG, not paid to the lister, until you confirm you have moved
            in.
          </p>
          <PayChoice
            amountKobo={a.totalKobo}
            busy={pay.isPending}
            error={message(pay.error)}
            onPay={(w) => pay.mutate({ payWith: w, periods: 1 })}
          />
        </TitledSection>
      )}
      {can("confirm") && (
        <TitledSection
          id="movein-title"
          title="Have you moved in?"
          className="space-y-3 rounded-xl border border-ink-200 bg-white p-4"
        >
          <p className="text-sm text-ink-700">
            {periodic
              ? "Confirm it and the first period goes to the lister now."
              : "Confirm it and the rent goes to the lister now."}
          </p>
          <Button onClick={() => setConfirming(true)}>I have moved in</Button>
        </TitledSection>
      )}
      {can("dispute") && (
        <details className="rounded-xl border border-ink-200 bg-white p-4">
          <summary className="cursor-pointer font-semibold text-ink-900">Something is wrong? Dispute the rent</summary>
          <div className="mt-3">
            <StatementForm id={id} kind="dispute" onSaved={update} />
          </div>
        </details>
      )}
      {a.statements.length > 0 && (
        <TitledSection id="statements-title" title="What each side told PropertyNG" className="space-y-2">
          <ul className="space-y-2">
            {a.statements.map((s) => (
              <li key={s.id} className="rounded-lg border border-ink-200 bg-white p-3 text-sm">
                <p className="font-medium text-ink-900">
                  {s.side === "tenant" ? "Tenant" : "Lister"} · {s.author} · {formatDate(s.createdAt)}
                </p>
                <p className="text-ink-700">{s.body}</p>
                {s.photoCount > 0 && <p className="text-ink-600">{s.photoCount} photo(s) attached</p>}
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
      {can("statement") && (
        <TitledSection
          id="add-title"
          title="Add your side"
          className="space-y-2 rounded-xl border border-ink-200 bg-white p-4"
        >
          <StatementForm id={id} kind="statement" onSaved={update} />
        </TitledSection>
      )}
      {can("cancel") && (
        <details className="rounded-xl border border-ink-200 bg-white p-4">
          <summary className="cursor-pointer font-semibold text-ink-900">Cancel this agreement</summary>
          <div className="mt-3 space-y-3">
            <Field label="Why" htmlFor="cancel-reason" error={message(cancel.error)}>
              <Input id="cancel-reason" value={cancelReason} onChange={(e) => setCancelReason(e.target.value)} />
            </Field>
            <p className="text-sm text-ink-600">
              {a.status === "held"
                ? `All ${formatNaira(a.heldKobo)} held goes back to the tenant.`
                : "Nothing has been paid yet."}
            </p>
            <Button
              variant="outline"
              disabled={cancelReason.trim().length < 5 || cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              Cancel the agreement
            </Button>
          </div>
        </details>
      )}
      <TitledSection id="timeline-title" title="Timeline" className="space-y-2 text-sm">
        <RentTimeline events={a.timeline} />
      </TitledSection>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Confirm you have moved in?"
        description={
          periodic
            ? `The first period (${formatNaira(a.schedule[0]?.amountKobo ?? 0)}) goes to the lister now. Later periods stay in escrow until their due dates.`
            : `${formatNaira(a.heldKobo)} held in escrow goes to the lister now. You cannot dispute it after this.`
        }
        confirmLabel="Yes, release the rent"
        onConfirm={async () => update((await confirmMoveIn(id)).data)}
      />
      <ButtonLink to="/dashboard/rent" variant="link" size="sm" className="self-start">
        All my rent
      </ButtonLink>
    </div>
  );
}
