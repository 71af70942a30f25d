import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("airport", "routes/airport-go.ts"),
  route("airport/:locId", "routes/airport.tsx"),
  // issue 23: the printable kneeboard card (docs/decisions/0088-kneeboard-card.md)
  route("airport/:locId/kneeboard", "routes/airport.kneeboard.tsx"),
  // admin curation of places (issue 9): :table is activities or landmarks
  route("airport/:locId/:table/new", "routes/airport-place-form.tsx", { id: "place-new" }),
  route("airport/:locId/:table/:placeId/edit", "routes/airport-place-form.tsx", { id: "place-edit" }),
  route("airport/:locId/:table/:placeId/delete", "routes/airport-place-delete.tsx"),
  // pilot field reports (issue 22): the form's own page; with JavaScript a dialog on the airport page
  route("airport/:locId/field-report", "routes/airport-field-report.tsx", { id: "field-report-new" }),
  route("airport/:locId/field-report/:id/edit", "routes/airport-field-report.tsx", { id: "field-report-edit" }),
  route("tools", "routes/tools.tsx"),
  // legal pages (issue 11)
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  // issue 13: the range map's outline image
  route("map/us-states.svg", "routes/map.us-states.ts"),
  route("export/results/:format", "routes/export.results.ts"),
  route("export/trips/:format", "routes/export.trips.ts"),

  route("api/airports/search", "routes/api/airports.search.ts"),
  route("api/airports/:locId", "routes/api/airports.$locId.ts"),
  // pilot field reports (issue 22; docs/decisions/0082-field-report-contract.md)
  route("api/airports/:locId/field-reports", "routes/api/field-reports.airport.ts"),
  route("api/field-reports/:id", "routes/api/field-reports.$id.ts"),
  route("api/field-reports/:id/confirm", "routes/api/field-reports.$id.confirm.ts"),
  route("api/field-reports/:id/flag", "routes/api/field-reports.$id.flag.ts"),
  route("api/admin/field-reports", "routes/api/admin.field-reports.ts"),
  route("api/admin/field-reports/:id", "routes/api/admin.field-reports.$id.ts"),
  route("api/weather/batch", "routes/api/weather.batch.ts"),
  route("api/weather/:id", "routes/api/weather.$id.ts"),
  route("api/maps/satellite", "routes/api/maps.satellite.ts"),
  route("api/places/cached-photos", "routes/api/places.cached-photos.ts"),
  route("api/tools/midpoint-meetup", "routes/api/tools.midpoint-meetup.ts"),
  route("api/tools/midpoint-match", "routes/api/tools.midpoint-match.ts"),

  // accounts (issue 3): sign-in, profile
  route("auth", "routes/auth.tsx", { id: "auth" }),
  route("login", "routes/auth.tsx", { id: "login" }),
  route("logout", "routes/logout.tsx"),
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
  route("api/profile/sessions", "routes/api/profile.sessions.ts"),
  route("api/turnstile/config", "routes/api/turnstile.config.ts"),

  // saved items (issue 3): trips, saved activities, landmarks, restaurants (lodging below)
  route("trips", "routes/trips.tsx"),
  route("trips/kneeboard", "routes/trips.kneeboard.tsx"),
  // issue 23: offline (docs/decisions/0087-offline-pages.md): what the service worker keeps, and its fallback page
  route("api/offline/pages", "routes/api/offline.pages.ts"),
  route("offline", "routes/offline.tsx"),
  route("api/trips", "routes/api/trips.ts"),
  route("api/trips/check/:locId", "routes/api/trips.check.$locId.ts"),
  route("api/trips/save", "routes/api/trips.save.ts"),
  route("api/trips/:locId", "routes/api/trips.$locId.ts"),
  // places (issue 9): admin create/update/delete; create from an approved suggestion
  // (one module per door, mounted per list, as the saved places below)
  route("api/admin/activities", "routes/api/admin.places.ts", { id: "api-admin-activities" }),
  route("api/admin/activities/:id", "routes/api/admin.places.$id.ts", { id: "api-admin-activities-id" }),
  route("api/admin/landmarks", "routes/api/admin.places.ts", { id: "api-admin-landmarks" }),
  route("api/admin/landmarks/:id", "routes/api/admin.places.$id.ts", { id: "api-admin-landmarks-id" }),
  route("api/activities", "routes/api/places.from-suggestion.ts", { id: "api-activities-from-suggestion" }),
  route("api/landmarks", "routes/api/places.from-suggestion.ts", { id: "api-landmarks-from-suggestion" }),
  route("api/activities/saved", "routes/api/saved-place.saved.ts", { id: "api-activities-saved" }),
  route("api/activities/save", "routes/api/saved-place.save.ts", { id: "api-activities-save" }),
  route("api/activities/check-batch", "routes/api/saved-place.check-batch.ts", { id: "api-activities-check-batch" }),
  route("api/activities/:id", "routes/api/saved-place.$id.ts", { id: "api-activities-id" }),
  route("api/landmarks/saved", "routes/api/saved-place.saved.ts", { id: "api-landmarks-saved" }),
  route("api/landmarks/save", "routes/api/saved-place.save.ts", { id: "api-landmarks-save" }),
  route("api/landmarks/check-batch", "routes/api/saved-place.check-batch.ts", { id: "api-landmarks-check-batch" }),
  route("api/landmarks/:id", "routes/api/saved-place.$id.ts", { id: "api-landmarks-id" }),
  route("api/restaurants/saved", "routes/api/saved-place.saved.ts", { id: "api-restaurants-saved" }),
  route("api/restaurants/save", "routes/api/saved-place.save.ts", { id: "api-restaurants-save" }),
  route("api/restaurants/check-batch", "routes/api/saved-place.check-batch.ts", { id: "api-restaurants-check-batch" }),
  // GET: restaurants of an airport (:id is its LOC/ICAO id); DELETE: unsave a restaurant (:id is the restaurant id).
  route("api/restaurants/:id", "routes/api/restaurants.$id.ts"),
  // saved lodging (not in the spec; docs/decisions/0041-saved-lodging.md), like the landmarks' calls
  route("api/lodging/saved", "routes/api/saved-place.saved.ts", { id: "api-lodging-saved" }),
  route("api/lodging/save", "routes/api/saved-place.save.ts", { id: "api-lodging-save" }),
  route("api/lodging/check-batch", "routes/api/saved-place.check-batch.ts", { id: "api-lodging-check-batch" }),
  route("api/lodging/:id", "routes/api/saved-place.$id.ts", { id: "api-lodging-id" }),

  // contact, reports, place suggestions, admin triage (issue 10)
  route("contact", "routes/contact.tsx"),
  route("report", "routes/report.tsx"),
  route("airport/:locId/suggest", "routes/airport.suggest.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("admin", "routes/admin.tsx", [
    index("routes/admin.index.tsx"),
    route("itineraries", "routes/admin.itineraries.tsx"),
    route("place-suggestions", "routes/admin.place-suggestions.tsx", [
      route(":id", "routes/admin.place-suggestions.$id.tsx"),
    ]),
    route("reports", "routes/admin.reports.tsx"),
    route("contact", "routes/admin.contact.tsx"),
    route("traffic", "routes/admin.traffic.tsx"),
    // issue 19: what the newest imports read, kept and dropped, per file
    route("data", "routes/admin.data.tsx"),
    // issue 22: flagged pilot field reports, hide and restore
    route("field-reports", "routes/admin.field-reports.tsx"),
  ]),
  route("api/contact-submissions", "routes/api/contact-submissions.ts"),
  route("api/contact-submissions/:id/status", "routes/api/contact-submissions.$id.status.ts"),
  route("api/suggestions", "routes/api/suggestions.ts"),
  route("api/suggestions/:id/status", "routes/api/suggestions.$id.status.ts"),

  // itineraries (issue 11): the admin create/edit screen, the dashboard tab, JSON
  route("create-itinerary", "routes/itinerary-editor.tsx", { id: "create-itinerary" }),
  route("itineraries/create/:airportId", "routes/itinerary-editor.tsx", { id: "create-itinerary-for-airport" }),
  route("itineraries/:id/edit", "routes/itinerary-editor.tsx", { id: "edit-itinerary" }),
  route("admin/itineraries/:id/delete", "routes/admin.itineraries.delete.tsx"),
  route("airports/:id", "routes/airports-redirect.ts"),
  route("itineraries/:id/items/new", "routes/itinerary-item.tsx", { id: "new-itinerary-item" }),
  route("itineraries/:id/items/:itemId/edit", "routes/itinerary-item.tsx", { id: "edit-itinerary-item" }),
  route("api/itineraries", "routes/api/itineraries.ts"),
  // GET: an airport's itineraries (:key is its LOC/ICAO id); PUT: change an itinerary (:key is its id).
  route("api/itineraries/:key", "routes/api/itineraries.$key.ts"),
  route("api/itineraries/:id/items", "routes/api/itineraries.$id.items.ts"),
  route("api/itineraries/:id/items/:itemId", "routes/api/itineraries.$id.items.$itemId.ts"),
  route("api/admin/itineraries", "routes/api/admin.itineraries.ts"),
  route("api/admin/itineraries/:id", "routes/api/admin.itineraries.$id.ts"),
  route("api/admin/itineraries/:id/publish", "routes/api/admin.itineraries.$id.publish.ts", {
    id: "api-itinerary-publish",
  }),
  route("api/admin/itineraries/:id/unpublish", "routes/api/admin.itineraries.$id.publish.ts", {
    id: "api-itinerary-unpublish",
  }),
  route("api/admin/itineraries/:id/items", "routes/api/admin.itineraries.$id.items.ts"),
  route("api/user/itineraries", "routes/api/user.itineraries.ts"),

  // operations (issue 12): health, page views, traffic
  route("healthz", "routes/healthz.ts"),
  route("api/analytics/event", "routes/api/analytics.event.ts"),

  // Unknown /api/* paths answer JSON 404 (issue 8), not the HTML page below.
  route("api/*", "routes/api/not-found.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
