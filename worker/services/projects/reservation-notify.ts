import { z } from "zod";
import { formatNaira } from "../../contracts/naira";
import type { ServiceCtx } from "../../lib/context";
import { first, q } from "../../db/sql";
import { notifySafely } from "../notifications";
import { row } from "./reservation-escrow";

export type Change = "reserved" | "confirmed" | "declined" | "cancelled" | "expired";

/** Bell notifications after the change committed (never throws). */
export async function tell(ctx: ServiceCtx, id: string, change: Change) {
  const b = await row(ctx, id);
  if (!b) return;
  const info = await first(
    q(
      ctx,
      "SELECT p.name, u.type FROM projects p JOIN project_units u ON u.id = ? WHERE p.id = ?",
      b.unit_id,
      b.project_id,
    ),
    z.object({ name: z.string(), type: z.string() }),
  );
  const what = `${info?.type ?? "a unit"} at ${info?.name ?? "your project"}`;
  const amount = formatNaira(b.deposit_kobo);
  const toDev = { userId: b.developer_id, type: "none" as const, link: "/dashboard/project/my-projects" };
  const toSeeker = {
    userId: b.seeker_id,
    type: "none" as const,
    link: `/project-booking/${b.project_id}?reservation=${b.id}`,
  };
  const messages = {
    reserved: [
      {
        ...toDev,
        message: `New reservation: ${what}. The ${amount} deposit is held in escrow: confirm or decline it.`,
      },
    ],
    confirmed: [{ ...toSeeker, message: `Your reservation of ${what} is confirmed by the developer.` }],
    declined: [
      {
        ...toSeeker,
        message: `The developer declined your reservation of ${what}${b.decline_reason ? `: “${b.decline_reason}”` : ""}. Your ${amount} deposit is back in your wallet.`,
      },
    ],
    cancelled: [{ ...toDev, message: `A buyer cancelled the reservation of ${what}; the unit is available again.` }],
    expired: [
      {
        ...toSeeker,
        message: `Your reservation of ${what} was not confirmed in time. Your ${amount} deposit is back in your wallet.`,
      },
      {
        ...toDev,
        message: `A reservation of ${what} expired unconfirmed; the deposit was refunded and the unit is available again.`,
      },
    ],
  }[change];
  await notifySafely(ctx, messages);
}
