/* eslint-disable @typescript-eslint/no-explicit-any -- the contract's JSON answers are read loosely here; the assertions check their shape field by field. */
/**
 * The itinerary pages as a browser without JavaScript uses them: form posts
 * (application/x-www-form-urlencoded), Post/Redirect/Get with flash toasts.
 * The create screen's Add Stop / Add Day / delete / Fill buttons are read from
 * the served HTML and posted as a browser would post them.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser, uniqueEmail, type RegisteredUser } from "../support/accounts";
import { grantAdmin } from "../support/admin-rights";
import { CookieJar, startServer, type TestServer } from "../support/server";

const ADMIN_EMAIL = "itinerary-pages-admin@example.test";

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The name and value of the submit button whose text starts with `label`. */
function button(html: string, label: string): [string, string] {
  const re = /<button\b([^>]*)>([\s\S]*?)<\/button>/g;
  for (const m of html.matchAll(re)) {
    const text = m[2]!.replace(/<[^>]+>/g, "").trim();
    if (!text.startsWith(label)) continue;
    const name = /\bname="([^"]*)"/.exec(m[1]!)?.[1];
    const value = /\bvalue="([^"]*)"/.exec(m[1]!)?.[1];
    if (name && value !== undefined) return [decode(name), decode(value)];
  }
  throw new Error(`No button "${label}" with a name and value`);
}

/** Every named input/select/textarea value of the page's form, as a browser would post it. */
function formFields(html: string): [string, string][] {
  const out: [string, string][] = [];
  for (const m of html.matchAll(/<input\b([^>]*)>/g)) {
    const name = /\bname="([^"]*)"/.exec(m[1]!)?.[1];
    if (!name || /type="(submit|checkbox|radio)"/.test(m[1]!)) continue;
    out.push([decode(name), decode(/\bvalue="([^"]*)"/.exec(m[1]!)?.[1] ?? "")]);
  }
  for (const m of html.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
    const name = /\bname="([^"]*)"/.exec(m[1]!)?.[1];
    if (name) out.push([decode(name), decode(m[2]!)]);
  }
  for (const m of html.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    const name = /\bname="([^"]*)"/.exec(m[1]!)?.[1];
    if (!name) continue;
    const selected =
      /<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(m[2]!)?.[1] ??
      /<option[^>]*value="([^"]*)"/.exec(m[2]!)?.[1] ??
      "";
    out.push([decode(name), decode(selected)]);
  }
  return out;
}

const set = (fields: [string, string][], name: string, value: string) => {
  const i = fields.findIndex(([n]) => n === name);
  if (i >= 0) fields[i] = [name, value];
  else fields.push([name, value]);
  return fields;
};

const inputValue = (html: string, name: string) => {
  const escaped = name.replace(/[[\].]/g, (c) => `\\${c}`);
  const tag = new RegExp(`<input\\b[^>]*name="${escaped}"[^>]*>`).exec(html)?.[0];
  return tag ? decode(/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? "") : undefined;
};

