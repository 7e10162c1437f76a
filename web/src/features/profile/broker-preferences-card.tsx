import { useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { EXPERIENCE_BANDS, SPECIALIZATIONS } from "@contracts/onboarding";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { inputClasses } from "../../components/ui/input";
import { QueryState } from "../../components/ui/query-state";
import { Skeleton } from "../../components/ui/skeleton";
import { client, unwrap } from "../../lib/client";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/toast";
import { statesQuery } from "../locations/queries";

type Prefs = Awaited<ReturnType<typeof load>>;
const load = () => unwrap(client.GET("/v1/secure/user/broker-preferences"), { silent: true });
const label = (s: string) => s[0]!.toUpperCase() + s.slice(1);

function Form({ initial }: { initial: Prefs }) {
  const qc = useQueryClient();
  const states = useQuery(statesQuery());
  const [v, setV] = useState(initial);
  const [missing, setMissing] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (body: Prefs) => unwrap(client.PUT("/v1/secure/user/broker-preferences", { body }), { silent: true }),
    onSuccess: (saved) => {
      qc.setQueryData(["broker-preferences"], saved);
      toast.success("Your preferences were saved.");
    },
  });
  const error = missing ?? (save.error ? (save.error instanceof ApiError ? save.error.message : "Failed to save your preferences. Please try again.") : undefined);
  const toggle = <K extends "listingStates" | "specializations">(key: K, item: Prefs[K][number]) =>
    setV((p) => ({ ...p, [key]: (p[key] as unknown[]).includes(item) ? (p[key] as unknown[]).filter((x) => x !== item) : [...(p[key] as unknown[]), item] }));

  function submit(e: FormEvent) {
    e.preventDefault();
    save.reset();
    if (!v.listingStates.length) return setMissing("Select at least one state where you list properties.");
    setMissing(undefined);
    save.mutate(v);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-ink-800">States where you list properties</legend>
        <div className="mt-2 grid max-h-48 grid-cols-2 gap-1 overflow-y-auto rounded-lg border border-ink-200 p-2 sm:grid-cols-3">
          {states.data?.map((s) => (
            <label key={s.id} className="flex items-center gap-2 text-sm text-ink-800">
              <input type="checkbox" checked={v.listingStates.includes(s.id)} onChange={() => toggle("listingStates", s.id)} /> {s.name}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor="bp-company" className="text-sm font-medium text-ink-800">
            Company you work with
          </label>
          <input id="bp-company" className={inputClasses} maxLength={120} value={v.companyName ?? ""} onChange={(e) => setV((p) => ({ ...p, companyName: e.target.value || null }))} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="bp-experience" className="text-sm font-medium text-ink-800">
            Years of experience
          </label>
          <select id="bp-experience" className={inputClasses} value={v.experience ?? ""} onChange={(e) => setV((p) => ({ ...p, experience: (e.target.value || null) as Prefs["experience"] }))}>
            <option value="">Not said</option>
            {EXPERIENCE_BANDS.map((b) => (
              <option key={b} value={b}>
                {b} years
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink-800">Specializations</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {SPECIALIZATIONS.map((s) => (
            <label key={s} className="flex items-center gap-2 text-sm text-ink-800">
              <input type="checkbox" checked={v.specializations.includes(s)} onChange={() => toggle("specializations", s)} /> {label(s)}
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-danger-600">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          Save preferences
        </Button>
      </div>
    </form>
  );
}

/** Brokerage and company accounts: onboarding's listing states and step-3 answers (GET/PUT /v1/secure/user/broker-preferences). */
export function BrokerPreferencesCard() {
  const q = useQuery({ queryKey: ["broker-preferences"] as const, queryFn: load });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Broker preferences</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState query={q} errorTitle="Your preferences could not be loaded." label="Loading your preferences" pending={<Skeleton className="h-48" />}>
          {(data) => <Form initial={data} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}
