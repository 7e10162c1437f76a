import { z } from "zod";
import { PROJECT_MESSAGES as M } from "../../contracts/projects";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { q, first } from "../../db/sql";

/**
 * Trust before money moves: a developer takes escrow reservations only once verified — identity
 * (KYC) and company registration (CAC number checked by the registry). The same rule as SQL, for reads that
 * tell buyers (the project page says so instead of offering a Reserve button that would fail).
 */
export const DEVELOPER_VERIFIED_SQL = "(u.kyc_verified = 1 AND u.company_reg_verified = 1)";
/** The guard a reservation's write carries (bind the developer's id): losing verification meanwhile takes nothing. */
export const DEVELOPER_VERIFIED_GUARD = `EXISTS (SELECT 1 FROM users u WHERE u.id = ? AND ${DEVELOPER_VERIFIED_SQL})`;

/** Throws 409 (naming verification) unless the developer may take reservations. */
export async function assertDeveloperVerified(ctx: ServiceCtx, developerId: string) {
  const ok = await first(
    q(ctx, `SELECT 1 AS ok FROM users u WHERE u.id = ? AND ${DEVELOPER_VERIFIED_SQL}`, developerId),
    z.object({ ok: z.number() }),
  );
  if (!ok) throw new ApiError(409, M.developerUnverified, [{ field: "unitId", message: M.developerUnverified }]);
}
