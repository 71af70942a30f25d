import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("airport", "routes/airport-go.ts"),
  route("airport/:locId", "routes/airport.tsx"),

  route("api/airports/search", "routes/api/airports.search.ts"),
  route("api/airports/:locId", "routes/api/airports.$locId.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
