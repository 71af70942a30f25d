/* eslint-disable @typescript-eslint/no-explicit-any -- the contract's JSON answers are read loosely here; the assertions check their shape field by field. */
/**
 * The itinerary JSON calls (tools-admin §7) over real HTTP, as four callers:
 * anonymous, the author (a signed-in user), another user, and an admin
 * (ADMIN_EMAILS). Drafts answer 404 to whoever may not see them; the create
 * call writes the itinerary and its stops all or nothing.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser, uniqueEmail, type RegisteredUser } from "../support/accounts";
import { grantAdmin } from "../support/admin-rights";
import { CookieJar, startServer, type TestServer } from "../support/server";

const ADMIN_EMAIL = "itinerary-admin@example.test";

describe("itineraries JSON API", () => {
  let server: TestServer;
  let admin: RegisteredUser;
  let author: RegisteredUser;
  let other: RegisteredUser;
  const anon = new CookieJar();

  const call = async (jar: CookieJar, method: string, path: string, body?: unknown) => {
    const res = await jar.fetch(`${server.url}${path}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    expect(res.headers.get("content-type"), `${method} ${path}`).toMatch(/application\/json/);
    return { status: res.status, json: (await res.json()) as any };
  };
  const rows = (sql: string, ...args: unknown[]) => {
    const db = new Database(server.databasePath, { readonly: true });
    try {
      db.pragma("busy_timeout = 5000");
      return db.prepare(sql).all(...args) as any[];
    } finally {
      db.close();
    }
  };

  beforeAll(async () => {
    server = await startServer({ env: { SIGNUP_LIMIT_PER_IP: "1000" } });
    admin = await registerUser(server.url, { email: ADMIN_EMAIL });
    await grantAdmin(server.databasePath, ADMIN_EMAIL);
    author = await registerUser(server.url, { email: uniqueEmail("itin-author") });
    other = await registerUser(server.url, { email: uniqueEmail("itin-other") });
    expect((await call(admin.jar, "GET", "/api/auth/user")).json.isAdmin).toBe(true);
    expect(author.user.isAdmin).toBe(false);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const twoDays = {
    airport_loc_id: "KSTS",
    title: "Wine country weekend",
    description: "Fly in Saturday, museum, dinner, fly home Sunday.",
    duration_days: 2,
    trip_season: "fall",
    trip_style: "cultural",
    is_public: true,
    status: "published",
    estimated_cost: 250,
    items: [
      {
        item_type: "activity",
        name: "Charles M. Schulz Museum",
        day_number: 1,
        time: "10:00",
        estimated_duration: 120,
      },
      { type: "dining", name: "Lunch downtown", day: 1, time: "12:30" },
      { item_type: "landmark", name: "Luther Burbank Home", day_number: 2 },
    ],
  };

  it("admin: POST /api/admin/itineraries creates a draft with its stops in order; 201 with the id", async () => {
    const { status, json } = await call(admin.jar, "POST", "/api/admin/itineraries", twoDays);
    expect(status).toBe(201);
    expect(json.id).toEqual(expect.any(Number));
    expect(json).toMatchObject({
      userId: admin.user.id,
      airport_loc_id: "STS",
      is_public: false,
      status: "draft",
      trip_style: "cultural",
      trip_season: "fall",
      duration_days: 2,
      estimated_cost: 250,
    });
    expect(
      json.items.map((i: any) => [i.name, i.day_number, i.day, i.order_index, i.orderPosition, i.item_type, i.type]),
    ).toEqual([
      ["Charles M. Schulz Museum", 1, 1, 0, 0, "activity", "activity"],
      ["Lunch downtown", 1, 1, 1, 1, "dining", "dining"],
      ["Luther Burbank Home", 2, 2, 0, 0, "landmark", "landmark"],
    ]);
  });

  it("defaults: one day, year-round, adventure; unknown airport and blank fields are 400 with the spec's messages", async () => {
    const ok = await call(author.jar, "POST", "/api/itineraries", {
      airport_loc_id: "sts",
      title: "Quick lunch",
      description: "Burger run.",
    });
    expect(ok.status).toBe(201);
    expect(ok.json).toMatchObject({
      duration_days: 1,
      trip_season: "year-round",
      trip_style: "adventure",
      status: "draft",
      userId: author.user.id,
    });

    const blank = await call(author.jar, "POST", "/api/itineraries", {
      airport_loc_id: "KSTS",
      title: " ",
      description: "",
    });
    expect(blank.status).toBe(400);
    expect(blank.json.fieldErrors).toEqual({ title: ["Title is required"], description: ["Description is required"] });

    const days = await call(author.jar, "POST", "/api/itineraries", {
      airport_loc_id: "KSTS",
      title: "T",
      description: "D",
      duration_days: 31,
    });
    expect(days.status).toBe(400);
    expect(days.json.fieldErrors.duration_days).toEqual(["Duration must be at most 30 days"]);

    const nowhere = await call(author.jar, "POST", "/api/itineraries", {
      airport_loc_id: "ZZZZ9",
      title: "T",
      description: "D",
    });
    expect(nowhere.status).toBe(400);
    expect(nowhere.json.fieldErrors.airport_loc_id[0]).toMatch(/No airport ZZZZ9/);

    const notJson = await call(author.jar, "POST", "/api/itineraries", "not json");
    expect(notJson.status).toBe(400);
  });

  it("anonymous callers cannot create (401); other users cannot use the admin calls (403)", async () => {
    expect((await call(anon, "POST", "/api/itineraries", twoDays)).status).toBe(401);
    expect((await call(anon, "GET", "/api/admin/itineraries")).status).toBe(401);
    expect((await call(other.jar, "GET", "/api/admin/itineraries")).status).toBe(403);
    expect((await call(other.jar, "POST", "/api/admin/itineraries", twoDays)).status).toBe(403);
    expect((await call(anon, "GET", "/api/user/itineraries")).status).toBe(401);
  });

  it("a draft is invisible (404) to anonymous callers and other users, visible to its author and admins; publishing shows it to all", async () => {
    const created = await call(author.jar, "POST", "/api/itineraries", { ...twoDays, title: "Author's draft" });
    const id = created.json.id as number;
    const titles = async (jar: CookieJar) =>
      (await call(jar, "GET", "/api/itineraries/KSTS")).json.map((i: any) => i.title);

    expect(await titles(anon)).not.toContain("Author's draft");
    expect(await titles(other.jar)).not.toContain("Author's draft");
    expect(await titles(author.jar)).toContain("Author's draft");
    expect(await titles(admin.jar)).toContain("Author's draft");

    for (const jar of [anon, other.jar]) {
      const items = await call(jar, "GET", `/api/itineraries/${id}/items`);
      expect(items.status).toBe(404);
      expect(items.json).toEqual({ error: "Itinerary not found" });
    }
    expect((await call(other.jar, "PUT", `/api/itineraries/${id}`, { title: "Hijacked" })).status).toBe(404);
    expect((await call(other.jar, "POST", `/api/itineraries/${id}/items`, { name: "Spam" })).status).toBe(404);
    expect((await call(author.jar, "GET", `/api/itineraries/${id}/items`)).json).toHaveLength(3);

    // The author cannot publish (is_public is ignored for them); an admin can.
    const put = await call(author.jar, "PUT", `/api/itineraries/${id}`, {
      isPublic: true,
      title: "Author's itinerary",
    });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ title: "Author's itinerary", is_public: false, status: "draft" });
    expect((await call(author.jar, "POST", `/api/admin/itineraries/${id}/publish`)).status).toBe(403);

    const published = await call(admin.jar, "POST", `/api/admin/itineraries/${id}/publish`);
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({ is_public: true, status: "published" });
    expect(await titles(anon)).toContain("Author's itinerary");
    expect((await call(anon, "GET", `/api/itineraries/${id}/items`)).json).toHaveLength(3);

    // Visible now, but still not theirs to change: 403.
    const foreign = await call(other.jar, "POST", `/api/itineraries/${id}/items`, { name: "Spam" });
    expect(foreign.status).toBe(403);
    expect((await call(anon, "POST", `/api/itineraries/${id}/items`, { name: "Spam" })).status).toBe(401);

    const unpublished = await call(admin.jar, "POST", `/api/admin/itineraries/${id}/unpublish`);
    expect(unpublished.json.status).toBe("draft");
    expect(await titles(anon)).not.toContain("Author's itinerary");
  });

  /** The author's new KSTS itinerary: a draft with the fields given (title, days, stops). */
  const authorsDraft = async (fields: { title: string; duration_days: number; items?: unknown[] }) =>
    (await call(author.jar, "POST", "/api/itineraries", { airport_loc_id: "KSTS", description: "D", ...fields })).json;

  it("items: the author adds (either spelling), edits, deletes one and all; order is per day", async () => {
    const itin = await authorsDraft({ title: "Items", duration_days: 2 });
    const id = itin.id;
    const a = await call(author.jar, "POST", `/api/itineraries/${id}/items`, {
      item_type: "activity",
      name: "A",
      day_number: 1,
      order_index: 0,
    });
    expect(a.status).toBe(201);
    const b = await call(author.jar, "POST", `/api/itineraries/${id}/items`, {
      type: "photo_spot",
      name: "B",
      day: 1,
      time: "15:00",
      notes: "Golden hour",
    });
    expect(b.json).toMatchObject({
      item_type: "photo_spot",
      day_number: 1,
      order_index: 1,
      time: "15:00",
      notes: "Golden hour",
    });
    const c = await call(author.jar, "POST", `/api/itineraries/${id}/items`, {
      type: "lodging",
      name: "C",
      day: 2,
      orderPosition: 0,
    });
    expect(c.json.orderPosition).toBe(0);

    const bad = await call(author.jar, "POST", `/api/itineraries/${id}/items`, {
      name: "",
      day: 0,
      description: "x".repeat(501),
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors).toEqual({
      name: ["Name is required"],
      day_number: ["Day must be at least 1"],
      description: ["Description must be at most 500 characters"],
    });

    const edited = await call(author.jar, "PUT", `/api/itineraries/${id}/items/${b.json.id}`, {
      day: 2,
      orderPosition: 1,
      notes: "Sunset",
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({
      name: "B",
      item_type: "photo_spot",
      day_number: 2,
      order_index: 1,
      notes: "Sunset",
      time: "15:00",
    });

    const list = await call(author.jar, "GET", `/api/itineraries/${id}/items`);
    expect(list.json.map((i: any) => [i.name, i.day, i.orderPosition])).toEqual([
      ["A", 1, 0],
      ["C", 2, 0],
      ["B", 2, 1],
    ]);

    expect((await call(other.jar, "DELETE", `/api/itineraries/${id}/items/${a.json.id}`)).status).toBe(404);
    expect((await call(author.jar, "DELETE", `/api/itineraries/${id}/items/${a.json.id}`)).json).toEqual({
      success: true,
    });
    expect((await call(author.jar, "DELETE", `/api/itineraries/${id}/items/${a.json.id}`)).status).toBe(404);
    expect((await call(author.jar, "DELETE", `/api/itineraries/${id}/items`)).json).toEqual({ deleted: 2 });
    expect((await call(author.jar, "GET", `/api/itineraries/${id}/items`)).json).toEqual([]);

    // An admin may add to anyone's itinerary, through either door.
    expect(
      (await call(admin.jar, "POST", `/api/admin/itineraries/${id}/items`, { name: "Admin stop", type: "waypoint" }))
        .status,
    ).toBe(201);
    expect((await call(admin.jar, "PUT", `/api/itineraries/${id}/items/${c.json.id}`, { name: "x" })).status).toBe(404);
  });

  it("an item's day is one of the itinerary's days; created with its stops, the itinerary's days cover them (flow audit)", async () => {
    const itin = await authorsDraft({
      title: "Two days",
      duration_days: 2,
      items: [{ type: "dining", name: "Lunch", day: 1 }],
    });
    const refusal = {
      status: 400,
      json: { fieldErrors: { day_number: ["Day must be between 1 and 2, the itinerary's days"] } },
    };
    expect(
      await call(author.jar, "POST", `/api/itineraries/${itin.id}/items`, { name: "Later", day: 5 }),
    ).toMatchObject(refusal);
    const item = itin.items[0].id;
    expect(await call(author.jar, "PUT", `/api/itineraries/${itin.id}/items/${item}`, { day: 5 })).toMatchObject(
      refusal,
    );
    expect((await call(author.jar, "PUT", `/api/itineraries/${itin.id}/items/${item}`, { day: 2 })).status).toBe(200);
    expect(rows("SELECT day_number FROM itinerary_items WHERE id = ?", item)).toEqual([{ day_number: 2 }]);
    const covering = await authorsDraft({
      title: "Stops past its days",
      duration_days: 1,
      items: [{ type: "dining", name: "Lunch", day: 3 }],
    });
    expect(covering.duration_days).toBe(3);
  });

  it("GET /api/user/itineraries lists only the caller's own; GET /api/admin/itineraries lists every one", async () => {
    const mine = await call(author.jar, "GET", "/api/user/itineraries");
    expect(mine.status).toBe(200);
    expect(mine.json.length).toBeGreaterThan(0);
    expect(mine.json.every((i: any) => i.userId === author.user.id)).toBe(true);
    expect((await call(other.jar, "GET", "/api/user/itineraries")).json).toEqual([]);
    const all = await call(admin.jar, "GET", "/api/admin/itineraries");
    expect(all.json.map((i: any) => i.userId)).toEqual(expect.arrayContaining([admin.user.id, author.user.id]));
  });

  it("DELETE /api/admin/itineraries/{id} removes it and its items; others get 401/403", async () => {
    const { json } = await call(admin.jar, "POST", "/api/admin/itineraries", { ...twoDays, title: "To delete" });
    expect((await call(anon, "DELETE", `/api/admin/itineraries/${json.id}`)).status).toBe(401);
    expect((await call(author.jar, "DELETE", `/api/admin/itineraries/${json.id}`)).status).toBe(403);
    expect((await call(admin.jar, "DELETE", `/api/admin/itineraries/${json.id}`)).json).toEqual({ success: true });
    expect((await call(admin.jar, "DELETE", `/api/admin/itineraries/${json.id}`)).status).toBe(404);
    expect(rows("SELECT id FROM itinerary_items WHERE itinerary_id = ?", json.id)).toEqual([]);
  });

  it("cross-site writes are refused, and a body cannot name another author", async () => {
    const evil = { origin: "https://evil.example", "content-type": "application/json" };
    const body = JSON.stringify({ ...twoDays, title: "Forged" });
    expect(
      (await admin.jar.fetch(`${server.url}/api/admin/itineraries`, { method: "POST", headers: evil, body })).status,
    ).toBe(403);
    const page = await admin.jar.fetch(`${server.url}/admin/itineraries`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "id=1&intent=publish",
    });
    // Refused before the action runs (React Router's own origin check answers 400, ours 403).
    expect([400, 403]).toContain(page.status);
    expect(rows("SELECT is_public FROM itineraries WHERE id = 1")).toEqual([{ is_public: 0 }]);
    expect(rows("SELECT id FROM itineraries WHERE title = 'Forged'")).toEqual([]);

    const mine = await call(other.jar, "POST", "/api/itineraries", {
      ...twoDays,
      title: "Mine",
      userId: author.user.id,
      user_id: author.user.id,
    });
    expect(mine.json.userId).toBe(other.user.id);
  });

  it("an unknown airport is 404 on GET; a bad id is 400", async () => {
    expect((await call(anon, "GET", "/api/itineraries/ZZZZ9")).status).toBe(404);
    expect((await call(author.jar, "PUT", "/api/itineraries/abc", { title: "x" })).status).toBe(400);
    expect((await call(author.jar, "PUT", "/api/itineraries/999999", { title: "x" })).status).toBe(404);
  });

  it("quotas: 20 drafts per pilot and 60 stops per itinerary, refused with 409 and words; a published one frees a draft", async () => {
    const pilot = await registerUser(server.url, { email: uniqueEmail("itin-quota") });
    const draft = (n: number, items: unknown[] = []) =>
      call(pilot.jar, "POST", "/api/itineraries", {
        airport_loc_id: "KSTS",
        title: `Draft ${n}`,
        description: "D",
        items,
      });
    const ids: number[] = [];
    for (let i = 1; i <= 20; i++) {
      const res = await draft(i);
      expect(res.status).toBe(201);
      ids.push(res.json.id);
    }
    const over = await draft(21);
    expect(over.status).toBe(409);
    expect(over.json.error).toBe(
      "You already have 20 itineraries waiting for review, the most one account may have. Please wait until an admin publishes one.",
    );
    expect((await call(admin.jar, "POST", `/api/admin/itineraries/${ids[0]}/publish`)).status).toBe(200);

    const stop = (i: number) => ({ name: `Stop ${i}`, day: 1 });
    const tooLong = await draft(
      22,
      Array.from({ length: 61 }, (_, i) => stop(i)),
    );
    expect(tooLong.status).toBe(409);
    expect(tooLong.json.error).toBe("An itinerary may have at most 60 stops.");
    const full = await draft(
      22,
      Array.from({ length: 60 }, (_, i) => stop(i)),
    );
    expect(full.status).toBe(201);
    const more = await call(pilot.jar, "POST", `/api/itineraries/${full.json.id}/items`, stop(61));
    expect(more.status).toBe(409);
    expect(more.json.error).toBe("An itinerary may have at most 60 stops.");
    expect(rows("SELECT count(*) AS n FROM itinerary_items WHERE itinerary_id = ?", full.json.id)[0].n).toBe(60);
    expect(rows("SELECT count(*) AS n FROM itineraries WHERE user_id = ?", pilot.user.id)[0].n).toBe(21);
  });

  it("the admin itineraries page lists 25 at a time, with plain links between pages", async () => {
    // More than a page: the admin (no quota) writes the rest.
    for (let n = rows("SELECT count(*) AS n FROM itineraries")[0].n; n < 30; n++) {
      const res = await call(admin.jar, "POST", "/api/admin/itineraries", { ...twoDays, title: `Page filler ${n}` });
      expect(res.status).toBe(201);
    }
    const total = rows("SELECT count(*) AS n FROM itineraries")[0].n;
    expect(total).toBeGreaterThanOrEqual(30);
    const pages = Math.ceil(total / 25);
    const first = await (await admin.jar.fetch(`${server.url}/admin/itineraries`)).text();
    expect(first.match(/<article /g)).toHaveLength(25);
    expect(first).toContain(`Page 1 of ${pages} (${total} itineraries)`);
    expect(first).toContain('href="/admin/itineraries?page=2"');
    const oldest = rows("SELECT id FROM itineraries ORDER BY created_at, id LIMIT 1")[0].id;
    expect(first).not.toContain(`id="itinerary-${oldest}"`);
    const last = await (await admin.jar.fetch(`${server.url}/admin/itineraries?page=${pages}`)).text();
    expect(last).toContain(`id="itinerary-${oldest}"`);
    expect(last.match(/<article /g)).toHaveLength(total - 25 * (pages - 1));
    // The first page's address names no page.
    expect(last).toContain(pages === 2 ? 'href="/admin/itineraries"' : `href="/admin/itineraries?page=${pages - 1}"`);
  });

  it("an author's change to a published itinerary sends it back to draft and tells the admins", async () => {
    const { json: itin } = await call(author.jar, "POST", "/api/itineraries", {
      airport_loc_id: "KSTS",
      title: "Published lunch",
      description: "Burger run.",
    });
    const id = itin.id;
    expect((await call(admin.jar, "POST", `/api/admin/itineraries/${id}/publish`)).status).toBe(200);
    // An admin's own edit keeps it published.
    const adminEdit = await call(admin.jar, "PUT", `/api/itineraries/${id}`, { description: "Burger run, fixed." });
    expect(adminEdit.status).toBe(200);
    expect(adminEdit.json.is_public).toBe(true);
    expect((await call(anon, "GET", `/api/itineraries/${id}/items`)).status).toBe(200);

    const edit = await call(author.jar, "PUT", `/api/itineraries/${id}`, { title: "Something else entirely" });
    expect(edit.status).toBe(200);
    expect(edit.json.is_public).toBe(false);
    expect((await call(anon, "GET", `/api/itineraries/${id}/items`)).status).toBe(404);
    expect(rows("SELECT to_address, subject FROM mail_queue WHERE kind = 'admin-notice-itinerary'")).toContainEqual({
      to_address: ADMIN_EMAIL,
      subject: `Itinerary #${id} changed by its author: back in draft`,
    });

    // A stop added by the author does the same.
    expect((await call(admin.jar, "POST", `/api/admin/itineraries/${id}/publish`)).status).toBe(200);
    expect((await call(author.jar, "POST", `/api/itineraries/${id}/items`, { name: "New stop" })).status).toBe(201);
    expect(rows("SELECT is_public FROM itineraries WHERE id = ?", id)).toEqual([{ is_public: 0 }]);
  });

  it("create is all or nothing: a stop the database refuses leaves no itinerary behind", async () => {
    // A trigger stands in for any failure while the stops are written (disk full, a constraint).
    const db = new Database(server.databasePath);
    try {
      db.pragma("busy_timeout = 5000");
      db.exec(`CREATE TRIGGER refuse_stop BEFORE INSERT ON itinerary_items WHEN NEW.name = 'Refused stop'
               BEGIN SELECT RAISE(ABORT, 'refused'); END`);
    } finally {
      db.close();
    }
    const before = rows("SELECT count(*) AS n FROM itineraries")[0].n;
    const res = await call(admin.jar, "POST", "/api/admin/itineraries", {
      ...twoDays,
      title: "Half written",
      items: [
        { name: "Good stop", day: 1 },
        { name: "Refused stop", day: 1 },
      ],
    });
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.json)).not.toMatch(/refused|at .*\.js/);
    expect(rows("SELECT count(*) AS n FROM itineraries")[0].n).toBe(before);
    expect(rows("SELECT id FROM itineraries WHERE title = 'Half written'")).toEqual([]);
    expect(rows("SELECT id FROM itinerary_items WHERE name = 'Good stop'")).toEqual([]);
  });
});
