import { z } from "zod";
import { TRAFFIC_DAYS } from "~/lib/page-views";
import { pageViewEvent } from "~/lib/page-view-event";
import { InvalidInput } from "~/services/errors.server";
import { holdPageViewRate } from "~/services/page-view-limits.server";
import { recordPageView, trafficReport } from "~/services/page-views.server";
import { servedPagePattern } from "~/services/served-pages.server";
import { declareUseCase } from "./use-case";

/** First-party page views and the admin's Traffic tab (docs/decisions/0035-first-party-page-views.md). */

const NOT_A_PAGE = "Not a page of this site";

/**
 * A client-side navigation the browser reports (POST /api/analytics/event, by
 * sendBeacon): the event it sends, with its request's User-Agent, Referer and
 * Host, which the door adds (app/http/page-view-request.server.ts). A bot's is
 * not counted; a route that is no page of this app is refused (400), and a visitor
 * past its allowance is refused (429) (docs/decisions/0075-page-views-only-of-served-pages.md).
 */
export const recordPageViewCase = declareUseCase({
  name: "recordPageView",
  who: "anyone",
  input: pageViewEvent.extend({
    userAgent: z.string().nullable(),
    referrer: z.string().nullable(),
    host: z.string(),
  }),
  limits: { bodyBytes: 4 * 1024, fields: 10 },
  run: async ({ departure, route, ...view }, { clientAddress }) => {
    // Counted before the route is looked at: junk spends the sender's allowance too.
    holdPageViewRate(clientAddress, view.userAgent);
    const pattern = await servedPagePattern(route);
    if (!pattern) throw new InvalidInput({ route: [NOT_A_PAGE] });
    recordPageView({ ...view, route: pattern, departure: departure ?? null, clientAddress });
  },
});

/** Admin › Traffic: the page views of the last TRAFFIC_DAYS days. */
export const trafficReportCase = declareUseCase({
  name: "trafficReport",
  who: "admin",
  run: () => trafficReport(TRAFFIC_DAYS),
});
