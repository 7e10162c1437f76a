import type { AuthUser } from "@contracts/auth";

export function Avatar({ user }: { user: Pick<AuthUser, "firstName" | "lastName"> }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 uppercase"
      >
        {(user.firstName[0] ?? "") + (user.lastName?.[0] ?? "")}
      </span>
      <span className="hidden text-sm font-medium text-ink-800 sm:inline">{user.firstName}</span>
    </>
  );
}
