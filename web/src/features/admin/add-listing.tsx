import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { LISTING_TYPES, PRICE_PERIODS } from "@contracts/listing-rules";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { inputClasses } from "../../components/ui/input";
import { client, unwrap } from "../../lib/client";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/toast";
import { categoriesQuery } from "../listings/api";
import { localitiesQuery, statesQuery } from "../locations/queries";

const label = (s: string) => (s[0]!.toUpperCase() + s.slice(1)).replace(/_/g, " ");

function Field({ id, text, children }: { id: string; text: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink-800">
        {text}
      </label>
      {children}
    </div>
  );
}

/** Picks the customer staff act for: a brokerage, company or agent (listers) or a developer (GET /admin/api/customers/{kind}). */
export function CustomerPicker({ value, onChange, kind = "listers" }: { value: string; onChange: (id: string) => void; kind?: "listers" | "developers" }) {
  const [text, setText] = useState("");
  const [search, setSearch] = useState("");
  useEffect(() => {
    const t = setTimeout(() => setSearch(text.trim()), 300);
    return () => clearTimeout(t);
  }, [text]);
  const list = useQuery({
    queryKey: ["admin", "customers", kind, search] as const,
    queryFn: () =>
      unwrap(client.GET(kind === "listers" ? "/admin/api/customers/listers" : "/admin/api/customers/developers", { params: { query: { search: search || undefined } } }), { silent: true }),
  });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field id="al-customer-search" text={kind === "listers" ? "Find the customer" : "Find the developer"}>
        <input id="al-customer-search" type="search" className={inputClasses} placeholder="Email, name or company" value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
      <Field id="al-customer" text={kind === "listers" ? "Customer" : "Developer"}>
        <select id="al-customer" className={inputClasses} value={value} onChange={(e) => onChange(e.target.value)} disabled={list.isPending}>
          <option value="">{list.isPending ? "Loading…" : list.data?.data.length ? "Choose an account" : "No account matches"}</option>
          {list.data?.data.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} · {c.email} ({c.accountType})
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}

/**
 * CAN_ADD_LISTING: a listing on a customer's behalf, saved as the customer's draft (photos must be their own
 * uploads, so they add photos and publish from their dashboard). The full listing editor is not reused here.
 */
export function AddListingForCustomer() {
  const categories = useQuery(categoriesQuery());
  const states = useQuery(statesQuery());
  const [customer, setCustomer] = useState("");
  const [f, setF] = useState({
    title: "",
    listingType: "rent",
    categoryId: "",
    typeId: "",
    price: "",
    pricePeriod: "per_year",
    stateId: "",
    localityId: "",
    bedrooms: "0",
    bathrooms: "0",
    address: "",
    description: "",
  });
  const localities = useQuery({ ...localitiesQuery(Number(f.stateId) || 0), enabled: Boolean(f.stateId) });
  const [missingCustomer, setMissingCustomer] = useState(false);
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) =>
    setF((v) => ({ ...v, [k]: e.target.value, ...(k === "categoryId" ? { typeId: "" } : {}), ...(k === "stateId" ? { localityId: "" } : {}) }));
  const types = categories.data?.find((c) => String(c.id) === f.categoryId)?.types ?? [];

  const save = useMutation({
    mutationFn: (id: string) =>
      unwrap(
        client.POST("/admin/api/users/{id}/listings", {
          params: { path: { id } },
          body: {
            status: "draft",
            title: f.title,
            description: f.description,
            listingType: f.listingType as (typeof LISTING_TYPES)[number],
            categoryId: Number(f.categoryId),
            typeId: Number(f.typeId),
            priceKobo: Math.round(Number(f.price.replace(/[,\s]/g, "")) * 100),
            pricePeriod: f.pricePeriod as (typeof PRICE_PERIODS)[number],
            stateId: Number(f.stateId),
            localityId: f.localityId ? Number(f.localityId) : null,
            bedrooms: Number(f.bedrooms) || 0,
            bathrooms: Number(f.bathrooms) || 0,
            address: f.address,
          },
        }),
        { silent: true },
      ),
    onSuccess: (made) => {
      toast.success("Draft listing saved", { description: `“${made.title}” is in the customer's listings as a draft.` });
      setF((v) => ({ ...v, title: "", description: "", address: "", price: "" }));
    },
  });
  const err = save.error;
  const errors = missingCustomer
    ? ["Choose the customer the listing is for."]
    : err
      ? err instanceof ApiError
        ? err.errors.length
          ? err.errors.map((x) => `${x.field}: ${x.message}`)
          : [err.message]
        : ["Could not save. Try again."]
      : [];

  function submit(e: FormEvent) {
    e.preventDefault();
    setMissingCustomer(!customer);
    if (customer) save.mutate(customer);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-xl border border-ink-200 bg-white p-4">
      <CustomerPicker value={customer} onChange={setCustomer} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="al-title" text="Title">
          <input id="al-title" className={inputClasses} value={f.title} onChange={set("title")} maxLength={120} />
        </Field>
        <Field id="al-type" text="Listing type">
          <select id="al-type" className={inputClasses} value={f.listingType} onChange={set("listingType")}>
            {LISTING_TYPES.map((t) => (
              <option key={t} value={t}>
                {label(t)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="al-category" text="Category">
          <select id="al-category" className={inputClasses} value={f.categoryId} onChange={set("categoryId")}>
            <option value="">Choose a category</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </Field>
        <Field id="al-ptype" text="Property type">
          <select id="al-ptype" className={inputClasses} value={f.typeId} onChange={set("typeId")} disabled={!types.length}>
            <option value="">Choose a type</option>
            {types.map((t) => (
              <option key={t.id} value={t.id}>
                {t.title}
              </option>
            ))}
          </select>
        </Field>
        <Field id="al-price" text="Price (₦)">
          <input id="al-price" inputMode="numeric" className={inputClasses} value={f.price} onChange={set("price")} />
        </Field>
        <Field id="al-period" text="Price period">
          <select id="al-period" className={inputClasses} value={f.pricePeriod} onChange={set("pricePeriod")}>
            {PRICE_PERIODS.map((p) => (
              <option key={p} value={p}>
                {label(p)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="al-state" text="State">
          <select id="al-state" className={inputClasses} value={f.stateId} onChange={set("stateId")}>
            <option value="">Choose a state</option>
            {states.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="al-locality" text="Locality">
          <select id="al-locality" className={inputClasses} value={f.localityId} onChange={set("localityId")} disabled={!f.stateId}>
            <option value="">Any / not listed</option>
            {localities.data?.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="al-beds" text="Bedrooms">
          <input id="al-beds" type="number" min={0} max={50} className={inputClasses} value={f.bedrooms} onChange={set("bedrooms")} />
        </Field>
        <Field id="al-baths" text="Bathrooms">
          <input id="al-baths" type="number" min={0} max={50} className={inputClasses} value={f.bathrooms} onChange={set("bathrooms")} />
        </Field>
      </div>
      <Field id="al-address" text="Street address">
        <input id="al-address" className={inputClasses} value={f.address} onChange={set("address")} maxLength={200} />
      </Field>
      <Field id="al-description" text="Description">
        <textarea id="al-description" rows={5} className={`${inputClasses} h-auto py-2`} value={f.description} onChange={set("description")} maxLength={5000} />
      </Field>
      {errors.length > 0 && (
        <Alert variant="danger" title="The listing was not saved">
          <ul className="list-disc pl-5">
            {errors.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        </Alert>
      )}
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          Save as the customer's draft
        </Button>
      </div>
    </form>
  );
}
