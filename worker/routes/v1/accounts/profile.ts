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

const TAGS = ["Account"];

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
    jsonRoute({
      method: "get",
      path: "/secure/user/profile",
      tags: TAGS,
      summary: __API_DOCS__ ? "The signed-in user's profile" : "",
      secure: true,
      response: profileResponse,
    }),
    async (c) => c.json(await getProfile(c.var.ctx, currentUser(c).id), 200),
  )
  .openapi(
    jsonRoute({
      method: "put",
      path: "/secure/user/profile",
      tags: TAGS,
      summary: __API_DOCS__
        ? "Update names, phone, username, company name, social links and notification switches"
        : "",
      description: __API_DOCS__
        ? "Fields left out stay as they are; an empty phone, last name or company name clears it. Phones are stored as +234...; a taken username is 409."
        : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Ask to change the email address" : "",
      description: __API_DOCS__
        ? "Needs the password. A link valid for 24 hours goes to the new address; the old one gets a notice. A taken address is 409."
        : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Confirm a new email address with the emailed link (works once)" : "",
      query: emailConfirmQuery,
      response: emailChangeConfirmed,
    }),
    async (c) => c.json(await confirmEmailChange(c.var.ctx, c.req.valid("query").token), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/user/profile-images",
      tags: TAGS,
      summary: __API_DOCS__ ? "Ask for a signed upload URL for the profile picture or banner" : "",
      description: __API_DOCS__
        ? "PUT the JPEG, PNG or WebP bytes (5 MB at most) to uploadUrl within 15 minutes; the picture replaces the current one when the upload completes."
        : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Delete the account (password and the word DELETE)" : "",
      description: __API_DOCS__
        ? "Personal data is wiped, sessions end and listings are withdrawn at once. What is kept is explained on /data-deletion."
        : "",
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
  tags: TAGS,
  summary: __API_DOCS__ ? "Upload a profile picture or banner to a signed URL" : "",
  description: __API_DOCS__
    ? "JPEG, PNG or WebP (checked by their first bytes), 5 MB at most. Answers the picture's URL under /media/profiles/."
    : "",
  params: imageParams,
  receive: receiveProfileImage,
  result: profileImageResult,
  strip: true,
  stored: "Stored and set on the profile",
  errorSchema: messageBody,
});
