import type { ComponentProps } from "react";

const base = {
  "aria-hidden": true,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export const StarIcon = ({ filled, ...p }: ComponentProps<"svg"> & { filled?: boolean }) => (
  <svg {...base} className="size-4" fill={filled ? "currentColor" : "none"} {...p}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z" />
  </svg>
);
export const RotateIcon = (p: ComponentProps<"svg">) => (
  <svg {...base} className="size-4" {...p}>
    <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
    <path d="M21 3v5h-5" />
  </svg>
);
export const TrashIcon = (p: ComponentProps<"svg">) => (
  <svg {...base} className="size-4" {...p}>
    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" />
  </svg>
);
export const ArrowIcon = ({ dir, ...p }: ComponentProps<"svg"> & { dir: "left" | "right" }) => (
  <svg {...base} className="size-4" {...p}>
    <path d={dir === "left" ? "m15 18-6-6 6-6" : "m9 18 6-6-6-6"} />
  </svg>
);
export const CameraIcon = (p: ComponentProps<"svg">) => (
  <svg {...base} className="size-6" {...p}>
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </svg>
);
export const CheckIcon = (p: ComponentProps<"svg">) => (
  <svg {...base} className="size-4" {...p}>
    <path d="m5 12 5 5 9-10" />
  </svg>
);
