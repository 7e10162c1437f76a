import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../lib/toast";
import { MAX_LOCALITIES_OF_FOCUS } from "@contracts/review-rules";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { inputClasses, SelectOptions } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { localitiesQuery, statesQuery } from "../locations/queries";
import { myLocalitiesQuery, saveMyLocalities } from "./api";

type Chosen = { id: number; name: string; stateName: string };

/** SPEC §7 agent localities of focus: where a professional works; the directory searches by them. */
export function LocalitiesCard() {
  const qc = useQueryClient();
  const mine = useQuery(myLocalitiesQuery());
  const states = useQuery(statesQuery());
  const [stateId, setStateId] = useState<number | null>(null);
  const localities = useQuery({ ...localitiesQuery(stateId ?? 0), enabled: !!stateId });
  const [chosen, setChosen] = useState<Chosen[] | null>(null);
  const save = useMutation({
    mutationFn: (ids: number[]) => saveMyLocalities(ids),
    onSuccess: (saved) => {
      qc.setQueryData(myLocalitiesQuery().queryKey, saved.data);
      setChosen(null);
      toast.success("Localities of focus saved.");
    },
    onError: (err) =>
      toast.error(err instanceof ApiError ? err.message : "There was an error while processing your request."),
  });
  const list = chosen ?? mine.data ?? [];
  const stateName = states.data?.find((s) => s.id === stateId)?.name ?? "";
  const toggle = (l: { id: number; name: string }) =>
    setChosen(
      list.some((c) => c.id === l.id)
        ? list.filter((c) => c.id !== l.id)
        : list.length >= MAX_LOCALITIES_OF_FOCUS
          ? list
          : [...list, { id: l.id, name: l.name, stateName }],
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Localities of focus</CardTitle>
        <p className="text-sm text-ink-600">
          Where you work (up to {MAX_LOCALITIES_OF_FOCUS}). Seekers find you by them in Find Broker.
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="flex flex-wrap gap-2" aria-label="Your localities of focus" data-testid="my-localities">
          {list.length === 0 && <li className="text-sm text-ink-500">None yet.</li>}
          {list.map((l) => (
            <li key={l.id}>
              <button
                type="button"
                onClick={() => toggle(l)}
                className="rounded-full bg-brand-100 px-3 py-1 text-sm text-brand-800"
                aria-label={`Remove ${l.name}`}
              >
                {l.name}, {l.stateName} ×
              </button>
            </li>
          ))}
        </ul>
        <label className="block text-sm font-medium text-ink-700">
          State
          <select
            value={stateId ?? ""}
            onChange={(e) => setStateId(e.target.value ? Number(e.target.value) : null)}
            className={cn(inputClasses, "mt-1 pr-8")}
          >
            <SelectOptions none="Choose a state" items={states.data} label={(s) => s.name} />
          </select>
        </label>
        {localities.data && (
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Localities in {stateName}</legend>
            {localities.data.map((l) => (
              <label key={l.id} className="flex items-center gap-1 rounded-md border border-ink-200 px-2 py-1 text-sm">
                <input type="checkbox" checked={list.some((c) => c.id === l.id)} onChange={() => toggle(l)} />
                {l.name}
              </label>
            ))}
          </fieldset>
        )}
        <Button
          type="button"
          loading={save.isPending}
          disabled={chosen === null}
          onClick={() => save.mutate(list.map((l) => l.id))}
        >
          Save localities
        </Button>
      </CardContent>
    </Card>
  );
}
