import { z } from "zod";

const address = z.string().max(254).pipe(z.email());

/**
 * A plain e-mail address (name@example.org), nothing more: no display name, no comma, no
 * line break. What a visitor typed goes into a mail header (Reply-To) only when it passes
 * (docs/decisions/0076-replies-that-reach-the-sender.md). Client-safe.
 */
export const isMailAddress = (value: unknown): value is string =>
  typeof value === "string" && address.safeParse(value).success;
