/**
 * Saving airports (trips), activities, landmarks, restaurants and lodging over real
 * HTTP: the JSON contract of spec §7 and the airport page's form posts.
 * Content rows are inserted straight into the test server's SQLite file (the
 * content issue that fills them comes later).
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieJar, startServer, type TestServer } from "../support/server";
import { registerUser, uniqueEmail } from "../support/accounts";

interface Content {
  activities: { adultsNear: number; kids: number; adultsFar: number; elsewhere: number };
  landmarks: { near: number; far: number };
  restaurants: { quick: number; settle: number };
  lodging: { near: number; far: number };
}

/** Inserts the content of this file's tests: STS (KSTS) has places, SFO (KSFO) one activity. */
function insertContent(file: string): Content {
  const db = new Database(file);
  try {
    db.pragma("busy_timeout = 5000");
    // This file's airports hold only its own content: the places imported on first start go (issue 9).
    for (const table of ["activities", "landmarks", "restaurants", "lodging"])
      db.prepare(`DELETE FROM ${table} WHERE airport_loc_id IN ('STS', 'SFO')`).run();
    const activity = db.prepare(
      "INSERT INTO activities (airport_loc_id, name, category, distance_nm, phone, website, address, summary, price_level) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    );
    const landmark = db.prepare(
      "INSERT INTO landmarks (airport_loc_id, name, distance_nm, summary, phone, website) VALUES (?, ?, ?, ?, ?, ?)",
    );
    const restaurant = db.prepare(
      "INSERT INTO restaurants (airport_loc_id, category, distance_nm, restaurant_name, restaurant_description, price_level, rating, phone, website) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    );
    const hotel = db.prepare(
      "INSERT INTO lodging (airport_loc_id, name, distance_nm, summary, address, phone, website) VALUES (?, ?, ?, ?, ?, ?, ?)",
    );
    const id = (r: Database.RunResult) => Number(r.lastInsertRowid);
    return {
      lodging: {
        far: id(hotel.run("STS", "Fountaingrove Inn", 4.2, "Hotel", null, null, null)),
        near: id(
          hotel.run(
            "STS",
            "Airport Courtyard",
            0.8,
            "Hotel",
            "175 Railroad St, Santa Rosa, CA",
            "707-555-0199",
            "https://courtyard.example",
          ),
        ),
      },
      activities: {
        adultsFar: id(
          activity.run(
            "STS",
            "Charles M. Schulz Museum",
            "adults",
            3.2,
            "707-579-4452",
            "https://schulzmuseum.org",
            "2301 Hardies Ln",
            "Peanuts history.",
            null,
          ),
        ),
        kids: id(
          activity.run(
            "STS",
            "Pacific Coast Air Museum",
            "kids",
            0.4,
            null,
            "https://pacificcoastairmuseum.org",
            null,
            "Climb into cockpits.",
            null,
          ),
        ),
        adultsNear: id(
          activity.run(
            "STS",
            "Sonoma County Wine Tasting",
            "adults",
            1.5,
            null,
            null,
            null,
            "Wineries near the field.",
            "$$",
          ),
        ),
        elsewhere: id(activity.run("SFO", "Ferry Building", "adults", 9, null, null, null, "Market hall.", null)),
      },
      landmarks: {
        far: id(landmark.run("STS", "Russian River", 7.5, "A river valley.", null, null)),
        near: id(
          landmark.run("STS", "Luther Burbank Home", 5.1, "Gardens.", "707-524-5445", "https://lutherburbank.org"),
        ),
      },
      restaurants: {
        settle: id(restaurant.run("STS", "settle_in", 2.4, "Airport Bistro", "Sit-down lunch.", "$$", 4.4, null, null)),
        quick: id(
          restaurant.run(
            "STS",
            "quick_bites",
            0.3,
            "Runway Cafe",
            "Burgers on the ramp.",
            "$",
            4.6,
            "707-555-0100",
            null,
          ),
        ),
      },
    };
  } finally {
    db.close();
  }
}

describe("saved items: trips, activities, landmarks, restaurants, lodging", () => {
  let server: TestServer;
  let content: Content;
  const alice = new CookieJar();
  const bob = new CookieJar();
  const anon = new CookieJar();

  const call = async (jar: CookieJar, method: string, path: string, body?: unknown) => {
    const res = await jar.fetch(`${server.url}${path}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    expect(res.headers.get("content-type"), `${method} ${path}`).toMatch(/application\/json/);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the JSON shape it asserts
    return { status: res.status, json: (await res.json()) as any };
  };

  beforeAll(async () => {
    // Every test user signs up from 127.0.0.1: room enough under the per-IP sign-up limit.
    server = await startServer({ env: { SIGNUP_LIMIT_PER_IP: "1000" } });
    content = insertContent(server.databasePath);
    await registerUser(server.url, { jar: alice, email: uniqueEmail("alice") });
    await registerUser(server.url, { jar: bob, email: uniqueEmail("bob") });
  });

  afterAll(async () => {
    await server?.stop();
  });

  describe("signed out", () => {
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/trips"],
      ["GET", "/api/trips/check/KSTS"],
      ["POST", "/api/trips/save", { airportId: 1, airportLocId: "STS" }],
      ["DELETE", "/api/trips/STS"],
      ["GET", "/api/activities/saved"],
      ["GET", "/api/landmarks/saved"],
      ["GET", "/api/restaurants/saved"],
      ["POST", "/api/activities/save", { activityId: 1, airportLocId: "STS" }],
      ["DELETE", "/api/activities/1"],
      ["POST", "/api/landmarks/save", { landmarkId: 1 }],
      ["DELETE", "/api/landmarks/1"],
      ["POST", "/api/restaurants/save", { restaurantId: 1 }],
      ["DELETE", "/api/restaurants/1"],
      ["POST", "/api/activities/check-batch", { activityIds: [1] }],
      ["POST", "/api/landmarks/check-batch", { landmarkIds: [1] }],
      ["POST", "/api/restaurants/check-batch", { restaurantIds: [1] }],
      ["GET", "/api/lodging/saved"],
      ["POST", "/api/lodging/save", { lodgingId: 1 }],
      ["DELETE", "/api/lodging/1"],
      ["POST", "/api/lodging/check-batch", { lodgingIds: [1] }],
      ["POST", "/api/lodging/save", {}],
      // Bad input and unknown items are still 401 first: nothing is said to a stranger.
      ["POST", "/api/trips/save", { airportLocId: "" }],
      ["DELETE", "/api/activities/not-a-number"],
    ];
    it.each(calls)("%s %s answers 401 {error: 'Unauthorized'}", async (method, path, body) => {
      const { status, json } = await call(anon, method, path, body);
      expect(status).toBe(401);
      expect(json).toEqual({ error: "Unauthorized" });
    });

    it("GET /api/restaurants/{locId} is public: the airport's restaurants, nearest first, by LOC or ICAO id", async () => {
      for (const code of ["KSTS", "sts"]) {
        const { status, json } = await call(anon, "GET", `/api/restaurants/${code}`);
        expect(status).toBe(200);
        expect(json.map((r: { id: number }) => r.id)).toEqual([content.restaurants.quick, content.restaurants.settle]);
        expect(json[0]).toEqual({
          id: content.restaurants.quick,
          airport_loc_id: "STS",
          category: "quick_bites",
          distance_nm: 0.3,
          restaurant_name: "Runway Cafe",
          restaurant_description: "Burgers on the ramp.",
          price_level: "$",
          rating: 4.6,
          phone: "707-555-0100",
          website: null,
          address: null,
          latitude: null,
          longitude: null,
          alternate_airport: null,
          alternate_distance_nm: null,
          source: "admin",
          kind: null,
          credit: null,
          walkable: true,
          // Among the rows the page shows first (docs/decisions/0062-variety-before-distance.md).
          featured: true,
          hidden: false,
          admin_edited: false,
        });
      }
      expect((await call(anon, "GET", "/api/restaurants/KSFO")).json).toEqual([]);
      const unknown = await call(anon, "GET", "/api/restaurants/ZZZZ");
      expect(unknown.status).toBe(404);
      expect(unknown.json.error).toMatch(/not found/i);
    });

    it("wrong methods answer 405 JSON", async () => {
      expect((await call(anon, "GET", "/api/trips/save")).status).toBe(405);
      expect((await call(anon, "POST", "/api/trips")).status).toBe(405);
      expect((await call(anon, "GET", "/api/activities/1")).status).toBe(405);
      expect((await call(anon, "PUT", "/api/restaurants/1", {})).status).toBe(405);
      for (const [method, path] of [
        ["GET", "/api/lodging/1"],
        ["GET", "/api/lodging/save"],
        ["POST", "/api/lodging/saved"],
        ["GET", "/api/lodging/check-batch"],
      ]) {
        const res = await call(anon, method, path, method === "POST" ? {} : undefined);
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.json.error).toMatch(/^Method not allowed/);
      }
      // A path under /api/lodging that is not a call is JSON 404, like any unknown /api path.
      const unknown = await call(anon, "GET", "/api/lodging/1/extra");
      expect(unknown.status).toBe(404);
      expect(typeof unknown.json.error).toBe("string");
    });
  });

  describe("GET /api/airports/{locId} carries the airport's content", () => {
    it("activities and landmarks of the content tables, nearest first, in the spec's field names", async () => {
      const { status, json } = await call(anon, "GET", "/api/airports/KSTS");
      expect(status).toBe(200);
      expect(json.activities.map((a: { id: number }) => a.id)).toEqual([
        content.activities.kids,
        content.activities.adultsNear,
        content.activities.adultsFar,
      ]);
      expect(json.activities[2]).toEqual({
        id: content.activities.adultsFar,
        airport_loc_id: "STS",
        name: "Charles M. Schulz Museum",
        category: "adults",
        distance_nm: 3.2,
        phone: "707-579-4452",
        website: "https://schulzmuseum.org",
        address: "2301 Hardies Ln",
        summary: "Peanuts history.",
        latitude: null,
        longitude: null,
        alternate_airport: null,
        alternate_distance_nm: null,
        google_place_id: null,
        google_address: null,
        google_rating: null,
        price_level: null,
        source: "admin",
        kind: null,
        credit: null,
        walkable: false,
        featured: true,
        hidden: false,
        admin_edited: false,
      });
      expect(json.landmarks.map((l: { id: number }) => l.id)).toEqual([content.landmarks.near, content.landmarks.far]);
      expect(json.landmarks[0]).not.toHaveProperty("category");
      expect(json.landmarks[0]).toMatchObject({ name: "Luther Burbank Home", distance_nm: 5.1, summary: "Gardens." });
      const sfo = await call(anon, "GET", "/api/airports/KSFO");
      expect(sfo.json.activities.map((a: { name: string }) => a.name)).toEqual(["Ferry Building"]);
      expect(sfo.json.landmarks).toEqual([]);
    });
  });

  describe("trips", () => {
    it("check, save (idempotent), list, remove; LOC and ICAO ids are the same airport", async () => {
      expect((await call(alice, "GET", "/api/trips/check/KSTS")).json).toEqual({ isSaved: false });
      expect((await call(alice, "GET", "/api/trips")).json).toEqual([]);

      const first = await call(alice, "POST", "/api/trips/save", { airportId: 123, airportLocId: "STS" });
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({
        airportLocId: "STS",
        icao_id: "KSTS",
        name: expect.stringMatching(/sonoma/i),
        state: "CA",
        max_runway_length: 6000,
        use: "PU",
      });
      expect(Object.keys(first.json).sort()).toEqual(
        [
          "id",
          "airportLocId",
          "icao_id",
          "name",
          "city",
          "state",
          "elevation",
          "max_runway_length",
          "use",
          "savedAt",
        ].sort(),
      );
      expect(typeof first.json.elevation).toBe("number");
      expect(Date.parse(first.json.savedAt)).not.toBeNaN();

      // Saving twice (here by ICAO id, lower case) keeps the one saved trip.
      const again = await call(alice, "POST", "/api/trips/save", { airportId: 123, airportLocId: "ksts" });
      expect(again.status).toBe(200);
      expect(again.json).toEqual(first.json);

      for (const code of ["KSTS", "STS", "sts"]) {
        expect((await call(alice, "GET", `/api/trips/check/${code}`)).json).toEqual({ isSaved: true });
      }
      const list = await call(alice, "GET", "/api/trips");
      expect(list.json).toEqual([first.json]);

      await call(alice, "POST", "/api/trips/save", { airportLocId: "KSFO" });
      const two = (await call(alice, "GET", "/api/trips")).json as { airportLocId: string }[];
      expect(two.map((t) => t.airportLocId).sort()).toEqual(["SFO", "STS"]);

      const removed = await call(alice, "DELETE", "/api/trips/KSTS");
      expect(removed).toEqual({ status: 200, json: { success: true } });
      expect((await call(alice, "GET", "/api/trips/check/STS")).json).toEqual({ isSaved: false });
      // Removing what is not saved is a 404, and changes nothing.
      const twice = await call(alice, "DELETE", "/api/trips/STS");
      expect(twice.status).toBe(404);
      expect(twice.json.error).toMatch(/not in your saved trips/);
      expect(
        ((await call(alice, "GET", "/api/trips")).json as { airportLocId: string }[]).map((t) => t.airportLocId),
      ).toEqual(["SFO"]);
      expect((await call(alice, "DELETE", "/api/trips/SFO")).status).toBe(200);
    });

    it("unknown airports are 404", async () => {
      const save = await call(alice, "POST", "/api/trips/save", { airportId: 1, airportLocId: "ZZZZ" });
      expect(save.status).toBe(404);
      expect(save.json.error).toBe("Airport not found");
      expect((await call(alice, "GET", "/api/trips/check/ZZZZ")).status).toBe(404);
      expect((await call(alice, "DELETE", "/api/trips/ZZZZ")).status).toBe(404);
    });

    it.each([
      [{}, "airportLocId"],
      [{ airportLocId: "" }, "airportLocId"],
      [{ airportLocId: "K$TS" }, "airportLocId"],
      [{ airportLocId: 42 }, "airportLocId"],
      [{ airportLocId: "STS", airportId: "abc" }, "airportId"],
      [{ airportLocId: "STS", airportId: -3 }, "airportId"],
    ])("bad input %j is 400 with field errors on %s", async (body, field) => {
      const { status, json } = await call(alice, "POST", "/api/trips/save", body);
      expect(status).toBe(400);
      expect(typeof json.error).toBe("string");
      expect(json.fieldErrors[field]?.length).toBeGreaterThan(0);
    });

    it.each(["not json", "[1,2]", "null"])("a body that is not a JSON object (%s) is 400", async (body) => {
      const { status, json } = await call(alice, "POST", "/api/trips/save", body);
      expect(status).toBe(400);
      expect(json.error).toMatch(/JSON object/);
    });
  });

  describe("activities", () => {
    it("save (idempotent), list, batch check, remove", async () => {
      const id = content.activities.adultsFar;
      const saved = await call(alice, "POST", "/api/activities/save", { activityId: id, airportLocId: "STS" });
      expect(saved.status).toBe(200);
      expect(saved.json).toMatchObject({
        activityId: id,
        activityName: "Charles M. Schulz Museum",
        activitySummary: "Peanuts history.",
        activityCategory: "adults",
        distanceNm: 3.2,
        phone: "707-579-4452",
        website: "https://schulzmuseum.org",
        airportLocId: "STS",
      });
      expect(
        (await call(alice, "POST", "/api/activities/save", { activityId: String(id), airportLocId: "STS" })).json,
      ).toEqual(saved.json);
      await call(alice, "POST", "/api/activities/save", { activityId: content.activities.kids, airportLocId: "STS" });

      const list = (await call(alice, "GET", "/api/activities/saved")).json as { activityId: number }[];
      expect(list.map((a) => a.activityId)).toEqual([content.activities.kids, id]);

      const batch = await call(alice, "POST", "/api/activities/check-batch", {
        activityIds: [id, content.activities.kids, content.activities.adultsNear, 999999],
      });
      expect(batch).toEqual({
        status: 200,
        json: {
          activities: {
            [id]: true,
            [content.activities.kids]: true,
            [content.activities.adultsNear]: false,
            999999: false,
          },
        },
      });

      expect(await call(alice, "DELETE", `/api/activities/${id}`)).toEqual({ status: 200, json: { success: true } });
      expect((await call(alice, "DELETE", `/api/activities/${id}`)).status).toBe(404);
      expect(
        ((await call(alice, "GET", "/api/activities/saved")).json as { activityId: number }[]).map((a) => a.activityId),
      ).toEqual([content.activities.kids]);
      await call(alice, "DELETE", `/api/activities/${content.activities.kids}`);
    });

    it("unknown activity 404, bad ids 400", async () => {
      expect(
        (await call(alice, "POST", "/api/activities/save", { activityId: 999999, airportLocId: "STS" })).status,
      ).toBe(404);
      for (const activityId of ["abc", -1, 1.5, null, undefined]) {
        const res = await call(alice, "POST", "/api/activities/save", { activityId, airportLocId: "STS" });
        expect(res.status).toBe(400);
        expect(res.json.fieldErrors.activityId.length).toBeGreaterThan(0);
      }
      expect((await call(alice, "DELETE", "/api/activities/abc")).status).toBe(400);
      expect((await call(alice, "DELETE", "/api/activities/0")).status).toBe(400);
    });
  });

  describe("landmarks", () => {
    it("save (idempotent), list, batch check, remove", async () => {
      const id = content.landmarks.near;
      const saved = await call(alice, "POST", "/api/landmarks/save", { landmarkId: id });
      expect(saved.status).toBe(200);
      expect(saved.json).toMatchObject({
        landmarkId: id,
        landmarkName: "Luther Burbank Home",
        landmarkSummary: "Gardens.",
        distanceNm: 5.1,
        airportLocId: "STS",
      });
      expect((await call(alice, "POST", "/api/landmarks/save", { landmarkId: id })).json).toEqual(saved.json);
      expect((await call(alice, "GET", "/api/landmarks/saved")).json).toEqual([saved.json]);
      expect(
        (await call(alice, "POST", "/api/landmarks/check-batch", { landmarkIds: [id, content.landmarks.far] })).json,
      ).toEqual({
        landmarks: { [id]: true, [content.landmarks.far]: false },
      });
      expect((await call(alice, "DELETE", `/api/landmarks/${id}`)).status).toBe(200);
      expect((await call(alice, "DELETE", `/api/landmarks/${id}`)).status).toBe(404);
      expect((await call(alice, "GET", "/api/landmarks/saved")).json).toEqual([]);
    });

    it("unknown landmark 404, bad input 400", async () => {
      expect((await call(alice, "POST", "/api/landmarks/save", { landmarkId: 999999 })).status).toBe(404);
      expect((await call(alice, "POST", "/api/landmarks/save", {})).status).toBe(400);
      expect((await call(alice, "DELETE", "/api/landmarks/x1")).status).toBe(400);
    });
  });

  describe("restaurants", () => {
    it("save (idempotent), list, batch check, remove — DELETE /api/restaurants/{id} beside GET /api/restaurants/{locId}", async () => {
      const id = content.restaurants.settle;
      const saved = await call(alice, "POST", "/api/restaurants/save", { restaurantId: id });
      expect(saved.status).toBe(200);
      expect(saved.json).toMatchObject({
        restaurantId: id,
        restaurantName: "Airport Bistro",
        restaurantCategory: "settle_in",
        priceLevel: "$$",
        rating: 4.4,
        distanceNm: 2.4,
        airportLocId: "STS",
      });
      expect((await call(alice, "POST", "/api/restaurants/save", { restaurantId: id })).json).toEqual(saved.json);
      expect((await call(alice, "GET", "/api/restaurants/saved")).json).toEqual([saved.json]);
      expect(
        (await call(alice, "POST", "/api/restaurants/check-batch", { restaurantIds: [id, content.restaurants.quick] }))
          .json,
      ).toEqual({ restaurants: { [id]: true, [content.restaurants.quick]: false } });
      expect((await call(alice, "DELETE", `/api/restaurants/${id}`)).status).toBe(200);
      expect((await call(alice, "DELETE", `/api/restaurants/${id}`)).status).toBe(404);
      expect((await call(alice, "GET", "/api/restaurants/saved")).json).toEqual([]);
      // The airport's list is untouched by saving and unsaving.
      expect(((await call(alice, "GET", "/api/restaurants/STS")).json as unknown[]).length).toBe(2);
    });

    it("unknown restaurant 404, bad input 400", async () => {
      expect((await call(alice, "POST", "/api/restaurants/save", { restaurantId: 999999 })).status).toBe(404);
      expect((await call(alice, "POST", "/api/restaurants/save", { restaurantId: "two" })).status).toBe(400);
      expect((await call(alice, "DELETE", "/api/restaurants/KSTS")).status).toBe(400);
    });
  });

  describe("lodging (not in the spec: like landmarks)", () => {
    it("save (idempotent), list nearest first, batch check, remove", async () => {
      const id = content.lodging.near;
      expect((await call(alice, "GET", "/api/lodging/saved")).json).toEqual([]);
      const saved = await call(alice, "POST", "/api/lodging/save", { lodgingId: id });
      expect(saved.status).toBe(200);
      expect(saved.json).toEqual({
        id: expect.any(Number),
        lodgingId: id,
        lodgingName: "Airport Courtyard",
        lodgingSummary: "Hotel",
        address: "175 Railroad St, Santa Rosa, CA",
        distanceNm: 0.8,
        phone: "707-555-0199",
        website: "https://courtyard.example",
        airportLocId: "STS",
        savedAt: expect.any(String),
      });
      expect(Date.parse(saved.json.savedAt)).not.toBeNaN();
      // Saving again (the id as digits, as a form sends it) keeps the one saved row.
      expect((await call(alice, "POST", "/api/lodging/save", { lodgingId: String(id) })).json).toEqual(saved.json);
      const far = await call(alice, "POST", "/api/lodging/save", { lodgingId: content.lodging.far });
      expect(far.status).toBe(200);

      const list = (await call(alice, "GET", "/api/lodging/saved")).json as { lodgingId: number }[];
      expect(list.map((h) => h.lodgingId)).toEqual([id, content.lodging.far]);
      expect(list[0]).toEqual(saved.json);

      expect(
        (await call(alice, "POST", "/api/lodging/check-batch", { lodgingIds: [id, content.lodging.far, 999999] })).json,
      ).toEqual({ lodging: { [id]: true, [content.lodging.far]: true, 999999: false } });

      expect(await call(alice, "DELETE", `/api/lodging/${id}`)).toEqual({ status: 200, json: { success: true } });
      const twice = await call(alice, "DELETE", `/api/lodging/${id}`);
      expect(twice.status).toBe(404);
      expect(twice.json.error).toBe("This lodging is not in your saved lodging");
      expect(
        ((await call(alice, "GET", "/api/lodging/saved")).json as { lodgingId: number }[]).map((h) => h.lodgingId),
      ).toEqual([content.lodging.far]);
      expect((await call(alice, "DELETE", `/api/lodging/${content.lodging.far}`)).status).toBe(200);
      expect((await call(alice, "GET", "/api/lodging/saved")).json).toEqual([]);
    });

    it("unknown lodging 404, bad input 400 with field errors", async () => {
      const unknown = await call(alice, "POST", "/api/lodging/save", { lodgingId: 999999 });
      expect(unknown.status).toBe(404);
      expect(unknown.json.error).toBe("Lodging not found");
      for (const body of [{}, { lodgingId: "two" }, { lodgingId: -1 }, { landmarkId: content.lodging.near }]) {
        const res = await call(alice, "POST", "/api/lodging/save", body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.json.fieldErrors.lodgingId?.length, JSON.stringify(body)).toBeGreaterThan(0);
      }
      const notJson = await call(alice, "POST", "/api/lodging/save", "not json");
      expect(notJson.status).toBe(400);
      expect(notJson.json.error).toMatch(/JSON object/);
      expect((await call(alice, "DELETE", "/api/lodging/x1")).status).toBe(400);
      expect((await call(alice, "GET", "/api/lodging/saved")).json).toEqual([]);
    });
  });

  describe("batch checks", () => {
    it.each([
      ["/api/activities/check-batch", "activityIds", "activities"],
      ["/api/landmarks/check-batch", "landmarkIds", "landmarks"],
      ["/api/restaurants/check-batch", "restaurantIds", "restaurants"],
      ["/api/lodging/check-batch", "lodgingIds", "lodging"],
    ])("%s: empty list, bad lists", async (path, field, key) => {
      expect((await call(alice, "POST", path, { [field]: [] })).json).toEqual({ [key]: {} });
      for (const body of [
        {},
        { [field]: "1,2" },
        { [field]: [1, "x"] },
        { [field]: Array.from({ length: 501 }, (_, i) => i + 1) },
      ]) {
        const res = await call(alice, "POST", path, body);
        expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
        expect(Object.keys(res.json.fieldErrors)[0]).toMatch(new RegExp(`^${field}`));
      }
    });
  });

  describe("two users", () => {
    it("never see or change each other's saved items", async () => {
      await call(alice, "POST", "/api/trips/save", { airportLocId: "KSTS" });
      await call(alice, "POST", "/api/activities/save", { activityId: content.activities.adultsNear });
      await call(alice, "POST", "/api/landmarks/save", { landmarkId: content.landmarks.far });
      await call(alice, "POST", "/api/restaurants/save", { restaurantId: content.restaurants.quick });
      await call(alice, "POST", "/api/lodging/save", { lodgingId: content.lodging.near });

      expect((await call(bob, "GET", "/api/trips")).json).toEqual([]);
      expect((await call(bob, "GET", "/api/lodging/saved")).json).toEqual([]);
      expect(
        (await call(bob, "POST", "/api/lodging/check-batch", { lodgingIds: [content.lodging.near] })).json,
      ).toEqual({ lodging: { [content.lodging.near]: false } });
      expect((await call(bob, "GET", "/api/trips/check/KSTS")).json).toEqual({ isSaved: false });
      expect((await call(bob, "GET", "/api/activities/saved")).json).toEqual([]);
      expect((await call(bob, "GET", "/api/landmarks/saved")).json).toEqual([]);
      expect((await call(bob, "GET", "/api/restaurants/saved")).json).toEqual([]);
      expect(
        (await call(bob, "POST", "/api/activities/check-batch", { activityIds: [content.activities.adultsNear] })).json,
      ).toEqual({
        activities: { [content.activities.adultsNear]: false },
      });
      expect(
        (await call(bob, "POST", "/api/landmarks/check-batch", { landmarkIds: [content.landmarks.far] })).json,
      ).toEqual({
        landmarks: { [content.landmarks.far]: false },
      });
      expect(
        (await call(bob, "POST", "/api/restaurants/check-batch", { restaurantIds: [content.restaurants.quick] })).json,
      ).toEqual({
        restaurants: { [content.restaurants.quick]: false },
      });

      // Bob's removals of Alice's items find nothing of his.
      expect((await call(bob, "DELETE", "/api/trips/KSTS")).status).toBe(404);
      expect((await call(bob, "DELETE", `/api/activities/${content.activities.adultsNear}`)).status).toBe(404);
      expect((await call(bob, "DELETE", `/api/landmarks/${content.landmarks.far}`)).status).toBe(404);
      expect((await call(bob, "DELETE", `/api/restaurants/${content.restaurants.quick}`)).status).toBe(404);
      expect((await call(bob, "DELETE", `/api/lodging/${content.lodging.near}`)).status).toBe(404);
      // Bob's save of the same hotel is his own row; removing it leaves Alice's.
      expect((await call(bob, "POST", "/api/lodging/save", { lodgingId: content.lodging.near })).status).toBe(200);
      expect((await call(bob, "DELETE", `/api/lodging/${content.lodging.near}`)).status).toBe(200);

      // Bob saving the same airport makes his own row; Alice's stays when he removes his.
      await call(bob, "POST", "/api/trips/save", { airportLocId: "STS" });
      expect((await call(bob, "DELETE", "/api/trips/STS")).status).toBe(200);
      expect((await call(alice, "GET", "/api/trips/check/KSTS")).json).toEqual({ isSaved: true });
      expect(((await call(alice, "GET", "/api/activities/saved")).json as unknown[]).length).toBe(1);
      expect(((await call(alice, "GET", "/api/landmarks/saved")).json as unknown[]).length).toBe(1);
      expect(((await call(alice, "GET", "/api/restaurants/saved")).json as unknown[]).length).toBe(1);
      expect(((await call(alice, "GET", "/api/lodging/saved")).json as unknown[]).length).toBe(1);

      // Clean up for the page tests below.
      await call(alice, "DELETE", "/api/trips/STS");
      await call(alice, "DELETE", `/api/activities/${content.activities.adultsNear}`);
      await call(alice, "DELETE", `/api/landmarks/${content.landmarks.far}`);
      await call(alice, "DELETE", `/api/restaurants/${content.restaurants.quick}`);
      await call(alice, "DELETE", `/api/lodging/${content.lodging.near}`);
    });
  });

  describe("the airport page's save forms (no JavaScript: Post/Redirect/Get with a flash toast)", () => {
    const html = async (jar: CookieJar, path: string) => {
      const res = await jar.fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      return (await res.text()).replaceAll("<!-- -->", "");
    };

    it("signed out: Login Required, to /auth with the way back, nothing saved", async () => {
      const jar = new CookieJar();
      const res = await jar.postForm(`${server.url}/airport/KSTS?from=search&departureAirport=KSFO&aircraftSpeed=120`, {
        intent: "save-trip",
        airportLocId: "KSTS",
      });
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get("location")!, server.url);
      expect(location.pathname).toBe("/auth");
      expect(location.searchParams.get("redirectTo")).toBe(
        "/airport/KSTS?from=search&departureAirport=KSFO&aircraftSpeed=120",
      );
      expect(jar.get("__flash")).toBeTruthy();
      // The next page shows the toast (rendered in the HTML, so without JavaScript too).
      const page = await html(jar, "/");
      expect(page).toContain("Login Required");
      expect(page).toContain("Please log in to save trips. Redirecting...");
      expect(jar.get("__flash")).toBeUndefined();
    });

    it("signed out saving lodging: 'save lodging' prompt, to /auth, nothing saved", async () => {
      const jar = new CookieJar();
      const res = await jar.postForm(`${server.url}/airport/KSTS`, {
        intent: "save-lodging",
        lodgingId: content.lodging.near,
      });
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get("location")!, server.url);
      expect(location.pathname).toBe("/auth");
      expect(location.searchParams.get("redirectTo")).toBe("/airport/KSTS");
      expect(await html(jar, "/")).toContain("Please log in to save lodging. Redirecting...");
    });

    it("signed out saving a place: the spec's 'save activities' prompt", async () => {
      const jar = new CookieJar();
      const res = await jar.postForm(`${server.url}/airport/KSTS`, {
        intent: "save-activity",
        activityId: content.activities.kids,
      });
      expect(res.status).toBe(302);
      expect(await html(jar, "/")).toContain("Please log in to save activities. Redirecting...");
    });

    it("save and remove the airport: back to the same URL with 'Trip Saved!' / 'Trip Removed'", async () => {
      const path = "/airport/KSTS?from=search&departureAirport=KSFO&aircraftSpeed=120";
      expect(await html(alice, path)).toContain("Save Trip");

      const saved = await alice.postForm(`${server.url}${path}`, { intent: "save-trip", airportLocId: "KSTS" });
      expect(saved.status).toBe(302);
      expect(saved.headers.get("location")).toBe(path);
      let page = await html(alice, path);
      expect(page).toContain("Trip Saved!");
      expect(page).toContain("Airport added to your trips list.");
      expect(page).toContain("Remove from Trips");
      expect((await call(alice, "GET", "/api/trips/check/STS")).json).toEqual({ isSaved: true });

      // The toast shows once.
      expect(await html(alice, path)).not.toContain("Trip Saved!");

      const removed = await alice.postForm(`${server.url}${path}`, { intent: "remove-trip", airportLocId: "KSTS" });
      expect(removed.headers.get("location")).toBe(path);
      page = await html(alice, path);
      expect(page).toContain("Trip Removed");
      expect(page).toContain("Airport removed from your trips list.");
      expect(page).toContain("Save Trip");
      expect((await call(alice, "GET", "/api/trips/check/STS")).json).toEqual({ isSaved: false });
    });

    it("save and remove places from the airport page", async () => {
      const cases: [string, string, number, string][] = [
        ["activity", "activityId", content.activities.kids, "Activity"],
        ["landmark", "landmarkId", content.landmarks.near, "Landmark"],
        ["restaurant", "restaurantId", content.restaurants.quick, "Restaurant"],
        ["lodging", "lodgingId", content.lodging.near, "Lodging"],
      ];
      for (const [kind, field, id, title] of cases) {
        const res = await alice.postForm(`${server.url}/airport/KSTS`, { intent: `save-${kind}`, [field]: id });
        expect(res.headers.get("location")).toBe("/airport/KSTS");
        expect(await html(alice, "/airport/KSTS")).toContain(`${title} Saved!`);
      }
      expect(
        (await call(alice, "POST", "/api/activities/check-batch", { activityIds: [content.activities.kids] })).json
          .activities,
      ).toEqual({
        [content.activities.kids]: true,
      });
      for (const [kind, field, id, title] of cases) {
        await alice.postForm(`${server.url}/airport/KSTS`, { intent: `remove-${kind}`, [field]: id });
        expect(await html(alice, "/airport/KSTS")).toContain(`${title} Removed`);
      }
      expect((await call(alice, "GET", "/api/activities/saved")).json).toEqual([]);
      expect((await call(alice, "GET", "/api/lodging/saved")).json).toEqual([]);
    });

    it("the Lodging list shows each hotel's save control, and 'Remove' once saved", async () => {
      const section = (page: string) => page.slice(page.indexOf('id="lodging"'), page.indexOf('id="faa-data"'));
      let lodging = section(await html(alice, "/airport/KSTS"));
      expect(lodging).toContain("Airport Courtyard");
      expect(lodging).toMatch(/name="intent" value="save-lodging"/);
      expect(lodging).toContain(`name="lodgingId" value="${content.lodging.near}"`);
      expect(lodging).toContain(`name="lodgingId" value="${content.lodging.far}"`);
      // Nearest first.
      expect(lodging.indexOf("Airport Courtyard")).toBeLessThan(lodging.indexOf("Fountaingrove Inn"));

      await alice.postForm(`${server.url}/airport/KSTS`, { intent: "save-lodging", lodgingId: content.lodging.near });
      lodging = section(await html(alice, "/airport/KSTS"));
      expect(lodging).toMatch(/name="intent" value="remove-lodging"/);
      expect(lodging).toContain('Remove<span class="sr-only"> Airport Courtyard</span>');
      expect(lodging).toContain('Save<span class="sr-only"> Fountaingrove Inn</span>');

      // A failed lodging save: the 'Error' toast in the same words.
      await alice.postForm(`${server.url}/airport/KSTS`, { intent: "save-lodging", lodgingId: 999999 });
      expect(await html(alice, "/airport/KSTS")).toContain("Failed to save lodging. Please try again.");

      await alice.postForm(`${server.url}/airport/KSTS`, { intent: "remove-lodging", lodgingId: content.lodging.near });
      expect((await call(alice, "GET", "/api/lodging/saved")).json).toEqual([]);

      // Signed out: the hotels, but no save control on them.
      const anonymous = section(await html(new CookieJar(), "/airport/KSTS"));
      expect(anonymous).toContain("Airport Courtyard");
      expect(anonymous).not.toMatch(/name="intent" value="save-lodging"/);
    });

    it("a failed save shows the spec's 'Error' toast", async () => {
      await alice.postForm(`${server.url}/airport/KSTS`, { intent: "save-activity", activityId: 999999 });
      let page = await html(alice, "/airport/KSTS");
      expect(page).toContain("Failed to save activity. Please try again.");
      await alice.postForm(`${server.url}/airport/KSTS`, { intent: "save-trip", airportLocId: "" });
      page = await html(alice, "/airport/KSTS");
      expect(page).toContain("Failed to save trip. Please try again.");
    });

    it("a save posted from another site is refused, and nothing is saved", async () => {
      const form = await alice.postForm(
        `${server.url}/airport/KSTS`,
        { intent: "save-trip", airportLocId: "KSTS" },
        { headers: { origin: "https://evil.example" } },
      );
      // React Router's own origin check answers document posts first (400); the session guard answers the JSON call (403).
      expect([400, 403]).toContain(form.status);
      await form.arrayBuffer();
      const json = await alice.fetch(`${server.url}/api/trips/save`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
        body: JSON.stringify({ airportLocId: "KSTS" }),
      });
      expect(json.status).toBe(403);
      await json.arrayBuffer();
      expect((await call(alice, "GET", "/api/trips/check/KSTS")).json).toEqual({ isSaved: false });
    });

    it("an unknown intent is a 400", async () => {
      const res = await alice.postForm(`${server.url}/airport/KSTS`, { intent: "delete-everything" });
      expect(res.status).toBe(400);
      await res.arrayBuffer();
    });

    it("the page shows Things to Do (adults, kids, restaurants with price levels) and Notable Landmarks with save controls", async () => {
      const page = await html(alice, "/airport/KSTS");
      for (const text of [
        "Things to Do",
        "For Adults",
        "For Kids",
        "Charles M. Schulz Museum",
        "Pacific Coast Air Museum",
        "Quick Bites",
        "Settle In",
        "Runway Cafe",
        "Budget-friendly",
        "Moderate",
        "Notable Landmarks",
        "Luther Burbank Home",
      ]) {
        expect(page, text).toContain(text);
      }
      // Nearest first.
      expect(page.indexOf("Sonoma County Wine Tasting")).toBeLessThan(page.indexOf("Charles M. Schulz Museum"));
      expect(page.indexOf("Luther Burbank Home")).toBeLessThan(page.indexOf("Russian River"));
      expect(page).toMatch(/name="intent" value="save-activity"/);
      expect(page).toMatch(/name="intent" value="save-landmark"/);
      expect(page).toMatch(/name="intent" value="save-restaurant"/);

      // Signed out: the content, but only the airport's own save control.
      const anonymous = await html(new CookieJar(), "/airport/KSTS");
      expect(anonymous).toContain("Things to Do");
      expect(anonymous).toMatch(/name="intent" value="save-trip"/);
      expect(anonymous).not.toMatch(/name="intent" value="save-activity"/);
    });

    it("an airport with nothing nearby says so honestly and keeps the spot for a suggestion (issue 9)", async () => {
      const page = await html(alice, "/airport/PPIT");
      expect(page).toContain("No restaurants, activities, landmarks or lodging are listed near this airport yet.");
      expect(page).toContain('id="suggest-place"');
      expect(page).toContain("Save Trip");
    });
  });
});
