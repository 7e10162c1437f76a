import { useAtom } from "jotai";
import { dataSaverAtom } from "../../lib/data-saver";

/** The footer's data-saver switch: smaller pictures and the map only on request, remembered on this device. */
export function DataSaverSwitch() {
  const [on, setOn] = useAtom(dataSaverAtom);
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-ink-300">
      <input
        type="checkbox"
        role="switch"
        checked={on}
        onChange={(e) => setOn(e.target.checked)}
        className="size-4 accent-brand-500"
      />
      Data saver: smaller pictures, map on request
    </label>
  );
}