describe("itinerary pages without JavaScript", () => {
  let server: TestServer;
  let admin: RegisteredUser;
  let author: RegisteredUser;
  let other: RegisteredUser;
  let museumId: number;

  const get = async (jar: CookieJar, path: string) => {
    const res = await jar.fetch(`${server.url}${path}`);
    return { status: res.status, html: await res.text(), location: res.headers.get("location") };
  };
  const post = async (jar: CookieJar, path: string, fields: [string, string][]) => {
    const res = await jar.postForm(`${server.url}${path}`, fields);
    return { status: res.status, html: await res.text(), location: res.headers.get("location") };
  };
  const db = () => {
    const d = new Database(server.databasePath);
    d.pragma("busy_timeout = 5000");
    return d;
  };

  beforeAll(async () => {
    server = await startServer({ env: { SIGNUP_LIMIT_PER_IP: "1000" } });
    admin = await registerUser(server.url, { email: ADMIN_EMAIL });
    await grantAdmin(server.databasePath, ADMIN_EMAIL);
    author = await registerUser(server.url, { email: uniqueEmail("page-author") });
    other = await registerUser(server.url, { email: uniqueEmail("page-other") });
    const d = db();
    try {
      museumId = Number(
        d
          .prepare(
            "INSERT INTO activities (airport_loc_id, name, category, distance_nm, phone, website, address, summary) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
          )
          .run(
            "STS",
            "Charles M. Schulz Museum",
            "adults",
            3.2,
            "707-579-4452",
            "https://schulzmuseum.org",
            "2301 Hardies Ln, Santa Rosa",
            "Peanuts history.",
          ).lastInsertRowid,
      );
    } finally {
      d.close();
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("the create screen is for admins: signed out goes to sign-in, another user gets 403 'Admin access required'", async () => {
    const anon = await get(new CookieJar(), "/create-itinerary");
    expect(anon.status).toBe(302);
    expect(anon.location).toMatch(/^\/auth\?redirectTo=%2Fcreate-itinerary/);
    for (const path of ["/create-itinerary", "/itineraries/create/KSTS", "/admin/itineraries"]) {
      const page = await get(other.jar, path);
      expect(page.status, path).toBe(403);
      expect(page.html).toContain("Admin access required");
    }
    const denied = await post(other.jar, "/create-itinerary", [["title", "x"]]);
    expect(denied.status).toBe(403);
  });

  it("Add Stop, Add Day and delete re-render the form with every typed value kept; Add Day sets the duration", async () => {
    const page = await get(admin.jar, "/itineraries/create/KSTS");
    expect(page.status).toBe(200);
    expect(page.html).toContain("← Back to Admin");
    expect(inputValue(page.html, "airport_loc_id")).toBe("KSTS");
    expect(inputValue(page.html, "stops[0].time")).toBe("09:00");
    expect(inputValue(page.html, "stops[0].estimated_duration")).toBe("60");
    expect(page.html).not.toContain(">Delete stop");

    let fields = formFields(page.html);
    set(fields, "title", "Wine country weekend");
    set(fields, "description", "Museum, lunch, gardens.");
    set(fields, "stops[0].name", "Courtesy car");
    const addStop = await post(admin.jar, "/itineraries/create/KSTS", [...fields, button(page.html, "Add Stop")]);
    expect(addStop.status).toBe(200);
    expect(inputValue(addStop.html, "title")).toBe("Wine country weekend");
    expect(inputValue(addStop.html, "stops[0].name")).toBe("Courtesy car");
    expect(inputValue(addStop.html, "stops[1].day_number")).toBe("1");
    expect(inputValue(addStop.html, "duration_days")).toBe("1");
    expect(addStop.html).toContain(">Delete stop");

    fields = formFields(addStop.html);
    set(fields, "stops[1].name", "Lunch");
    const addDay = await post(admin.jar, "/itineraries/create/KSTS", [...fields, button(addStop.html, "Add Day")]);
    expect(addDay.status).toBe(200);
    expect(inputValue(addDay.html, "stops[1].name")).toBe("Lunch");
    expect(inputValue(addDay.html, "stops[2].day_number")).toBe("2");
    expect(inputValue(addDay.html, "stops[2].time")).toBe("09:00");
    expect(inputValue(addDay.html, "duration_days")).toBe("2");
    expect(addDay.html).toMatch(/<h3[^>]*>Day <!-- -->2<\/h3>|<h3[^>]*>Day 2<\/h3>/);

    // Delete stop 2 (Lunch): the others keep their values.
    fields = formFields(addDay.html);
    const [name, value] = button(addDay.html, "Delete stop 2");
    const removed = await post(admin.jar, "/itineraries/create/KSTS", [...fields, [name, value]]);
    expect(removed.status).toBe(200);
    expect(inputValue(removed.html, "stops[0].name")).toBe("Courtesy car");
    expect(inputValue(removed.html, "stops[1].day_number")).toBe("2");
    expect(inputValue(removed.html, "stops[2].name")).toBeUndefined();
  });

  it("Fill copies a place's name, address, phone and website into the stop", async () => {
    const page = await get(admin.jar, "/itineraries/create/KSTS");
    expect(page.html).toContain(`value="activity-${museumId}"`);
    const fields = set(formFields(page.html), "stops[0].place_key", `activity-${museumId}`);
    set(fields, "title", "Kept title");
    const filled = await post(admin.jar, "/itineraries/create/KSTS", [...fields, button(page.html, "Fill")]);
    expect(filled.status).toBe(200);
    expect(inputValue(filled.html, "stops[0].name")).toBe("Charles M. Schulz Museum");
    expect(inputValue(filled.html, "stops[0].address")).toBe("2301 Hardies Ln, Santa Rosa");
    expect(inputValue(filled.html, "stops[0].phone")).toBe("707-579-4452");
    expect(inputValue(filled.html, "stops[0].website")).toBe("https://schulzmuseum.org");
    expect(inputValue(filled.html, "title")).toBe("Kept title");
    expect(filled.html).not.toContain("Title is required");
  });

  it("blank title, description or airport: 'Validation Error' / 'Please fill in all required fields.' with the values kept", async () => {
    const page = await get(admin.jar, "/create-itinerary");
    const fields = set(formFields(page.html), "stops[0].name", "Typed stop");
    const res = await post(admin.jar, "/create-itinerary", fields);
    expect(res.status).toBe(400);
    expect(res.html).toContain("Validation Error");
    expect(res.html).toContain("Please fill in all required fields.");
    expect(res.html).toContain("Title is required");
    expect(res.html).toContain("Description is required");
    expect(res.html).toContain("Airport code is required");
    expect(inputValue(res.html, "stops[0].name")).toBe("Typed stop");
  });

  it("Create Itinerary writes a draft with its named stops (blank ones skipped), then the dashboard says 'Itinerary Created'", async () => {
    const page = await get(admin.jar, "/create-itinerary");
    const fields = formFields(page.html);
    set(fields, "airport_loc_id", "ksts");
    set(fields, "title", "Two days in Santa Rosa");
    set(fields, "description", "Museum and lunch, then gardens.");
    set(fields, "trip_style", "solo");
    set(fields, "stops[0].name", "Museum");
    fields.push(
      ["stops[1].name", ""],
      ["stops[1].day_number", "1"],
      ["stops[2].name", "Gardens"],
      ["stops[2].day_number", "2"],
      ["stops[2].time", "10:30"],
    );
    const res = await post(admin.jar, "/create-itinerary", fields);
    expect(res.status).toBe(302);
    expect(res.location).toBe("/admin/itineraries");
    const dashboard = await get(admin.jar, "/admin/itineraries");
    expect(dashboard.html).toContain("Itinerary Created");
    expect(dashboard.html).toContain("New itinerary has been created successfully.");
    expect(dashboard.html).toContain("Two days in Santa Rosa");
    const d = db();
    try {
      const it = d.prepare("SELECT * FROM itineraries WHERE title = ?").get("Two days in Santa Rosa") as any;
      expect(it).toMatchObject({ airport_loc_id: "STS", is_public: 0, trip_style: "solo", user_id: admin.user.id });
      const items = d
        .prepare(
          "SELECT name, day_number, order_position, time, estimated_duration FROM itinerary_items WHERE itinerary_id = ? ORDER BY id",
        )
        .all(it.id);
      expect(items).toEqual([
        { name: "Museum", day_number: 1, order_position: 0, time: "09:00", estimated_duration: 60 },
        { name: "Gardens", day_number: 2, order_position: 0, time: "10:30", estimated_duration: null },
      ]);
    } finally {
      d.close();
    }
  });

  it("the dashboard publishes and unpublishes; the airport page shows published ones to everyone, drafts only to admins", async () => {
    const { json } = await jsonCreate(admin, {
      airport_loc_id: "KSTS",
      title: "Publish me",
      description: "D",
      items: [{ name: "Stop A", phone: "707-555-0100" }],
    });
    const anon = new CookieJar();
    expect((await get(anon, "/airport/KSTS")).html).not.toContain("Publish me");
    expect((await get(admin.jar, "/airport/KSTS")).html).toContain("Publish me");

    const dashboard = await get(admin.jar, "/admin/itineraries");
    expect(dashboard.html).toContain('href="/airports/STS"');
    expect(dashboard.html).toContain("max-h-[400px]");
    const res = await post(admin.jar, "/admin/itineraries", [
      ["id", String(json.id)],
      ["intent", "publish"],
    ]);
    expect(res.status).toBe(302);
    const after = await get(admin.jar, res.location!);
    expect(after.html).toContain("Itinerary Published");

    const visitor = await get(anon, "/airport/KSTS");
    expect(visitor.html).toContain("Suggested Itineraries");
    expect(visitor.html).toContain("Publish me");
    expect(visitor.html).toContain("Stop A");
    expect(visitor.html).toContain('href="tel:7075550100"');
    expect(visitor.html).not.toContain("Two days in Santa Rosa");
    expect(visitor.html).not.toContain("/items/new");

    await post(admin.jar, "/admin/itineraries", [
      ["id", String(json.id)],
      ["intent", "unpublish"],
    ]);
    expect((await get(anon, "/airport/KSTS")).html).not.toContain("Publish me");
  });

  it("an airport without itineraries: no section for visitors, a create prompt for admins", async () => {
    expect((await get(new CookieJar(), "/airport/KSFO")).html).not.toContain("Suggested Itineraries");
    const page = await get(admin.jar, "/airport/KSFO");
    expect(page.html).toContain("Suggested Itineraries");
    expect(page.html).toContain('href="/itineraries/create/KSFO"');
  });

  it("'View on Site' (/airports/{id}) leads to the airport page", async () => {
    const res = await get(new CookieJar(), "/airports/STS");
    expect(res.status).toBe(301);
    expect(res.location).toBe("/airport/STS");
  });

  it("delete asks on its own page, then removes the itinerary", async () => {
    const { json } = await jsonCreate(admin, { airport_loc_id: "KSTS", title: "Delete me", description: "D" });
    const confirm = await get(admin.jar, `/admin/itineraries/${json.id}/delete`);
    expect(confirm.status).toBe(200);
    expect(confirm.html).toContain("This action cannot be undone.");
    expect((await get(other.jar, `/admin/itineraries/${json.id}/delete`)).status).toBe(403);
    const res = await post(admin.jar, `/admin/itineraries/${json.id}/delete`, []);
    expect(res.status).toBe(302);
    expect((await get(admin.jar, "/admin/itineraries")).html).toContain("Itinerary Deleted");
    expect((await get(admin.jar, `/admin/itineraries/${json.id}/delete`)).status).toBe(404);
  });

  it("the edit screen replaces fields and stops", async () => {
    const { json } = await jsonCreate(admin, {
      airport_loc_id: "KSTS",
      title: "Edit me",
      description: "D",
      items: [{ name: "Old stop" }],
    });
    const page = await get(admin.jar, `/itineraries/${json.id}/edit`);
    expect(inputValue(page.html, "stops[0].name")).toBe("Old stop");
    const fields = set(formFields(page.html), "title", "Edited");
    set(fields, "stops[0].name", "New stop");
    const res = await post(admin.jar, `/itineraries/${json.id}/edit`, fields);
    expect(res.status).toBe(302);
    const d = db();
    try {
      expect(d.prepare("SELECT title FROM itineraries WHERE id = ?").get(json.id)).toEqual({ title: "Edited" });
      expect(d.prepare("SELECT name FROM itinerary_items WHERE itinerary_id = ?").all(json.id)).toEqual([
        { name: "New stop" },
      ]);
    } finally {
      d.close();
    }
  });

  it("the item page: the author edits an item; another user gets 404 on a draft and 403 once published", async () => {
    const { json } = await jsonCreate(author, {
      airport_loc_id: "KSTS",
      title: "Author trip",
      description: "D",
      duration_days: 2,
      items: [{ name: "Breakfast", day: 1 }],
    });
    const itemId = json.items[0].id;
    const path = `/itineraries/${json.id}/items/${itemId}/edit`;
    const page = await get(author.jar, path);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Edit Item");
    expect(page.html).toContain('value="2"');

    expect((await get(other.jar, path)).status).toBe(404);
    const bad = await post(author.jar, path, [
      ["name", ""],
      ["item_type", "dining"],
      ["day_number", "1"],
      ["intent", "save"],
    ]);
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("Name is required");

    const saved = await post(author.jar, path, [
      ["name", "Late breakfast"],
      ["item_type", "dining"],
      ["day_number", "2"],
      ["time", "10:00"],
      ["intent", "save"],
    ]);
    expect(saved.status).toBe(302);
    expect(saved.location).toBe(`/airport/KSTS#itinerary-${json.id}`);
    const item = (await jsonGet(author, `/api/itineraries/${json.id}/items`))[0];
    expect(item).toMatchObject({ name: "Late breakfast", type: "dining", day: 2, time: "10:00" });

    const add = await post(author.jar, `/itineraries/${json.id}/items/new`, [
      ["name", "Fly home"],
      ["item_type", "waypoint"],
      ["day_number", "2"],
      ["intent", "save"],
    ]);
    expect(add.status).toBe(302);
    expect(
      (await jsonGet(author, `/api/itineraries/${json.id}/items`)).map((i: any) => [i.name, i.orderPosition]),
    ).toEqual([
      ["Late breakfast", 0],
      ["Fly home", 1],
    ]);

    await admin.jar.fetch(`${server.url}/api/admin/itineraries/${json.id}/publish`, { method: "POST" });
    const forbidden = await get(other.jar, path);
    expect(forbidden.status).toBe(403);
    expect(forbidden.html).toContain("Only the itinerary&#x27;s author or an admin can change its items.");
    expect((await get(admin.jar, path)).status).toBe(200);
  });

  it("the item dialog: a post with ?dialog=1 (a fetcher's .data request) answers the toast, not a redirect; still the author's only", async () => {
    const { json } = await jsonCreate(author, {
      airport_loc_id: "KSTS",
      title: "Dialog trip",
      description: "D",
      duration_days: 1,
      items: [{ name: "Breakfast", day: 1 }],
    });
    const dialogPost = (jar: CookieJar, path: string, fields: [string, string][]) =>
      post(jar, `${path}.data?dialog=1`, fields);
    const fields: [string, string][] = [
      ["name", "Coast walk"],
      ["item_type", "activity"],
      ["day_number", "1"],
      ["intent", "save"],
    ];
    expect((await dialogPost(other.jar, `/itineraries/${json.id}/items/new`, fields)).status).toBe(404);
    const invalid = await dialogPost(author.jar, `/itineraries/${json.id}/items/new`, set([...fields], "name", ""));
    expect(invalid.status).toBe(400);
    expect(invalid.html).toContain("Name is required");
    const added = await dialogPost(author.jar, `/itineraries/${json.id}/items/new`, fields);
    expect(added.status).toBe(200);
    expect(added.location).toBeNull();
    expect(added.html).toContain("Item Added");
    const items = await jsonGet(author, `/api/itineraries/${json.id}/items`);
    expect(items.map((i: any) => i.name)).toEqual(["Breakfast", "Coast walk"]);

    const edit = `/itineraries/${json.id}/items/${items[1].id}/edit`;
    const updated = await dialogPost(author.jar, edit, set([...fields], "name", "Coast walk at noon"));
    expect(updated.status).toBe(200);
    expect(updated.html).toContain("Item Updated");
    const deleted = await dialogPost(author.jar, edit, [["intent", "delete"]]);
    expect(deleted.status).toBe(200);
    expect(deleted.html).toContain("Item Deleted");
    expect((await jsonGet(author, `/api/itineraries/${json.id}/items`)).map((i: any) => i.name)).toEqual(["Breakfast"]);
  });

  it("a malformed id names no page: 404 for the item page, the edit screen and the delete confirmation, read or posted", async () => {
    const { json } = await jsonCreate(author, { airport_loc_id: "KSTS", title: "Ids", description: "D" });
    for (const path of [
      "/itineraries/abc/items/new",
      `/itineraries/${json.id}/items/0/edit`,
      "/itineraries/1.5/edit",
      "/admin/itineraries/abc/delete",
    ]) {
      const jar = path.startsWith("/itineraries/abc") || path.includes("/items/") ? author.jar : admin.jar;
      expect((await get(jar, path)).status, `GET ${path}`).toBe(404);
      expect((await post(jar, path, [["name", "x"]])).status, `POST ${path}`).toBe(404);
    }
    expect((await get(author.jar, `/itineraries/${json.id}/items/new`)).status).toBe(200);
  });

  it("a refused create keeps the places of the airport typed, so Fill stays offered", async () => {
    const page = await get(admin.jar, "/create-itinerary");
    expect(page.html).not.toContain(`value="activity-${museumId}"`);
    const res = await post(admin.jar, "/create-itinerary", set(formFields(page.html), "airport_loc_id", "ksts"));
    expect(res.status).toBe(400);
    expect(res.html).toContain("Validation Error");
    expect(res.html).toContain(`value="activity-${museumId}"`);
    expect(res.html).toMatch(/<button[^>]*name="fill"/);
  });

  async function jsonCreate(user: RegisteredUser, body: unknown) {
    const res = await user.jar.fetch(`${server.url}/api/itineraries`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(201);
    return { json: (await res.json()) as any };
  }
  async function jsonGet(user: RegisteredUser, path: string) {
    return (await (await user.jar.fetch(`${server.url}${path}`)).json()) as any;
  }
});
