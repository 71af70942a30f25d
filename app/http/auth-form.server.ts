import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { AuthActionAnswer } from "~/lib/auth-form";
import { signInSchema, signUpFormSchema } from "~/lib/account-schemas";
import { HONEYPOT_FIELD, TIME_TRAP_FIELD } from "~/lib/bot-check";
import { safeRedirect } from "~/lib/safe-redirect";
import { signIn, signUp } from "~/services/accounts.server";
import { assertSameOrigin } from "./csrf.server";
import { formRefusal } from "./form-errors.server";
import { signInAndRedirect } from "./session.server";

/**
 * The /auth (and /login) form posts: `intent` signup or signin. Success:
 * the session and Post/Redirect/Get to the same-site redirectTo with the
 * spec's toast; a refusal: the form again with its errors (400, or 429).
 */
export async function authFormAction(request: Request): Promise<Response | ReturnType<typeof data<AuthActionAnswer>>> {
  assertSameOrigin(request);
  const formData = await request.formData();
  const redirectTo = safeRedirect(formData.get("redirectTo"), "/");
  return formData.get("intent") === "signup"
    ? signUpPost(request, formData, redirectTo)
    : signInPost(request, formData, redirectTo);
}

const SIGN_UP_HIDDEN = ["password", "confirmPassword", "cf-turnstile-response"];
const PASSWORDS_DIFFER = {
  title: "Passwords don't match",
  description: "Please make sure your passwords match",
  variant: "destructive",
} as const;

async function signUpPost(request: Request, formData: FormData, redirectTo: string) {
  const submission = parseWithZod(formData, { schema: signUpFormSchema });
  if (submission.status !== "success") {
    const mismatch = submission.error?.confirmPassword?.includes("Passwords don't match");
    return data<AuthActionAnswer>(
      {
        intent: "signup",
        lastResult: submission.reply({ hideFields: SIGN_UP_HIDDEN }),
        toast: mismatch ? PASSWORDS_DIFFER : null,
      },
      { status: 400 },
    );
  }
  try {
    const user = await signUp(request, submission.value, {
      honeypot: stringOrNull(formData.get(HONEYPOT_FIELD)),
      formStartedAt: stringOrNull(formData.get(TIME_TRAP_FIELD)),
    });
    return signInAndRedirect(request, user.id, redirectTo, {
      title: "Account created!",
      description: "Welcome to AirportFinder. Start exploring airports now.",
    });
  } catch (error) {
    const { refusal, lastResult, status } = formRefusal(submission, error, SIGN_UP_HIDDEN);
    const botCheck = Boolean(refusal.fieldErrors?.["cf-turnstile-response"]);
    // Spec §8: 'Failed to create account', unless the message is the bot check's (or, here, the rate limit's).
    const description = botCheck || refusal.status === 429 ? refusal.message : "Failed to create account";
    return data<AuthActionAnswer>(
      {
        intent: "signup",
        lastResult,
        toast: { title: refusal.title ?? "Sign up failed", description, variant: "destructive" },
        botCheckRefused: botCheck,
      },
      { status },
    );
  }
}

async function signInPost(request: Request, formData: FormData, redirectTo: string) {
  const submission = parseWithZod(formData, { schema: signInSchema });
  if (submission.status !== "success") {
    return data<AuthActionAnswer>(
      { intent: "signin", lastResult: submission.reply({ hideFields: ["password"] }), toast: null },
      { status: 400 },
    );
  }
  try {
    const user = await signIn(request, submission.value);
    return signInAndRedirect(request, user.id, redirectTo, {
      title: "Welcome back!",
      description: "Successfully signed in",
    });
  } catch (error) {
    const { refusal, lastResult, status } = formRefusal(submission, error, ["password"]);
    return data<AuthActionAnswer>(
      {
        intent: "signin",
        lastResult,
        toast: { title: "Sign in failed", description: refusal.message, variant: "destructive" },
      },
      { status },
    );
  }
}

const stringOrNull = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : null);
