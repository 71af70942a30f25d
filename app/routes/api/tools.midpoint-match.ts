import { midpointMatchRequest } from "~/lib/meetup-criteria";
import { publicJsonPost } from "~/http/json-post.server";
import { midpointMatch } from "~/services/meetup.server";

/** POST /api/tools/midpoint-match — Midpoint Match (spec §3, §7): the same schema and service as the /tools page. */
const endpoint = publicJsonPost(midpointMatchRequest, ({ pageSize, ...criteria }) => {
  const { results, pagination, searchRadius } = midpointMatch(criteria, pageSize);
  return { results, pagination, searchRadius };
});

export const action = endpoint.action;
export const loader = endpoint.loader;
