/** Bot-check names and texts shared by the sign-up form and the server (spec §5, §8; docs/decisions/0013-auth-and-bot-check.md). */

export const BOT_CHECK_REQUIRED_TITLE = "Security verification required";
export const BOT_CHECK_REQUIRED = "Please complete the CAPTCHA verification before creating account.";

/** The honeypot's field name: a field people never see, so only form-filling bots fill it. */
export const HONEYPOT_FIELD = "homepage";
/** The time trap's field name: when the form was served, signed by the server. */
export const TIME_TRAP_FIELD = "formStartedAt";
