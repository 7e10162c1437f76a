import { createFileRoute } from "@tanstack/react-router";
import { KycPage } from "../../../features/kyc/kyc-page";

export const Route = createFileRoute("/_dashboard/dashboard/kyc")({
  head: () => ({ meta: [{ title: "Verify ID · PropertyNG" }] }),
  component: KycPage,
});
