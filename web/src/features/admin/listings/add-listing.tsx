import { useEffect, useState, type ReactNode } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import { LISTING_FIELD_MESSAGES, LISTING_TYPES, PRICE_PERIODS } from "@contracts/listing-rules";
import { Form, FormError, FormField, SubmitButton, useZodForm } from "../../../components/ui/form";
import { Field, Input, NativeSelect, Textarea, SelectOptions, ValueOptions } from "../../../components/ui/input";
import { client, unwrap } from "../../../lib/client";
import { toast } from "../../../lib/toast";
import { categoriesQuery } from "../../listings/api";
import { localitiesQuery, statesQuery } from "../../locations/queries";
import { listingLocalities } from "../../locations/place-options";
import { nairaAmount } from "../../wallet/amount-schema";

const label = (s: string) => (s[0]!.toUpperCase() + s.slice(1)).replace(/_/g, " ");

/** Picks the customer staff act for: a brokerage, company or agent (listers) or a developer (GET /admin/api/customers/{kind}). */
export function CustomerPicker({
  value,
  onChange,
  kind = "listers",
  error,
}: {
  value: string;
  onChange: (id: string) => void;
  kind?: "listers" | "developers";
  error?: ReactNode;
}) {
  const [text, setText] = useState("");
  const [search, setSearch] = useState("");
  useEffect(() => {
    const t = setTimeout(() => setSearch(text.trim()), 300);
    return () => clearTimeout(t);
  }, [text]);
  const list = useQuery({
    queryKey: ["admin", "customers", kind, search] as const,
    queryFn: () =>
      unwrap(
        client.GET(kind === "listers" ? "/admin/api/customers/listers" : "/admin/api/customers/developers", {
          params: { query: { search: search || undefined } },
        }),
        { silent: true },
      ),
  });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label={kind === "listers" ? "Find the customer" : "Find the developer"} htmlFor="al-customer-search">
        <Input
          type="search"
          placeholder="Email, name or company"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </Field>
      <Field label={kind === "listers" ? "Customer" : "Developer"} htmlFor="al-customer" error={error}>
        <NativeSelect value={value} onChange={(e) => onChange(e.target.value)} disabled={list.isPending}>
          <SelectOptions
            none={list.isPending ? "Loading…" : list.data?.data.length ? "Choose an account" : "No account matches"}
            items={list.data?.data}
            label={(c) => (
              <>
                {c.name} · {c.email} ({c.accountType})
              </>
            )}
          />
        </NativeSelect>
      </Field>
    </div>
  );
}

const chosen = (message: string) => z.string().min(1, message).transform(Number);
const rooms = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, `Enter the number of ${what} as a whole number.`)
    .transform(Number)
    .refine((n) => n <= 50, `At most 50 ${what}.`);

// The API's rules for a listing (contracts/listing-input.ts), so most mistakes are caught before a round trip.
const schema = z.object({
  customerId: z.string().min(1, "Choose the customer the listing is for."),
  title: z
    .string()
    .trim()
    .min(10, "Give the listing a title of at least 10 characters.")
    .max(120, "Up to 120 characters."),
  listingType: z.enum(LISTING_TYPES),
  categoryId: chosen(LISTING_FIELD_MESSAGES.categoryId),
  typeId: chosen(LISTING_FIELD_MESSAGES.typeId),
  price: nairaAmount({ min: 100_00, minMessage: LISTING_FIELD_MESSAGES.priceKobo }),
  pricePeriod: z.enum(PRICE_PERIODS),
  stateId: chosen(LISTING_FIELD_MESSAGES.stateId),
  localityId: z.string().transform((v) => (v ? Number(v) : null)),
  bedrooms: rooms("bedrooms"),
  bathrooms: rooms("bathrooms"),
  address: z.string().trim().min(5, "Enter the street address.").max(200, "Up to 200 characters."),
  description: z
    .string()
    .trim()
    .min(30, "Describe the property in at least 30 characters.")
    .max(5000, "Up to 5,000 characters."),
});
type Values = z.input<typeof schema>;

const EMPTY: Values = {
  customerId: "",
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
};

/**
 * CAN_ADD_LISTING: a listing on a customer's behalf, saved as the customer's draft (photos must be their own
 * uploads, so they add photos and publish from their dashboard). The full listing editor is not reused here.
 */
