import { useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button";
import { coordinatesFromLink, localitiesQuery, statesQuery } from "../../locations/queries";
import { ApiError } from "../../../lib/api";
import { SelectField, StepHeading, TextField, type EditorForm } from "../fields";
import { SelectOptions } from "../../../components/ui/input";
import { listingLocalities } from "../../locations/place-options";

export function LocationStep({ form }: { form: EditorForm }) {
  const { values: v, set, update, error } = form;
  const states = useQuery(statesQuery());
  const localities = useQuery({ ...localitiesQuery(v.stateId), enabled: v.stateId > 0 });
  const locality = localities.data?.find((l) => l.id === v.localityId);
  const usePin = () => {
    if (!locality) return;
    update((prev) => ({ ...prev, lat: locality.lat.toFixed(6), lng: locality.lng.toFixed(6) }), "lat");
  };
  return (
    <div className="space-y-5">
      <StepHeading title="Location">
        Seekers search by state and area. The exact address shows on the listing; pin it so they can find it.
      </StepHeading>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="State"
          field="stateId"
          error={error("stateId")}
          value={String(v.stateId || "")}
          disabled={states.isPending}
          onValue={(x) => update((prev) => ({ ...prev, stateId: Number(x), localityId: 0 }), "stateId")}
        >
          <SelectOptions
            none={states.isPending ? "Loading states…" : "Choose a state"}
            items={states.data}
            label={(s) => s.name}
          />
        </SelectField>
        <SelectField
          label="Area (locality)"
          field="localityId"
          error={error("localityId")}
          value={String(v.localityId || "")}
          disabled={!v.stateId || localities.isPending}
          onValue={(x) => set("localityId", Number(x))}
        >
          <SelectOptions
            none={!v.stateId ? "Choose a state first" : localities.isPending ? "Loading areas…" : "Choose an area"}
            items={listingLocalities(localities.data)}
            label={(l) => l.label}
          />
        </SelectField>
      </div>
      <TextField
        label="Street address"
        field="address"
        error={error("address")}
        value={v.address}
        onValue={(x) => set("address", x)}
        placeholder="e.g. 12 Admiralty Way"
        autoComplete="street-address"
        maxLength={200}
      />
      <fieldset className="rounded-xl border border-ink-200 p-4">
        <legend className="px-1 text-sm font-medium text-ink-800">Map pin (optional)</legend>
        <p className="mb-3 text-sm text-ink-600">
          Paste the place's link from Google Maps (Share › Copy link), enter the coordinates, or start from the area's
          centre.
        </p>
        <MapLinkField onPoint={(p) => update((prev) => ({ ...prev, lat: String(p.lat), lng: String(p.lng) }), "lat")} />
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            label="Latitude"
            field="lat"
            error={error("lat")}
            value={v.lat}
            onValue={(x) => set("lat", x)}
            inputMode="decimal"
            placeholder="e.g. 6.4474"
          />
          <TextField
            label="Longitude"
            field="lng"
            error={error("lng")}
            value={v.lng}
            onValue={(x) => set("lng", x)}
            inputMode="decimal"
            placeholder="e.g. 3.4723"
          />
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={!locality} onClick={usePin}>
            Use the locality's location
          </Button>
          {(v.lat || v.lng) && (
            <Button variant="ghost" size="sm" onClick={() => update((prev) => ({ ...prev, lat: "", lng: "" }), "lat")}>
              Clear pin
            </Button>
          )}
        </div>
      </fieldset>
    </div>
  );
}

/** A pasted map link turned into the pin by the server (it also opens maps.app.goo.gl short links). */
function MapLinkField({ onPoint }: { onPoint: (p: { lat: number; lng: number }) => void }) {
  const [link, setLink] = useState("");
  const read = useMutation({ mutationFn: () => coordinatesFromLink(link.trim()), onSuccess: onPoint });
  const error =
    read.error instanceof ApiError ? read.error.message : read.error ? "Could not read the link." : undefined;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <TextField
        label="Map link"
        field="mapLink"
        className="flex-1"
        error={error}
        hint={read.isSuccess ? "Pin set from the link." : undefined}
        value={link}
        onValue={(x) => {
          setLink(x);
          read.reset();
        }}
        inputMode="url"
        placeholder="https://maps.app.goo.gl/…"
        autoComplete="off"
        maxLength={2000}
      />
      <Button
        variant="outline"
        size="sm"
        className="sm:mb-0.5"
        disabled={!link.trim()}
        loading={read.isPending}
        onClick={() => read.mutate()}
      >
        Use this link
      </Button>
    </div>
  );
}
