import { useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Field, Input, NativeSelect, Textarea, SelectOptions } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { authModalAtom, rememberLastRoute, useUser } from "../auth/session";
import { rememberReturn } from "../auth/return-to";
import { categoriesQuery } from "../listings/api";
import { localitiesQuery, statesQuery } from "../locations/queries";
import { postPropertyRequest, type RequestBody } from "./api";
import type { RequestPrefill } from "@contracts/assistant-url";
import { TypeOptions } from "../listings/type-options";

const INTENTS = [
  { value: "rent", label: "Rent" },
  { value: "buy", label: "Buy" },
  { value: "short_stay", label: "Short stay" },
] as const;

/** /properties/request-property: a seeker describes the home they want; brokerages and companies answer. */
export function RequestPropertyForm({ prefill = {} }: { prefill?: RequestPrefill }) {
  const user = useUser();
  const openModal = useSetAtom(authModalAtom);
  const states = useQuery(statesQuery());
  const categories = useQuery(categoriesQuery());
  const [intent, setIntent] = useState<RequestBody["intent"]>(prefill.intent ?? "rent");
  // undefined until the visitor picks: until then the state named in the link (by its slug) is the choice.
  const [picked, setStateId] = useState<number | null | undefined>(undefined);
  const stateId = picked !== undefined ? picked : (states.data?.find((s) => s.slug === prefill.state)?.id ?? null);
  const localities = useQuery({ ...localitiesQuery(stateId ?? 0), enabled: !!stateId });
  const prefilledLocality =
    picked === undefined ? localities.data?.find((l) => l.slug === prefill.locality)?.id : undefined;
  const [done, setDone] = useState(false);
  const post = useMutation({
    mutationFn: (body: RequestBody) => postPropertyRequest(body),
    onSuccess: () => setDone(true),
  });
  // The server's 400 names each field: its message goes beside the field, the summary on top.
  const errors: Record<string, string> =
    post.error instanceof ApiError
      ? Object.fromEntries((post.error.errors ?? []).map((x) => [x.field, x.message]))
      : {};
  const message = post.error
    ? post.error instanceof ApiError
      ? post.error.message
      : "Could not post the request. Try again."
    : null;

  if (!user)
    return (
      <Alert variant="info" title="Sign in to post a request">
        <p>Tell verified brokerages and companies what you are looking for; they contact you with matching homes.</p>
        <Button
          className="mt-3"
          onClick={() => {
            // The page with its query: a request the assistant prefilled comes back prefilled.
            const here = window.location.pathname + window.location.search;
            rememberLastRoute(here);
            rememberReturn(here);
            openModal("login");
          }}
        >
          Sign in
        </Button>
      </Alert>
    );
  if (!["standard", "seeker"].includes(user.accountType))
    return (
      <Alert variant="warning" title="Property requests are for home seekers">
        Brokerages and companies see requests at{" "}
        <Link to="/dashboard/property-requests" className="underline">
          Property requests
        </Link>
        .
      </Alert>
    );
  if (done)
    return (
      <Alert variant="success" title="Your request is posted">
        <p>
          Brokerages and companies in that state can now see it. Follow it from your{" "}
          <Link to="/dashboard/property-requests" className="underline">
            property requests
          </Link>
          .
        </p>
      </Alert>
    );

  function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const num = (k: string) => (f.get(k) ? Number(f.get(k)) : null);
    const budget = Number(String(f.get("budget") ?? "").replace(/[^\d]/g, ""));
    const body: RequestBody = {
      intent,
      stateId: stateId ?? 0,
      localityId: num("localityId"),
      typeId: num("typeId"),
      bedrooms: num("bedrooms"),
      budgetKobo: budget * 100,
      moveInDate: (f.get("moveInDate") as string) || null,
      notes: String(f.get("notes") ?? ""),
    };
    post.mutate(body);
  }

  return (
    <form onSubmit={submit} className="space-y-4 rounded-2xl border border-ink-200 bg-white p-6" noValidate>
      {message && (
        <Alert variant="danger" title="Check the form">
          {message}
        </Alert>
      )}
      <fieldset>
        <legend className="text-sm font-medium text-ink-800">I want to</legend>
        <div className="mt-2 flex gap-2" role="radiogroup">
          {INTENTS.map((i) => (
            <Button
              key={i.value}
              type="button"
              variant={intent === i.value ? "primary" : "outline"}
              aria-pressed={intent === i.value}
              onClick={() => setIntent(i.value)}
            >
              {i.label}
            </Button>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="State" htmlFor="rq-state" error={errors.stateId}>
          <NativeSelect
            value={stateId ?? ""}
            onChange={(e) => setStateId(e.target.value ? Number(e.target.value) : null)}
            required
          >
            <SelectOptions none="Choose a state" items={states.data} label={(s) => s.name} />
          </NativeSelect>
        </Field>
        <Field label="Area (optional)" htmlFor="rq-locality" error={errors.localityId}>
          {/* Keyed by what it was opened with: the prefilled area is selected once the state's areas arrive. */}
          <NativeSelect
            key={`${stateId}:${prefilledLocality ?? ""}`}
            name="localityId"
            disabled={!stateId}
            defaultValue={prefilledLocality ?? ""}
          >
            <SelectOptions none="Anywhere in the state" items={localities.data} label={(l) => l.name} />
          </NativeSelect>
        </Field>
        <Field label="Property type (optional)" htmlFor="rq-type" error={errors.typeId}>
          <NativeSelect key={categories.data ? "types" : "loading"} name="typeId" defaultValue={prefill.type ?? ""}>
            <option value="">Any type</option>
            <TypeOptions categories={categories.data} />
          </NativeSelect>
        </Field>
        <Field label="Bedrooms (optional)" htmlFor="rq-beds" error={errors.bedrooms}>
          <Input name="bedrooms" type="number" min={0} max={20} inputMode="numeric" defaultValue={prefill.beds} />
        </Field>
        <Field label="Budget (₦)" htmlFor="rq-budget" error={errors.budgetKobo}>
          <Input
            name="budget"
            inputMode="numeric"
            placeholder="e.g. 3,500,000"
            defaultValue={prefill.budget !== undefined ? prefill.budget.toLocaleString("en-NG") : undefined}
            required
          />
        </Field>
        <Field label="Move-in date (optional)" htmlFor="rq-date" error={errors.moveInDate}>
          <Input name="moveInDate" type="date" />
        </Field>
      </div>
      <Field label="Anything else (optional)" htmlFor="rq-notes" error={errors.notes}>
        <Textarea name="notes" maxLength={1000} rows={4} placeholder="Near a good school, with parking, ..." />
      </Field>
      <Button type="submit" loading={post.isPending}>
        Post my request
      </Button>
    </form>
  );
}
