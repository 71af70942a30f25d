import { z } from "zod";

/**
 * A schema for an object that one of several schemas reads, chosen by the
 * object itself (a field present, a kind named): the chosen schema's messages
 * and field paths stay as they are, where a zod union would answer 'Invalid
 * input' for the whole object. Client-safe.
 *
 *   pickSchema((body) => ("airport_loc_id" in body ? placeSuggestionSchema : reportSchema))
 */
export function pickSchema<T>(pick: (body: Record<string, unknown>) => z.ZodType<T>) {
  return z.record(z.string(), z.unknown()).transform((body, ctx): T => {
    const parsed = pick(body).safeParse(body);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue });
    return z.NEVER;
  });
}
