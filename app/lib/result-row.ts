import type { SearchResult } from "~/services/search.server";

/**
 * What a results row or card shows (components/results-list.tsx). The results
 * page sends only these to the browser: the hydration data of a 50-row page
 * is part of its gzip budget (`npm run bench`, the 50-row page), and the runway list,
 * ownership and coordinates of each result are for the JSON call.
 */
export type ResultRow = Pick<
  SearchResult,
  | "loc_id"
  | "icao_id"
  | "name"
  | "city"
  | "state"
  | "use"
  | "distance_nm"
  | "flight_time_minutes"
  | "max_runway_length"
  | "surface"
  | "adult_activities_summary"
  | "kids_activities_summary"
  | "crosswind"
  | "fuel_types"
  | "fuel_price"
  | "courtesy_car"
  | "weather"
  | "weather_station"
>;

export const toResultRow = (r: SearchResult): ResultRow => ({
  loc_id: r.loc_id,
  icao_id: r.icao_id,
  name: r.name,
  city: r.city,
  state: r.state,
  use: r.use,
  distance_nm: r.distance_nm,
  flight_time_minutes: r.flight_time_minutes,
  max_runway_length: r.max_runway_length,
  surface: r.surface,
  adult_activities_summary: r.adult_activities_summary,
  kids_activities_summary: r.kids_activities_summary,
  crosswind: r.crosswind,
  fuel_types: r.fuel_types,
  fuel_price: r.fuel_price,
  courtesy_car: r.courtesy_car,
  weather: r.weather,
  weather_station: r.weather_station,
});
