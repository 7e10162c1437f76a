import { messageBody } from "../../../contracts/auth";
import {
  deleteAccountBody,
  emailChangeBody,
  emailConfirmQuery,
  PROFILE_MESSAGES,
  profileImageRequest,
  profileImageResult,
  profileImageTicket,
  profileResponse,
  profileUpdateBody,
  emailChangeRequested,
  emailChangeConfirmed,
} from "../../../contracts/profile";
import { currentUser } from "../../../lib/guards";
import { jsonRoute, router, z } from "../../../lib/openapi";
import { signedPictureUpload } from "../../signed-upload";
import {
  confirmEmailChange,
  createProfileImageUpload,
  deleteAccount,
  getProfile,
  receiveProfileImage,
  requestEmailChange,
  updateProfile,
} from "../../../services/accounts";

const imageParams = z.object({
  // Any account id (the demo accounts' are readable words, not UUIDs); the signature is what vouches for it.
  userId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "Unknown upload.")
    .openapi({ description: __API_DOCS__ ? "The account's id" : "" }),
  kind: z.enum(["profile", "banner"]),
  objectId: z.string().uuid("Unknown upload."),
});

/** The signed-in user's own profile, email change, pictures and account deletion. */
export const profileRoutes = router()
  .openapi(
    jsonRoute({ method: "get", path: "/secure/user/profile", secure: true, response: profileResponse }),
    async (c) => c.json(await getProfile(c.var.ctx, currentUser(c).id), 200),
  )
  .openapi(
    jsonRoute({
      method: "put",
      path: "/secure/user/profile",
      secure: true,
      body: profileUpdateBody,
      response: profileResponse,
      errors: { 409: "This username or phone is taken" },
    }),
    async (c) => c.json(await updateProfile(c.var.ctx, currentUser(c).id, c.req.valid("json")), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/user/email-change",
      secure: true,
      body: emailChangeBody,
      response: emailChangeRequested,
      errors: { 409: "This Email Is Already Taken" },
    }),
    async (c) => {
      const { newEmail, password } = c.req.valid("json");
      return c.json(await requestEmailChange(c.var.ctx, currentUser(c).id, newEmail, password), 200);
    },
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/user/email-change/confirm",
      query: emailConfirmQuery,
      response: emailChangeConfirmed,
    }),
    async (c) => c.json(await confirmEmailChange(c.var.ctx, c.req.valid("query").token), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/user/profile-images",
      secure: true,
      body: profileImageRequest,
      status: 201,
      response: profileImageTicket,
    }),
    async (c) => c.json(await createProfileImageUpload(c.var.ctx, currentUser(c).id, c.req.valid("json")), 201),
  )
  .openapi(
    jsonRoute({
      method: "delete",
      path: "/secure/user/account",
      errors: { 409: "The account is already deleted" },
      secure: true,
      body: deleteAccountBody,
      response: messageBody,
    }),
    async (c) => {
      await deleteAccount(c.var.ctx, currentUser(c).id, c.req.valid("json").password);
      return c.json({ message: PROFILE_MESSAGES.accountDeleted }, 200);
    },
  );

signedPictureUpload(profileRoutes, {
  path: "/media/upload/profile/{userId}/{kind}/{objectId}",
  params: imageParams,
  receive: receiveProfileImage,
  result: profileImageResult,
  strip: true,
  stored: "Stored and set on the profile",
  errorSchema: messageBody,
});
