import { publicJsonPost } from "~/http/json-post.server";
import { weatherBatchRequest, weatherForIds } from "~/services/weather.server";

/** POST /api/weather/batch {icaoIds} — map of 4-character id → observation (spec §7); ids without a report are left out. */
const endpoint = publicJsonPost(weatherBatchRequest, ({ icaoIds }) => weatherForIds(icaoIds));

export const action = endpoint.action;
export const loader = endpoint.loader;
