import { z } from "zod";
import { TRAFFIC_DAYS } from "~/lib/page-views";
import { pageViewEvent } from "~/lib/page-view-event";
import { recordPageView, trafficReport } from "~/services/page-views.server";
import { declareUseCase } from "./use-case";

/** First-party page views and the admin's Traffic tab (docs/decisions/0035-first-party-page-views.md). */

/**
 * A client-side navigation the browser reports (POST /api/analytics/event, by
 * sendBeacon): the event it sends, with its request's User-Agent, Referer and
 * Host, which the door adds (app/http/page-view-request.server.ts). A bot's is
 * not counted.
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
  run: ({ departure, ...view }, { clientAddress }) => {
    recordPageView({ ...view, departure: departure ?? null, clientAddress });
  },
});

/** Admin › Traffic: the page views of the last TRAFFIC_DAYS days. */
export const trafficReportCase = declareUseCase({
  name: "trafficReport",
  who: "admin",
  run: () => trafficReport(TRAFFIC_DAYS),
});
