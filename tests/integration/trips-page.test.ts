/**
 * My Trips, /trips (spec §2): login required with a way back, the saved
 * airports with the places saved near them, remove by form post
 * (Post/Redirect/Get with the spec's toasts), and the empty state.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieJar, startServer, type TestServer } from "../support/server";
import { registerUser, uniqueEmail } from "../support/accounts";

describe("/trips", () => {
  let server: TestServer;
  /** A private strip without an ICAO id: its page is /airport/{loc_id}. */
  let strip: { loc_id: string };
  let activityId: number;
  let landmarkId: number;
  let restaurantId: number;
  let lodgingId: number;
  let elsewhereActivityId: number;

  const html = async (jar: CookieJar, path: string) => {
    const res = await jar.fetch(`${server.url}${path}`);
    expect(res.status).toBe(200);
    return (await res.text()).replaceAll("<!-- -->", "").replaceAll("&amp;", "&");
  };
  const api = async (jar: CookieJar, method: string, path: string, body?: unknown) => {
    const res = await jar.fetch(`${server.url}${path}`, {
      method,
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.ok, `${method} ${path} → ${res.status}`).toBe(true);
    return res.json();
  };

  beforeAll(async () => {
    // Every test user signs up from 127.0.0.1: room enough under the per-IP sign-up limit.
    server = await startServer({ env: { SIGNUP_LIMIT_PER_IP: "1000" } });
    const db = new Database(server.databasePath);
    try {
      db.pragma("busy_timeout = 5000");
      strip = db
        .prepare(
          "SELECT loc_id FROM airports WHERE icao_id IS NULL AND use = 'PR' AND site_type_code = 'A' AND status = 'O' ORDER BY loc_id LIMIT 1",
        )
        .get() as { loc_id: string };
      const id = (r: Database.RunResult) => Number(r.lastInsertRowid);
      activityId = id(
        db
          .prepare(
            "INSERT INTO activities (airport_loc_id, name, category, distance_nm, summary) VALUES ('STS', 'Pacific Coast Air Museum', 'kids', 0.4, 'Climb into cockpits.')",
          )
          .run(),
      );
      landmarkId = id(
        db
          .prepare(
            "INSERT INTO landmarks (airport_loc_id, name, distance_nm, summary) VALUES ('STS', 'Luther Burbank Home', 5.1, 'Gardens.')",
          )
          .run(),
      );
      restaurantId = id(
        db
          .prepare(
            "INSERT INTO restaurants (airport_loc_id, category, distance_nm, restaurant_name, price_level) VALUES ('STS', 'settle_in', 2.4, 'Airport Bistro', '$$$')",
          )
          .run(),
      );
      lodgingId = id(
        db
          .prepare(
            "INSERT INTO lodging (airport_loc_id, name, distance_nm, summary, address) VALUES ('STS', 'Airport Courtyard', 0.8, 'Hotel', '175 Railroad St, Santa Rosa, CA')",
          )
          .run(),
      );
      elsewhereActivityId = id(
        db
          .prepare(
            "INSERT INTO activities (airport_loc_id, name, category, distance_nm) VALUES ('SFO', 'Ferry Building', 'adults', 9)",
          )
          .run(),
      );
    } finally {
      db.close();
    }
    expect(strip).toBeDefined();
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("signed out: to /auth with the spec's prompt and a way back to /trips", async () => {
    const jar = new CookieJar();
    const res = await jar.fetch(`${server.url}/trips`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!, server.url);
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("redirectTo")).toBe("/trips");
    const next = await html(jar, "/");
    expect(next).toContain("Login Required");
    expect(next).toContain("Please log in to view your saved trips.");
  });

  it("signed out, a removal post is also sent to sign in and changes nothing", async () => {
    const jar = new CookieJar();
    const res = await jar.postForm(`${server.url}/trips`, { intent: "remove-trip", airportLocId: "STS" });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location")!, server.url).pathname).toBe("/auth");
  });

  it("empty state links to /", async () => {
    const jar = new CookieJar();
    await registerUser(server.url, { jar, email: uniqueEmail("trips-empty") });
    const page = await html(jar, "/trips");
    expect(page).toContain("<title>My Trips | AirportFinder</title>");
    expect(page).toContain("My Trips");
    expect(page).toContain("No saved trips yet");
    expect(page).toMatch(/<a[^>]*href="\/"[^>]*>Search Airports<\/a>/);
  });

  it("lists saved airports with their saved places, links to each airport, and removes by form post", async () => {
    const jar = new CookieJar();
    await registerUser(server.url, { jar, email: uniqueEmail("trips-list") });
    await api(jar, "POST", "/api/trips/save", { airportLocId: "STS" });
    await api(jar, "POST", "/api/trips/save", { airportLocId: strip.loc_id });
    await api(jar, "POST", "/api/activities/save", { activityId, airportLocId: "STS" });
    await api(jar, "POST", "/api/landmarks/save", { landmarkId });
    await api(jar, "POST", "/api/restaurants/save", { restaurantId });
    await api(jar, "POST", "/api/lodging/save", { lodgingId });
    await api(jar, "POST", "/api/activities/save", { activityId: elsewhereActivityId, airportLocId: "SFO" });

    let page = await html(jar, "/trips");
    expect(page).toContain("2 saved airports");
    expect(page).toContain('href="/airport/KSTS"');
    expect(page).toContain(`href="/airport/${strip.loc_id}"`);
    for (const text of [
      "Pacific Coast Air Museum",
      "For Kids",
      "Luther Burbank Home",
      "Airport Bistro",
      "Settle In",
      "$$$ Upscale",
      "Elevation",
      "Longest runway",
      "6,000 ft",
    ]) {
      expect(page, text).toContain(text);
    }
    // The Lodging group, under its airport's card, with the hotel's address and a remove form.
    const card = page.indexOf('aria-label="Charles M Schulz - Sonoma County (KSTS)"');
    expect(card).toBeGreaterThan(0);
    const sts = page.slice(card, page.indexOf("</article>", card));
    expect(sts).toContain(">Lodging</h4>");
    // Saved today, written as every date on the site is ('29 Nov 2026').
    expect(sts).toMatch(/>Saved<\/dt><dd[^>]*>\d{1,2} [A-Z][a-z]{2} \d{4}<\/dd>/);
    expect(sts).toContain("Airport Courtyard");
    expect(sts).toContain("175 Railroad St, Santa Rosa, CA");
    expect(sts).toMatch(/name="intent" value="remove-lodging"/);
    expect(sts).toContain(`name="lodgingId" value="${lodgingId}"`);
    // A place saved near an airport that is not saved is still listed, under its airport.
    expect(page).toContain("Places saved near other airports");
    expect(page).toContain('href="/airport/KSFO"');
    expect(page).toContain("Ferry Building");
    // Each saved airport has a remove form posting to /trips.
    expect(page).toMatch(/name="intent" value="remove-trip"/);
    expect(page).toMatch(/name="airportLocId" value="STS"/);

    const removed = await jar.postForm(`${server.url}/trips`, { intent: "remove-trip", airportLocId: "STS" });
    expect(removed.status).toBe(302);
    expect(removed.headers.get("location")).toBe("/trips");
    page = await html(jar, "/trips");
    expect(page).toContain("Trip Removed");
    expect(page).toContain("Airport removed from your trips list.");
    expect(page).toContain("1 saved airport,");
    expect((await api(jar, "GET", "/api/trips/check/KSTS")).isSaved).toBe(false);
    // Its saved places stay, now with the other airports' places.
    expect(page).toContain("Pacific Coast Air Museum");

    // Remove the saved hotel from the list.
    const hotel = await jar.postForm(`${server.url}/trips`, { intent: "remove-lodging", lodgingId });
    expect(hotel.headers.get("location")).toBe("/trips");
    page = await html(jar, "/trips");
    expect(page).toContain("Lodging Removed");
    expect(page).toContain("Lodging removed from your trips list.");
    expect(page).not.toContain("Airport Courtyard");
    expect(page).not.toContain(">Lodging</h4>");
    expect(await api(jar, "GET", "/api/lodging/saved")).toEqual([]);

    // Remove a saved place from the list.
    await jar.postForm(`${server.url}/trips`, { intent: "remove-activity", activityId });
    page = await html(jar, "/trips");
    expect(page).toContain("Activity Removed");
    expect(page).not.toContain("Pacific Coast Air Museum");
  });

  it("a saved museum its source placed at its town's post office says so; others do not (decision 0116)", async () => {
    const db = new Database(server.databasePath, { readonly: true });
    const museum = db
      .prepare(
        "SELECT id, distance_nm AS nm FROM activities WHERE airport_loc_id = 'STS' AND name = ? AND point_at_post_office = 1",
      )
      .get("Children's Museum of Sonoma County") as { id: number; nm: number } | undefined;
    db.close();
    expect(museum).toBeDefined();
    const jar = new CookieJar();
    await registerUser(server.url, { jar, email: uniqueEmail("trips-post-office") });
    await api(jar, "POST", "/api/activities/save", { activityId: museum!.id, airportLocId: "STS" });
    await api(jar, "POST", "/api/activities/save", { activityId, airportLocId: "STS" });
    const saved = (await api(jar, "GET", "/api/activities/saved")) as { activityId: number }[];
    expect(saved.find((a) => a.activityId === museum!.id)).toMatchObject({ pointAtPostOffice: true });
    expect(saved.find((a) => a.activityId === activityId)).not.toHaveProperty("pointAtPostOffice");
    const page = await html(jar, "/trips");
    expect(museum!.nm).toBe(5);
    expect(page).toContain(">5 NM to its post office<");
    expect(page).toContain(">0.4 NM<");
  });

  it("a removal that cannot be done shows 'Failed to remove' / 'Failed to remove airport from trips'", async () => {
    const jar = new CookieJar();
    await registerUser(server.url, { jar, email: uniqueEmail("trips-fail") });
    const res = await jar.postForm(`${server.url}/trips`, { intent: "remove-trip", airportLocId: "" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/trips");
    const page = await html(jar, "/trips");
    expect(page).toContain("Failed to remove");
    expect(page).toContain("Failed to remove airport from trips");
  });

  it("one user's trips page never shows another's", async () => {
    const a = new CookieJar();
    const b = new CookieJar();
    await registerUser(server.url, { jar: a, email: uniqueEmail("trips-a") });
    await registerUser(server.url, { jar: b, email: uniqueEmail("trips-b") });
    await api(a, "POST", "/api/trips/save", { airportLocId: "KSTS" });
    expect(await html(b, "/trips")).toContain("No saved trips yet");
    // B's removal post of A's airport leaves A's trip alone.
    await b.postForm(`${server.url}/trips`, { intent: "remove-trip", airportLocId: "STS" });
    expect((await api(a, "GET", "/api/trips/check/STS")).isSaved).toBe(true);
  });
});
