import type { z } from "zod";
import type { AuthUser } from "../../contracts/auth";
import { BANNER_MESSAGES } from "../../contracts/banner-rules";
import { bannerCreateInput, bannerFormValues } from "../../contracts/banner-input";
import { DAY_MS } from "../../contracts/lagos-time";
import { q } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { ApiError, issuesToFieldErrors } from "../../lib/errors";
import { bannerOf, bannerRow, getBanner } from "./read";
import { forgetPictures } from "./uploads";
import { advertiserStart, CONTENT_COLUMNS, contentValues } from "./write";

type CreateInput = z.infer<typeof bannerCreateInput>;

/** Statuses in which the owner may still change the advert: nobody has reviewed it yet. */
const EDITABLE = ["draft", "pending_payment", "waiting_review"];

/**
 * The owner changes their banner before anyone has reviewed it: PUT sends the whole form, PATCH only the fields to
 * change. The words, pictures and link may change while it is a draft, waiting for payment or waiting for review;
 * placement, days and start date (what the price and the slot were decided on) only while it is a draft. One guarded
 * UPDATE decides (its status condition read in the write), so a payment or a review landing meanwhile makes it a
 * 409, never a changed advert nobody checked or a price paid on other terms.
 */
export async function updateOwnBanner(
  ctx: ServiceCtx,
  user: AuthUser,
  id: string,
  change: Partial<CreateInput>,
  whole: boolean,
) {
  const before = await bannerRow(ctx, id, user.id);
  if (!EDITABLE.includes(before.status)) throw new ApiError(409, BANNER_MESSAGES.notEditable);
  const current = bannerFormValues(bannerOf(before));
  const parsed = bannerCreateInput.safeParse(whole ? change : { ...current, ...change });
  if (!parsed.success) {
    const errors = issuesToFieldErrors(parsed.error.issues);
    throw new ApiError(400, errors.map((e) => `${e.field}: ${e.message}`).join(" "), errors);
  }
  const input = parsed.data;
  const termsChanged =
    input.placement !== current.placement || input.days !== current.days || input.startDate !== current.startDate;
  if (termsChanged && before.status !== "draft") {
    const field =
      input.placement !== current.placement ? "placement" : input.days !== current.days ? "days" : "startDate";
    throw new ApiError(409, BANNER_MESSAGES.termsFixed, [{ field, message: BANNER_MESSAGES.termsFixed }]);
  }
  const content = await contentValues(ctx, input, user.id);
  const start = termsChanged ? advertiserStart(ctx, input.startDate) : before.starts_at;
  // New terms only on a banner that is still a draft when the UPDATE runs: a payment started meanwhile was priced
  // on the old ones.
  const allowed = termsChanged ? ["draft"] : EDITABLE;
  const res = await q(
    ctx,
    `UPDATE banners SET ${CONTENT_COLUMNS.map((c) => `${c} = ?`).join(", ")}, days = ?, starts_at = ?, ends_at = ?, updated_at = ?
     WHERE id = ? AND owner_id = ? AND status IN (${allowed.map(() => "?").join(", ")})`,
    ...content,
    input.days,
    start,
    start + input.days * DAY_MS,
    ctx.now,
    id,
    user.id,
    ...allowed,
  ).run();
  if (!res.meta.changes) {
    const now = await bannerRow(ctx, id, user.id);
    throw new ApiError(409, EDITABLE.includes(now.status) ? BANNER_MESSAGES.termsFixed : BANNER_MESSAGES.notEditable);
  }
  await forgetPictures(ctx, [before.image_key, before.mobile_image_key, before.tablet_image_key]);
  return getBanner(ctx, id, user.id);
}
