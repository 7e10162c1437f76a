import { Tour } from "./tour";
import { PUBLIC_TOUR } from "./steps";

export default function PublicTour({ onDone }: { onDone: () => void }) {
  return <Tour steps={PUBLIC_TOUR} label="Site tour" onDone={onDone} />;
}