export function AddListingForCustomer() {
  const categories = useQuery(categoriesQuery());
  const states = useQuery(statesQuery());
  const form = useZodForm(schema, { defaultValues: EMPTY });
  const [customerId, categoryId, stateId] = useWatch({
    control: form.control,
    name: ["customerId", "categoryId", "stateId"],
  });
  const localities = useQuery({ ...localitiesQuery(Number(stateId) || 0), enabled: Boolean(stateId) });
  const types = categories.data?.find((c) => String(c.id) === categoryId)?.types ?? [];

  const save = useMutation({
    mutationFn: ({ customerId: id, price, ...v }: z.output<typeof schema>) =>
      unwrap(
        client.POST("/admin/api/users/{id}/listings", {
          params: { path: { id } },
          body: { status: "draft", ...v, priceKobo: price },
        }),
        { silent: true },
      ),
  });

  async function submit(v: z.output<typeof schema>) {
    const made = await save.mutateAsync(v);
    toast.success("Draft listing saved", { description: `“${made.title}” is in the customer's listings as a draft.` });
    form.reset({ ...form.getValues(), title: "", description: "", address: "", price: "" });
  }

  const { errors } = form.formState;
  return (
    <Form
      form={form}
      onSubmit={submit}
      fieldNames={{ priceKobo: "price" }}
      fallback="Could not save. Try again."
      aria-label="Add a listing for a customer"
      className="space-y-4 rounded-xl border border-ink-200 bg-white p-4"
    >
      <CustomerPicker
        value={customerId}
        onChange={(id) => form.setValue("customerId", id, { shouldValidate: form.formState.isSubmitted })}
        error={errors.customerId?.message}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField name="title" label="Title" id="al-title">
          <Input maxLength={120} {...form.register("title")} />
        </FormField>
        <FormField name="listingType" label="Listing type" id="al-type">
          <NativeSelect {...form.register("listingType")}>
            <ValueOptions values={LISTING_TYPES} label={(t) => label(t)} />
          </NativeSelect>
        </FormField>
        <FormField name="categoryId" label="Category" id="al-category">
          <NativeSelect {...form.register("categoryId", { onChange: () => form.setValue("typeId", "") })}>
            <SelectOptions none="Choose a category" items={categories.data} label={(c) => c.title} />
          </NativeSelect>
        </FormField>
        <FormField name="typeId" label="Property type" id="al-ptype">
          <NativeSelect {...form.register("typeId")} disabled={!types.length}>
            <SelectOptions none="Choose a type" items={types} label={(t) => t.title} />
          </NativeSelect>
        </FormField>
        <FormField name="price" label="Price (₦)" id="al-price">
          <Input inputMode="decimal" placeholder="e.g. 3,500,000" {...form.register("price")} />
        </FormField>
        <FormField name="pricePeriod" label="Price period" id="al-period">
          <NativeSelect {...form.register("pricePeriod")}>
            <ValueOptions values={PRICE_PERIODS} label={(p) => label(p)} />
          </NativeSelect>
        </FormField>
        <FormField name="stateId" label="State" id="al-state">
          <NativeSelect {...form.register("stateId", { onChange: () => form.setValue("localityId", "") })}>
            <SelectOptions none="Choose a state" items={states.data} label={(s) => s.name} />
          </NativeSelect>
        </FormField>
        <FormField name="localityId" label="Locality" id="al-locality">
          <NativeSelect {...form.register("localityId")} disabled={!stateId}>
            <SelectOptions none="Any / not listed" items={listingLocalities(localities.data)} label={(l) => l.name} />
          </NativeSelect>
        </FormField>
        <FormField name="bedrooms" label="Bedrooms" id="al-beds">
          <Input type="number" min={0} max={50} {...form.register("bedrooms")} />
        </FormField>
        <FormField name="bathrooms" label="Bathrooms" id="al-baths">
          <Input type="number" min={0} max={50} {...form.register("bathrooms")} />
        </FormField>
      </div>
      <FormField name="address" label="Street address" id="al-address">
        <Input maxLength={200} {...form.register("address")} />
      </FormField>
      <FormField name="description" label="Description" id="al-description">
        <Textarea rows={5} maxLength={5000} {...form.register("description")} />
      </FormField>
      <FormError />
      <div className="flex justify-end">
        <SubmitButton>Save as the customer's draft</SubmitButton>
      </div>
    </Form>
  );
}
