import { z } from "zod";
import {
  passwordChangeSchema,
  preferencesSchema,
  profileSchema,
  signInSchema,
  signUpSchema,
} from "~/lib/account-schemas";
import {
  changePassword,
  preferencesOf,
  savePreferences,
  signIn,
  signUp,
  updateProfile,
} from "~/services/accounts.server";
import { botCheckConfig } from "~/services/bot-check.server";
import { resendVerificationMail, verifyEmailToken } from "~/services/email-verification.server";
import { signInWithGoogle, type GoogleProfile } from "~/services/google-sign-in.server";
import { endAllSessions, endSession } from "~/services/sessions.server";
import { botCheckFallbackOf, botCheckFallbackParams } from "./bot-check-fallback";
import { declareUseCase } from "./use-case";

/**
 * Accounts (docs/product.md, "Accounts"): signing up, in and out, the user's
 * profile, password, search defaults and sessions, each use case declared once.
 * Their doors: the /auth, /profile, /logout and /verify-email pages
 * (app/http/auth-form.server.ts, the routes' actions) and the /api/auth/*,
 * /api/profile/*, /api/logout calls. Signing in sets the session cookie, which
 * is the doors' part (app/http/session.server.ts); ending a session is the use case's.
 */

export const signUpCase = declareUseCase({
  name: "signUp",
  who: "anyone",
  input: signUpSchema,
  params: botCheckFallbackParams,
  run: (input, caller, fallback) => signUp(caller, input, botCheckFallbackOf(fallback)),
});

/** The page's password sign-in runs this through remix-auth's FormStrategy (app/http/authenticator.server.ts). */
export const signInCase = declareUseCase({
  name: "signIn",
  who: "anyone",
  input: signInSchema,
  run: (input, caller) => signIn(caller, input),
});

/**
 * What Google's userinfo endpoint answers (docs/decisions/0015-google-sign-in-and-unverified-accounts.md),
 * read into the profile the use case takes. Run by the Google strategy's verify callback.
 */
export const googleUserInfo = z
  .object({
    sub: z.string().min(1),
    email: z.string().email(),
    email_verified: z.union([z.boolean(), z.literal("true"), z.literal("false")]).optional(),
    given_name: z.string().optional(),
    family_name: z.string().optional(),
  })
  .transform((info): GoogleProfile => ({
    sub: info.sub,
    email: info.email.toLowerCase(),
    emailVerified: info.email_verified === true || info.email_verified === "true",
    givenName: info.given_name?.trim() || null,
    familyName: info.family_name?.trim() || null,
  }));

export const signInWithGoogleCase = declareUseCase({
  name: "signInWithGoogle",
  who: "anyone",
  input: googleUserInfo,
  run: (profile) => signInWithGoogle(profile),
});

/** This browser's session ends (a signed-out caller has none to end). */
export const signOutCase = declareUseCase({
  name: "signOut",
  who: "anyone",
  run: (_input, { session }) => {
    if (session) endSession(session);
  },
});

/** Every session of the user ends, this one too (docs/decisions/0016-server-side-sessions.md). */
export const signOutEverywhereCase = declareUseCase({
  name: "signOutEverywhere",
  who: "user",
  run: (_input, { user }) => endAllSessions(user.id),
});

export const currentUserCase = declareUseCase({
  name: "currentUser",
  who: "user",
  run: (_input, { user }) => user,
});

/** The My Account page: the user and their search defaults. */
export const myAccountCase = declareUseCase({
  name: "myAccount",
  who: "user",
  run: (_input, { user }) => ({ user, preferences: preferencesOf(user.id) }),
});

export const updateProfileCase = declareUseCase({
  name: "updateProfile",
  who: "user",
  input: profileSchema,
  run: (input, { user }) => updateProfile(user.id, input),
});

/** The session that made the change stays; every other session of the user ends. */
export const changePasswordCase = declareUseCase({
  name: "changePassword",
  who: "user",
  input: passwordChangeSchema,
  run: (input, { user, session }) => changePassword(user.id, input, session),
});

export const preferencesCase = declareUseCase({
  name: "preferences",
  who: "user",
  run: (_input, { user }) => preferencesOf(user.id),
});

export const savePreferencesCase = declareUseCase({
  name: "savePreferences",
  who: "user",
  input: preferencesSchema,
  run: (input, { user }) => savePreferences(user.id, input),
});

/** A new verification link for the signed-in user's address (docs/decisions/0029-admin-dashboard-and-email-verification.md). */
export const sendVerificationCase = declareUseCase({
  name: "sendVerification",
  who: "user",
  run: (_input, { user }) => resendVerificationMail(user.id),
});

/**
 * The page the verification mail's link opens: it verifies nothing by itself, so a mail
 * scanner's GET proves nothing; the user presses its button (docs/decisions/0072-mail-links-and-replies.md).
 */
export const verifyEmailPageCase = declareUseCase({
  name: "verifyEmailPage",
  who: "anyone",
  input: z.object({ token: z.string().catch(""), failed: z.enum(["invalid", "expired"]).optional().catch(undefined) }),
  run: ({ token, failed }, { user }) => ({
    token,
    reason: failed ?? (token ? null : ("invalid" as const)),
    signedIn: user !== null,
  }),
});

/** The verification page's button: the address is verified, or the reason it is not. */
export const verifyEmailCase = declareUseCase({
  name: "verifyEmail",
  who: "anyone",
  input: z.object({ token: z.string().catch("") }),
  run: ({ token }, { user }) => {
    const outcome = verifyEmailToken(token);
    return outcome.ok
      ? { ok: true as const, ownAccount: user?.id === outcome.userId }
      : { ok: false as const, reason: outcome.reason, signedIn: user !== null };
  },
});

/** The bot-check widget's site key; null when the check is off. */
export const botCheckConfigCase = declareUseCase({
  name: "botCheckConfig",
  who: "anyone",
  run: () => {
    const { enabled, siteKey } = botCheckConfig();
    return { siteKey, enabled };
  },
});
