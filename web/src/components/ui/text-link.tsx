import type { ComponentProps } from "react";
import { createLink } from "@tanstack/react-router";
import { cn } from "../../lib/cn";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button";

function TextAnchor({ className, ...props }: ComponentProps<"a">) {
  return <a {...props} className={cn("text-brand-700 hover:underline", className)} />;
}

function BackAnchor({ className, children, ...props }: ComponentProps<"a">) {
  return (
    <a {...props} className={cn("text-sm text-brand-700 hover:underline", className)}>
      {typeof children === "string" ? `← ${children}` : children}
    </a>
  );
}

/** A link in running text or a row of actions: brand-coloured, underlined on hover; the router's Link props. */
export const TextLink = createLink(TextAnchor);

/** The way back to the list a page belongs to, above its title: `<BackLink to="/…">Users</BackLink>` reads "← Users". */
export const BackLink = createLink(BackAnchor);

function TitleAnchor({ className, ...props }: ComponentProps<"a">) {
  return <a {...props} className={cn("font-medium text-ink-900 hover:underline", className)} />;
}

/** The title of a row in a list, opening the thing it names. */
export const TitleLink = createLink(TitleAnchor);

/**
 * A plain anchor drawn as a button, for an address the router does not own: `tel:`, WhatsApp, a map, a payment
 * page, the API's sign-in redirects, or a full page load. A page of the app is a `ButtonLink`.
 */
export function ButtonAnchor({
  variant,
  size,
  className,
  ...props
}: ComponentProps<"a"> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <a {...props} className={buttonClasses(variant, size, className)} />;
}

/** A link drawn as a button ("Edit", "Add listing"): the router's Link props, and the button's variant and size. */
export const ButtonLink = createLink(ButtonAnchor);
