/** Banner ads: the domain's purpose, product and public surface. The worker imports this once (services/purposes.ts). */
import { registerPurpose } from "../wallet/purposes";
import { registerProduct } from "../escrow";
import { bannerPaidByCard } from "./pay";
import { BANNER_ORDER } from "./banner-order";

/** A banner paid by card: the payment, now in the owner's wallet, pays the banner (or its renewal) once. */
export const registerBannerPurposes = () => {
  registerPurpose("banner", { onPaid: (ctx, p, done) => bannerPaidByCard(ctx, p, done) });
  registerProduct(BANNER_ORDER);
};

export { payBanner, renewBanner } from "./pay";
export { bannerAnalytics, getBanner, listBannerPrices, listBannersAdmin, listOwnBanners, liveBanners } from "./read";
export {
  approveBanner,
  clickTarget,
  countBanner,
  createBanner,
  createHouseBanner,
  deleteBannerAdmin,
  deleteOwnBanner,
  expireBanners,
  orderBanners,
  rejectBanner,
  setBannerPrice,
  toggleBanner,
  updateBannerAdmin,
} from "./write";
export { createBannerUpload, receiveBannerCopy, receiveBannerImage } from "./uploads";
export { updateOwnBanner } from "./owner-edit";
