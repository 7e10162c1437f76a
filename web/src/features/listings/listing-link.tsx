import type { ComponentProps } from "react";
import { Link } from "@tanstack/react-router";

/** A link to a listing's public page, by its slug (cards, the compare table, a conversation's listing). */
export function ListingLink({ slug, ...props }: { slug: string } & Omit<ComponentProps<"a">, "href" | "ref">) {
  return <Link to="/properties/property/$idOrSlug" params={{ idOrSlug: slug }} {...props} />;
}
