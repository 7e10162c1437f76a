import { useState } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { RENT_FREQUENCIES, RENT_FREQUENCY_WORDS, createRentInput } from "@contracts/rent";
import { formatNaira } from "@contracts/naira";
import { dmy, lagosToday } from "@contracts/lagos-time";
import { Badge } from "../../components/ui/badge";
import { EmptyState } from "../../components/ui/empty-state";
import { NativeSelect } from "../../components/ui/input";
import { Form, FormError, FormField, InputField, SubmitButton, useMutationForm } from "../../components/ui/form";
import { Spinner } from "../../components/ui/spinner";
import { PageNav } from "../layout/page-nav";
import { myListingsQuery } from "../listings/api";
import { MoneyTotals, moneyWords } from "../orders/money-totals";
import { createRent, myRentQuery } from "./api";

/** The lister makes an agreement: one of their rent listings, the tenant's account email, the agreed move-in date. */
function NewAgreement() {
  const listings = useQuery(myListingsQuery({ page: 1, perPage: 50, status: "active" }));
  const rent = (listings.data?.data ?? []).filter((l) => l.listingType === "rent");
  if (listings.isPending) return <Spinner />;
  if (!rent.length) return null;
  return <NewAgreementForm rent={rent} />;
}

function NewAgreementForm({ rent }: { rent: { id: string; title: string }[] }) {
  const navigate = useNavigate();
  const { form, formProps } = useMutationForm(createRentInput, {
    defaultValues: { propertyId: rent[0]!.id, tenantEmail: "", moveInOn: lagosToday(), frequency: "yearly" },
    mutationFn: createRent,
    onSuccess: (r) => navigate({ to: "/dashboard/rent/$id", params: { id: r.data.id } }),
  });
  type Values = z.input<typeof createRentInput>;
  return (
    <Form
      {...formProps}
      className="space-y-3 rounded-xl border border-ink-200 bg-white p-4"
      aria-labelledby="new-rent-title"
    >
      <h2 id="new-rent-title" className="text-lg font-semibold text-ink-900">
        Collect a tenant's rent through PropertyNG
      </h2>
      <p className="text-sm text-ink-700">
        The tenant pays the first year's rent and your listing's fees into escrow. It comes to you when they confirm
        moving in, or a few days after the move-in date unless they dispute it. Monthly or quarterly: the first payment
        is the first period's rent and service charge plus the one-off fees; each later period is held until its due
        date, then comes to you.
      </p>
      <FormField<Values> name="propertyId" label="Listing" id="rent-listing">
        <NativeSelect {...form.register("propertyId")}>
          {rent.map((l) => (
            <option key={l.id} value={l.id}>
              {l.title}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <InputField<Values> name="tenantEmail" label="Tenant's PropertyNG email" id="rent-tenant" type="email" />
      <InputField<Values> name="moveInOn" label="Agreed move-in date" id="rent-move-in" type="date" />
      <FormField<Values> name="frequency" label="How the tenant pays" id="rent-frequency">
        <NativeSelect {...form.register("frequency")}>
          {RENT_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {RENT_FREQUENCY_WORDS[f]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormError />
      <SubmitButton>Send to the tenant</SubmitButton>
    </Form>
  );
}

function List({ role }: { role: "tenant" | "lister" }) {
  const [page, setPage] = useState(1);
  const q = useQuery(myRentQuery(role, page));
  const t = q.data?.totals;
  if (q.isPending) return <Spinner />;
  if (q.isError) return <p role="alert">Could not load your rent. Please try again.</p>;
  if (!q.data.data.length)
    return role === "lister" ? (
      <EmptyState
        title="No rent collected here yet"
        description="Agreements you make for tenants show here, with the money."
      />
    ) : null;
  return (
    <section aria-labelledby={`${role}-title`} className="space-y-3">
      <h2 id={`${role}-title`} className="text-lg font-semibold text-ink-900">
        {role === "lister" ? "Your tenants" : "Rent you pay"}
      </h2>
      {role === "lister" && t && <MoneyTotals totals={t} testId="rent-totals" />}
      <ul className="divide-y divide-ink-100 rounded-xl border border-ink-200 bg-white" data-testid={`rent-${role}`}>
        {q.data.data.map((r) => (
          <li key={r.id} className="space-y-1 p-4 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link to="/dashboard/rent/$id" params={{ id: r.id }} className="font-medium text-brand-700 underline">
                {role === "lister" ? r.tenant : r.lister} · {r.property.title}
              </Link>
              <Badge variant={r.status === "disputed" ? "warning" : "neutral"}>{r.statusWords}</Badge>
            </div>
            <p className="text-ink-700">
              Move-in {dmy(r.moveInOn)} · {RENT_FREQUENCY_WORDS[r.frequency]}
              {r.nextDueOn && r.frequency !== "yearly" ? ` · next due ${dmy(r.nextDueOn)}` : ""} · {moneyWords(r)}
            </p>
            {r.overdueKobo > 0 && (
              <p className="font-medium text-warning-800" data-testid="rent-overdue">
                Overdue: {formatNaira(r.overdueKobo)}
              </p>
            )}
          </li>
        ))}
      </ul>
      <PageNav page={page} lastPage={q.data.meta.lastPage} onPage={setPage} />
    </section>
  );
}

/**
 * /dashboard/rent: rent through PropertyNG. A lister sees expected, received, held and released money per tenant and
 * makes agreements; a tenant sees the rent they pay.
 */
export function MyRent({ lister }: { lister: boolean }) {
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-ink-900">Rent</h1>
      <List role="tenant" />
      {lister && (
        <>
          <NewAgreement />
          <List role="lister" />
        </>
      )}
    </div>
  );
}
