/** Bot-check names and texts shared by the sign-up form and the server (docs/product.md, "Accounts"; docs/decisions/0013-auth-and-bot-check.md). */

export const BOT_CHECK_REQUIRED_TITLE = "Security verification required";
export const BOT_CHECK_REQUIRED = "Please complete the CAPTCHA verification before creating account.";

/**
 * What a form sent before its check passed says, in the browser's guard and from the server alike
 * (docs/product.md, "Accounts" and "Contact, reports and the Admin Dashboard").
 */
export const CHECK_MISSING = {
  signup: { title: BOT_CHECK_REQUIRED_TITLE, message: BOT_CHECK_REQUIRED },
  contact: { title: "Error", message: "Please complete the security verification before submitting" },
  report: { title: "Error", message: "Please complete the security verification before submitting" },
  suggestion: { title: "Verification required", message: "Please complete the CAPTCHA verification." },
} as const;
export type BotCheckedForm = keyof typeof CHECK_MISSING;

/** The field that carries the widget's token (Turnstile's own name for it). */
export const BOT_CHECK_TOKEN_FIELD = "cf-turnstile-response";

/** The honeypot's field name: a field people never see, so only form-filling bots fill it. */
export const HONEYPOT_FIELD = "homepage";
/** The time trap's field name: when the form was served, signed by the server. */
export const TIME_TRAP_FIELD = "formStartedAt";
