import { z } from "zod";
import { HONEYPOT_FIELD, TIME_TRAP_FIELD } from "~/lib/bot-check";
import type { NoJsFallbackFields } from "~/services/bot-check.server";

/**
 * The bot check's fallback for browsers without JavaScript (docs/decisions/0013-auth-and-bot-check.md):
 * the honeypot and the signed time trap, which only a page's HTML form carries.
 * A use case with a bot check declares them as `params`: a page's door reads
 * them from its form (`paramsFrom: botCheckFallbackFromForm`), while a JSON door
 * takes params from its URL, where they never are, so a JSON call always needs
 * the widget's token.
 */
export const botCheckFallbackParams = {
  [HONEYPOT_FIELD]: z.string().optional(),
  [TIME_TRAP_FIELD]: z.string().optional(),
};

/** The form's fallback fields as params; present (possibly empty) whenever a form was posted. */
export function botCheckFallbackFromForm(form: FormData): Record<string, string> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { [HONEYPOT_FIELD]: text(HONEYPOT_FIELD), [TIME_TRAP_FIELD]: text(TIME_TRAP_FIELD) };
}

/** The fallback's fields for the service, or undefined for a JSON call. */
export function botCheckFallbackOf(params: Partial<Record<string, string>>): NoJsFallbackFields | undefined {
  const formStartedAt = params[TIME_TRAP_FIELD];
  if (formStartedAt === undefined) return undefined;
  return { honeypot: params[HONEYPOT_FIELD] || null, formStartedAt: formStartedAt || null };
}
