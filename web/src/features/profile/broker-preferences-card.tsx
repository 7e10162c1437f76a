import { useState, type FormEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { EXPERIENCE_BANDS, SPECIALIZATIONS } from "@contracts/onboarding";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { inputClasses } from "../../components/ui/input";
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
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const toggle = <K extends "listingStates" | "specializations">(key: K, item: Prefs[K][number]) =>
    setV((p) => ({ ...p, [key]: (p[key] as unknown[]).includes(item) ? (p[key] as unknown[]).filter((x) => x !== item) : [...(p[key] as unknown[]), item] }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!v.listingStates.length) return setError("Select at least one state where you list properties.");
    setBusy(true);
    setError(undefined);
    try {
      const saved = await unwrap(client.PUT("/v1/secure/user/broker-preferences", { body: v }), { silent: true });
      qc.setQueryData(["broker-preferences"], saved);
      toast.success("Your preferences were saved.");
    } catch (err) {
      setError(err instanceof ApiError ? err.message : "Failed to save your preferences. Please try again.");
    } finally {
      setBusy(false);
    }
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
        <Button type="submit" loading={busy}>
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
        {q.data ? (
          <Form initial={q.data} />
        ) : q.isError ? (
          <Alert variant="danger" title="Your preferences could not be loaded.">
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void q.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <Skeleton className="h-48" />
        )}
      </CardContent>
    </Card>
  );
}
