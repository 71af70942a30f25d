import { searchRequest } from "~/lib/search-criteria";
import { publicJsonPost } from "~/http/json-post.server";
import { searchAirports } from "~/services/search.server";

/** POST /api/airports/search — the same schema and service as the home page's search. */
const endpoint = publicJsonPost(searchRequest, ({ pageSize, ...criteria }) => searchAirports(criteria, pageSize));

export const action = endpoint.action;
export const loader = endpoint.loader;
