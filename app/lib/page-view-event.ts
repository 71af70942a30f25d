import { z } from "zod";
import { ROUTE_PATTERN } from "./page-views";

/*
 * Apart from app/lib/page-views.ts, which the root's beacon loads in every page: zod stays out
 * of the browser's root chunk (issue 23).
 */

/** What the browser sends for a client-side navigation (POST /api/analytics/event, by sendBeacon). */
export const pageViewEvent = z.object({
  route: z.string().regex(ROUTE_PATTERN, "Not a route pattern"),
  departure: z
    .string()
    .regex(/^[A-Za-z0-9]{3,4}$/)
    .transform((s) => s.toUpperCase())
    .nullish(),
});
