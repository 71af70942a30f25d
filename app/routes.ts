import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("airport", "routes/airport-go.ts"),
  route("airport/:locId", "routes/airport.tsx"),
  route("tools", "routes/tools.tsx"),

  route("api/airports/search", "routes/api/airports.search.ts"),
  route("api/airports/:locId", "routes/api/airports.$locId.ts"),
  route("api/tools/midpoint-meetup", "routes/api/tools.midpoint-meetup.ts"),
  route("api/tools/midpoint-match", "routes/api/tools.midpoint-match.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
