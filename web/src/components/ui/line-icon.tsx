import type { ComponentProps } from "react";

/**
 * A line icon in the text's colour, hidden from screen readers (the button or link around it carries the
 * name). `children` are its paths, drawn on 24×24 unless a `viewBox` says otherwise.
 */
export function LineIcon({ className = "size-5", strokeWidth = 2, ...props }: ComponentProps<"svg">) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      className={className}
      {...props}
    />
  );
}
