import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("airport", "routes/airport-go.ts"),
  route("airport/:locId", "routes/airport.tsx"),
  route("tools", "routes/tools.tsx"),
  // issue 13: the range map's outline image
  route("map/us-states.svg", "routes/map.us-states.ts"),
  route("export/results/:format", "routes/export.results.ts"),
  route("export/trips/:format", "routes/export.trips.ts"),

  route("api/airports/search", "routes/api/airports.search.ts"),
  route("api/airports/:locId", "routes/api/airports.$locId.ts"),
  route("api/weather/batch", "routes/api/weather.batch.ts"),
  route("api/weather/:id", "routes/api/weather.$id.ts"),
  route("api/maps/satellite", "routes/api/maps.satellite.ts"),
  route("api/places/cached-photos", "routes/api/places.cached-photos.ts"),
  route("api/tools/midpoint-meetup", "routes/api/tools.midpoint-meetup.ts"),
  route("api/tools/midpoint-match", "routes/api/tools.midpoint-match.ts"),

  // accounts (issue 3): sign-in, profile
  route("auth", "routes/auth.tsx", { id: "auth" }),
  route("login", "routes/auth.tsx", { id: "login" }),
  route("logout", "routes/logout.ts"),
  route("profile", "routes/profile.tsx"),
  route("api/auth/user", "routes/api/auth.user.ts"),
  route("api/auth/login", "routes/api/auth.login.ts"),
  route("api/auth/register", "routes/api/auth.register.ts"),
  route("api/auth/google", "routes/api/auth.google.ts"),
  route("api/auth/google/callback", "routes/api/auth.google.callback.ts"),
  route("api/logout", "routes/api/logout.ts"),
  route("api/profile", "routes/api/profile.ts"),
  route("api/profile/password", "routes/api/profile.password.ts"),
  route("api/profile/preferences", "routes/api/profile.preferences.ts"),
  route("api/turnstile/config", "routes/api/turnstile.config.ts"),

  // saved items (issue 3): trips, saved activities, landmarks, restaurants
  route("trips", "routes/trips.tsx"),
  route("api/trips", "routes/api/trips.ts"),
  route("api/trips/check/:locId", "routes/api/trips.check.$locId.ts"),
  route("api/trips/save", "routes/api/trips.save.ts"),
  route("api/trips/:locId", "routes/api/trips.$locId.ts"),
  route("api/activities/saved", "routes/api/activities.saved.ts"),
  route("api/activities/save", "routes/api/activities.save.ts"),
  route("api/activities/check-batch", "routes/api/activities.check-batch.ts"),
  route("api/activities/:activityId", "routes/api/activities.$activityId.ts"),
  route("api/landmarks/saved", "routes/api/landmarks.saved.ts"),
  route("api/landmarks/save", "routes/api/landmarks.save.ts"),
  route("api/landmarks/check-batch", "routes/api/landmarks.check-batch.ts"),
  route("api/landmarks/:id", "routes/api/landmarks.$id.ts"),
  route("api/restaurants/saved", "routes/api/restaurants.saved.ts"),
  route("api/restaurants/save", "routes/api/restaurants.save.ts"),
  route("api/restaurants/check-batch", "routes/api/restaurants.check-batch.ts"),
  // GET: restaurants of an airport (:id is its LOC/ICAO id); DELETE: unsave a restaurant (:id is the restaurant id).
  route("api/restaurants/:id", "routes/api/restaurants.$id.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
