import { durationMatchRequest } from "~/lib/meetup-criteria";
import { publicJsonPost } from "~/http/json-post.server";
import { durationMatch } from "~/services/meetup.server";

/** POST /api/tools/midpoint-meetup — Duration Match (spec §3, §7): the same schema and service as the /tools page. */
const endpoint = publicJsonPost(durationMatchRequest, ({ pageSize, ...criteria }) => {
  const { results, pagination } = durationMatch(criteria, pageSize);
  return { results, pagination };
});

export const action = endpoint.action;
export const loader = endpoint.loader;
