import { signUpFormSchema } from "~/lib/account-schemas";
import { BOT_CHECK_TOKEN_FIELD } from "~/lib/bot-check";
import { safeRedirect } from "~/lib/safe-redirect";
import { botCheckFallbackFromForm } from "~/use-cases/bot-check-fallback";
import { signInCase, signUpCase } from "~/use-cases/accounts.server";
import { authenticator } from "./authenticator.server";
import { formAction, formDoor } from "./form-door.server";
import { signedInRedirect } from "./session.server";

/**
 * The /auth (and /login) page's form posts, `intent` signin or signup
 * (docs/product.md, "Accounts"). Success: the session and Post/Redirect/Get to
 * the same-site redirectTo with the toast; a refusal: the form again with its
 * errors (400, or 413/429) and the toast.
 */

const backTo = (form: FormData) => safeRedirect(form.get("redirectTo"), "/");

/** The form again, as a request of its own: the page's action has read the body once, within the caps. */
function requestWithForm(request: Request, form: FormData): Request {
  const headers = new Headers(request.headers);
  headers.delete("content-type");
  headers.delete("content-length");
  return new Request(request.url, { method: "POST", headers, body: form });
}

/** The password sign-in, through remix-auth's FormStrategy (authenticator.server.ts). */
const signInDoor = formDoor(signInCase, {
  hideFields: ["password"],
  call: async ({ request, form }) => (await authenticator.authenticate("form", requestWithForm(request, form))).user,
  refused: (error) => ({ title: "Sign in failed", description: error.message, variant: "destructive" }),
  done: (user, { request, form }) =>
    signedInRedirect(request, user.id, backTo(form), { title: "Welcome back!", description: "Successfully signed in" }),
});

const signUpDoor = formDoor(signUpCase, {
  // The form asks for the confirmation, which the JSON call may leave out.
  schema: signUpFormSchema,
  paramsFrom: botCheckFallbackFromForm,
  hideFields: ["password", "confirmPassword", BOT_CHECK_TOKEN_FIELD],
  invalid: (errors) =>
    errors.confirmPassword?.includes("Passwords don't match")
      ? { title: "Passwords don't match", description: "Please make sure your passwords match", variant: "destructive" }
      : null,
  // 'Failed to create account', unless the message is the bot check's or the rate limit's.
  refused: (error) => ({
    title: error.title ?? "Sign up failed",
    description:
      error.fieldErrors?.[BOT_CHECK_TOKEN_FIELD] || error.status === 429 ? error.message : "Failed to create account",
    variant: "destructive",
  }),
  done: (user, { request, form }) =>
    signedInRedirect(request, user.id, backTo(form), {
      title: "Account created!",
      description: "Welcome to AirportFinder. Start exploring airports now.",
    }),
});

export const authFormAction = formAction({ signin: signInDoor, signup: signUpDoor });
