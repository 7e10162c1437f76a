import { Toaster as Sonner } from "sonner";
import type { ToasterProps } from "sonner";

export { toast } from "sonner";

export function Toaster(props: ToasterProps) {
  return <Sonner position="top-center" duration={7000} richColors closeButton {...props} />;
}
