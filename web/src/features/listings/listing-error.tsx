import type { ErrorComponentProps } from "@tanstack/react-router";
import { ApiError } from "../../lib/api";
import { ErrorView } from "../layout/error-page";

/** A missing, deleted or hidden listing is the 404 page; anything else is the generic error page. */
export function ListingError({ error }: ErrorComponentProps) {
  const status = error instanceof ApiError && error.status > 0 ? error.status : 500;
  return <ErrorView status={status} title={status === 404 ? "This listing is not available" : undefined} />;
}
