/* eslint-disable @typescript-eslint/no-explicit-any -- the contract's JSON answers are read loosely here; the assertions check them field by field. */
/**
 * Pilot field reports over real HTTP (docs/decisions/0082-field-report-contract.md):
 * the JSON contract as anonymous, two pilots, a pilot on hold and an admin; the
 * search's filters at their edges (a price exactly at the limit, a 31-day-old
 * price, a hidden report); the daily limits at their default sizes. Each part
 * sends from its own client address (TRUST_PROXY=1), so the per-address limit
 * of one part never meets another's.
 */
import { gzipSync } from "node:zlib";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { earliestUsDate, epochDay, dateOfEpochDay, latestUsDate } from "~/lib/field-report-dates";
import { registerUser, uniqueEmail, type RegisteredUser } from "../support/accounts";
import { grantAdmin } from "../support/admin-rights";
import { CookieJar, startServer, type TestServer } from "../support/server";

const ADMIN_EMAIL = "field-report-admin@example.test";
let server: TestServer;
let admin: RegisteredUser;
let author: RegisteredUser;
let second: RegisteredUser;
const anon = new CookieJar();

const daysAgo = (n: number) => dateOfEpochDay(epochDay(earliestUsDate()) - n);
/** '29 Nov 2026': the one date style of the pages, worked out here without the app's helper. */
const dayAsPeopleRead = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

async function call(jar: CookieJar, method: string, path: string, body?: unknown, ip = "198.51.100.1") {
  const res = await jar.fetch(`${server.url}${path}`, {
    method,
    headers: { "x-forwarded-for": ip, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.headers.get("content-type"), `${method} ${path}`).toMatch(/application\/json/);
  return { status: res.status, json: (await res.json()) as any };
}

function write(sql: string, ...args: unknown[]) {
  const db = new Database(server.databasePath);
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare(sql).run(...args);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: "1", SIGNUP_LIMIT_PER_IP: "100000" } });
  admin = await registerUser(server.url, { email: ADMIN_EMAIL });
  await grantAdmin(server.databasePath, ADMIN_EMAIL);
  author = await registerUser(server.url, { email: uniqueEmail("fr-author") });
  second = await registerUser(server.url, { email: uniqueEmail("fr-second") });
  write("UPDATE users SET first_name = 'Amelia', last_name = 'earhart' WHERE id = ?", author.user.id);
});
afterAll(async () => {
  await server?.stop();
});

describe("the JSON contract", () => {
  let id: number;
  const report = () => ({
    visited_on: daysAgo(12),
    fuel: [{ grade: "100LL", price_usd: 6.45, service: "self" }],
    courtesy_car: "yes",
    landing_fee_usd: 0,
    overnight_fee_usd: 15,
    food_status: "open",
    food_name: "Runway Café <script>",
    fbo_name: "Sky FBO",
    note: "Pump by the tower.",
  });

  it("POST: 401 signed out; 400 {error, fields} per field; an empty report is refused; 201 {id}", async () => {
    expect((await call(anon, "POST", "/api/airports/KSTS/field-reports", report())).status).toBe(401);
    const bad = await call(author.jar, "POST", "/api/airports/KSTS/field-reports", {
      visited_on: latestUsDate(Date.now() + 86_400_000),
      fuel: [{ grade: "100LL", price_usd: 30.01, service: "self" }],
      landing_fee_usd: -1,
      note: "x".repeat(1001),
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({
      visited_on: ["The day you were there cannot be in the future"],
      "fuel.0.price_usd": ["Price per gallon must be at most 30.00 USD"],
      landing_fee_usd: ["Landing fee must be at least 0.00 USD"],
      note: ["Note must be at most 1000 characters"],
    });
    const empty = await call(author.jar, "POST", "/api/airports/KSTS/field-reports", { visited_on: daysAgo(1) });
    expect(empty.status).toBe(400);
    expect(empty.json.error).toMatch(/^Report at least one thing you found/);
    expect((await call(author.jar, "POST", "/api/airports/ZZZZ/field-reports", report())).status).toBe(404);
    const made = await call(author.jar, "POST", "/api/airports/KSTS/field-reports", report());
    expect(made.status).toBe(201);
    expect(made.json).toEqual({ id: expect.any(Number) });
    id = made.json.id;
  });

  it("a grade by its label is refused with the values to send instead, and a value the message names is taken", async () => {
    const pilot = await registerUser(server.url, { email: uniqueEmail("fr-grade") });
    const line = (grade: string) => ({ visited_on: daysAgo(1), fuel: [{ grade, price_usd: 6.9, service: "full" }] });
    const refused = await call(pilot.jar, "POST", "/api/airports/KSTS/field-reports", line("Jet A"), "198.51.100.10");
    expect(refused.status).toBe(400);
    const message: string = refused.json.fields["fuel.0.grade"][0];
    expect(message).toBe("Fuel grade must be 100LL, UL94, UL91, mogas or jet-a");
    // Every grade the message offers is one the server takes.
    const offered = message.replace("Fuel grade must be ", "").split(/, | or /);
    const made = await call(
      pilot.jar,
      "POST",
      "/api/airports/KSTS/field-reports",
      line(offered.at(-1)!),
      "198.51.100.10",
    );
    expect(made.status).toBe(201);
    await call(pilot.jar, "DELETE", `/api/field-reports/${made.json.id}`, undefined, "198.51.100.10");
  });

  it("GET: the current facts with their age, the report with the author's first name and initial, never the e-mail", async () => {
    const { status, json } = await call(anon, "GET", "/api/airports/KSTS/field-reports");
    expect(status).toBe(200);
    expect(json.current.fuel).toEqual([
      expect.objectContaining({
        grade: "100LL",
        price_usd: 6.45,
        service: "self",
        reported_on: daysAgo(12),
        age_days: 12,
        confirmations: 0,
        stale: false,
      }),
    ]);
    expect(json.current.courtesy_car).toMatchObject({ value: "yes", age_days: 12, confirmations: 0 });
    expect(json.current.landing_fee_usd).toMatchObject({ value: 0 });
    expect(json.current.food_on_field).toMatchObject({ status: "open", name: "Runway Café <script>" });
    expect(json.current.fbo).toMatchObject({ name: "Sky FBO" });
    expect(json.total).toBe(1);
    expect(json.page).toBe(1);
    expect(json.reports[0]).toMatchObject({
      id,
      author_name: "Amelia E.",
      visited_on: daysAgo(12),
      confirmations: 0,
      own: false,
    });
    expect(JSON.stringify(json)).not.toContain(author.email);
    // The ICAO id finds the same airport.
    expect((await call(anon, "GET", "/api/airports/STS/field-reports")).json.total).toBe(1);
  });

  it("confirm: not by its author; a second pilot moves the age to today and counts once", async () => {
    const own = await call(author.jar, "POST", `/api/field-reports/${id}/confirm`);
    expect(own.status).toBe(403);
    expect(own.json.error).toBe("You cannot confirm your own report");
    expect((await call(anon, "POST", `/api/field-reports/${id}/confirm`)).status).toBe(401);
    const ok = await call(second.jar, "POST", `/api/field-reports/${id}/confirm`);
    expect(ok.status).toBe(200);
    expect(ok.json.confirmations).toBe(1);
    expect((await call(second.jar, "POST", `/api/field-reports/${id}/confirm`)).json.confirmations).toBe(1);
    const { json } = await call(anon, "GET", "/api/airports/KSTS/field-reports");
    expect(json.current.fuel[0]).toMatchObject({ age_days: 0, confirmations: 1, reported_on: earliestUsDate() });
    expect((await call(anon, "POST", "/api/field-reports/999999/confirm")).status).toBe(401);
    expect((await call(second.jar, "POST", "/api/field-reports/999999/confirm")).status).toBe(404);
  });

  it("a newer different value wins over the confirmed older one", async () => {
    const newer = await call(second.jar, "POST", "/api/airports/KSTS/field-reports", {
      visited_on: daysAgo(2),
      fuel: [{ grade: "100LL", price_usd: 6.99, service: "full" }],
    });
    expect(newer.status).toBe(201);
    const { json } = await call(second.jar, "GET", "/api/airports/KSTS/field-reports");
    expect(json.current.fuel[0]).toMatchObject({
      price_usd: 6.99,
      service: "full",
      age_days: 2,
      report_id: newer.json.id,
    });
    // The courtesy car is still the first report's (the newer one says nothing about it).
    expect(json.current.courtesy_car).toMatchObject({ value: "yes", report_id: id, confirmations: 1 });
    expect(json.reports.map((r: any) => [r.id, r.own])).toEqual([
      [newer.json.id, true],
      [id, false],
    ]);
    expect((await call(second.jar, "DELETE", `/api/field-reports/${newer.json.id}`)).json).toEqual({
      success: true,
      id: newer.json.id,
    });
  });

  it("PUT by its author only; an edit clears its confirmations", async () => {
    const other = await call(second.jar, "PUT", `/api/field-reports/${id}`, report());
    expect(other.status).toBe(403);
    const bad = await call(author.jar, "PUT", `/api/field-reports/${id}`, { ...report(), courtesy_car: "maybe" });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({ courtesy_car: ["Courtesy car must be yes or no"] });
    const edited = await call(author.jar, "PUT", `/api/field-reports/${id}`, {
      ...report(),
      fuel: [{ grade: "UL94", price_usd: 5.8, service: "self" }],
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({
      id,
      confirmations: 0,
      fuel: [{ grade: "UL94", price_usd: 5.8, service: "self" }],
    });
    const { json } = await call(anon, "GET", "/api/airports/KSTS/field-reports");
    expect(json.current.fuel).toEqual([expect.objectContaining({ grade: "UL94", confirmations: 0, age_days: 12 })]);
  });

  it("flag: once per pilot; the admin sees who and why; hide and restore move the facts at once", async () => {
    expect((await call(second.jar, "POST", `/api/field-reports/${id}/flag`, { reason: "" })).json.fields).toEqual({
      reason: ["Say what is wrong with this report"],
    });
    expect(
      (await call(second.jar, "POST", `/api/field-reports/${id}/flag`, { reason: "Price is made up" })).status,
    ).toBe(200);
    const again = await call(second.jar, "POST", `/api/field-reports/${id}/flag`, { reason: "Again" });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe("You have already flagged this report");
    expect((await call(author.jar, "POST", `/api/field-reports/${id}/flag`, { reason: "mine" })).status).toBe(403);

    expect((await call(second.jar, "GET", "/api/admin/field-reports")).status).toBe(403);
    const flagged = await call(admin.jar, "GET", "/api/admin/field-reports");
    const item = flagged.json.items.find((r: any) => r.id === id);
    expect(item).toMatchObject({
      hidden: false,
      flag_count: 1,
      flags: [{ reason: "Price is made up", user_id: second.user.id, flagged_by: "A pilot" }],
    });
    expect(JSON.stringify(flagged.json)).not.toContain(author.email);

    expect((await call(second.jar, "PATCH", `/api/admin/field-reports/${id}`, { hidden: true })).status).toBe(403);
    expect((await call(admin.jar, "PATCH", `/api/admin/field-reports/${id}`, { hidden: "yes" })).json.fields).toEqual({
      hidden: ["hidden must be true or false"],
    });
    expect((await call(admin.jar, "PATCH", `/api/admin/field-reports/${id}`, { hidden: true })).json).toMatchObject({
      id,
      hidden: true,
    });
    const hidden = await call(anon, "GET", "/api/airports/KSTS/field-reports");
    expect(hidden.json).toMatchObject({ total: 0, reports: [], current: { fuel: [], courtesy_car: null, fbo: null } });
    expect((await call(second.jar, "POST", `/api/field-reports/${id}/confirm`)).status).toBe(404);
    await call(admin.jar, "PATCH", `/api/admin/field-reports/${id}`, { hidden: false });
    expect((await call(anon, "GET", "/api/airports/KSTS/field-reports")).json.total).toBe(1);
  });

  it("DELETE by its author or an admin, not by another pilot", async () => {
    expect((await call(second.jar, "DELETE", `/api/field-reports/${id}`)).status).toBe(403);
    const made = await call(author.jar, "POST", "/api/airports/KSTS/field-reports", {
      visited_on: daysAgo(0),
      note: "Quiet day",
    });
    expect((await call(admin.jar, "DELETE", `/api/field-reports/${made.json.id}`)).status).toBe(200);
    expect((await call(author.jar, "DELETE", `/api/field-reports/${id}`)).status).toBe(200);
    expect((await call(author.jar, "DELETE", `/api/field-reports/${id}`)).status).toBe(404);
  });

  it("a write from another site is refused (CSRF) and changes nothing", async () => {
    const target = (
      await call(author.jar, "POST", "/api/airports/KSTS/field-reports", { visited_on: daysAgo(1), note: "csrf" })
    ).json.id as number;
    const evil = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
    for (const path of [
      "/api/airports/KSTS/field-reports",
      `/api/field-reports/${target}/confirm`,
      `/api/field-reports/${target}/flag`,
    ]) {
      const res = await second.jar.fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...evil },
        body: JSON.stringify({ visited_on: daysAgo(1), note: "x", reason: "spam spam" }),
      });
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({ error: "Cross-site request refused" });
    }
    // A page form: React Router's own Origin check answers 400 first; without an Origin, ours answers 403.
    for (const [headers, status] of [
      [evil, 400],
      [{ "sec-fetch-site": "cross-site" }, 403],
    ] as const) {
      const form = await second.jar.postForm(
        `${server.url}/airport/KSTS`,
        { intent: "confirm-field-report", reportId: String(target) },
        { headers },
      );
      expect(form.status).toBe(status);
    }
    const { json } = await call(anon, "GET", "/api/airports/KSTS/field-reports");
    expect(json.total).toBe(1);
    expect(json.reports[0]).toMatchObject({ id: target, confirmations: 0 });
    await call(author.jar, "DELETE", `/api/field-reports/${target}`);
  });

  it("an account on hold cannot report, confirm or flag", async () => {
    const held = await registerUser(server.url, { email: uniqueEmail("fr-held") });
    const target = await call(author.jar, "POST", "/api/airports/KOAK/field-reports", {
      visited_on: daysAgo(1),
      courtesy_car: "no",
    });
    write("INSERT INTO email_verification_holds (user_id) VALUES (?)", held.user.id);
    for (const [method, path, body] of [
      ["POST", "/api/airports/KOAK/field-reports", { visited_on: daysAgo(1), note: "hi" }],
      ["POST", `/api/field-reports/${target.json.id}/confirm`, undefined],
      ["POST", `/api/field-reports/${target.json.id}/flag`, { reason: "spam spam" }],
    ] as const) {
      const res = await call(held.jar, method, path, body);
      expect(res.status, path).toBe(403);
      expect(res.json.error, path).toMatch(/verify your e-mail/i);
    }
    await call(author.jar, "DELETE", `/api/field-reports/${target.json.id}`);
  });
});

describe("search by what pilots reported", () => {
  const search = (body: Record<string, unknown>) =>
    fetch(`${server.url}/api/airports/search`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ departureAirport: "KSFO", aircraftSpeed: 120, maxDuration: 1.5, pageSize: 200, ...body }),
    }).then(async (r) => ({ status: r.status, json: (await r.json()) as any }));
  const ids = (json: any) => json.results.map((r: any) => r.loc_id);
  const ip = "198.51.100.2";
  const made: number[] = [];
  const put = async (jar: CookieJar, locId: string, body: Record<string, unknown>) => {
    const res = await call(jar, "POST", `/api/airports/${locId}/field-reports`, body, ip);
    expect(res.status).toBe(201);
    made.push(res.json.id);
    return res.json.id as number;
  };
  let hiddenId: number;

  beforeAll(async () => {
    const fuel = (grade: string, price_usd: number) => [{ grade, price_usd, service: "self" }];
    await put(author.jar, "STS", { visited_on: daysAgo(30), fuel: fuel("100LL", 6.5), courtesy_car: "yes" });
    await put(author.jar, "OAK", { visited_on: daysAgo(31), fuel: fuel("100LL", 5.0) });
    await put(author.jar, "HWD", {
      visited_on: daysAgo(3),
      fuel: [...fuel("100LL", 6.51), { grade: "UL94", price_usd: 5.9, service: "full" }],
    });
    hiddenId = await put(second.jar, "PAO", { visited_on: daysAgo(1), fuel: fuel("100LL", 4.0), courtesy_car: "yes" });
    await put(second.jar, "LVK", { visited_on: daysAgo(1), courtesy_car: "no" });
    await call(admin.jar, "PATCH", `/api/admin/field-reports/${hiddenId}`, { hidden: true }, ip);
  });
  afterAll(async () => {
    for (const id of made) await call(admin.jar, "DELETE", `/api/field-reports/${id}`, undefined, ip);
  });

  it("maxFuelPrice keeps a price exactly at the limit and drops a 31-day-old price and a hidden report", async () => {
    const { status, json } = await search({ maxFuelPrice: 6.5 });
    expect(status).toBe(200);
    expect(ids(json)).toEqual(["STS"]);
    expect(json.results[0].fuel_price).toEqual({ grade: "100LL", price_usd: 6.5, service: "self", age_days: 30 });
    expect(json.results[0].courtesy_car).toBe("yes");
    expect(ids((await search({ maxFuelPrice: 6.51 })).json).sort()).toEqual(["HWD", "STS"]);
    expect(ids((await search({ maxFuelPrice: 6.49 })).json)).toEqual([]);
  });

  it("fuelGrade picks the grade the limit, the sort and fuel_price read", async () => {
    const { json } = await search({ fuelGrade: "UL94", maxFuelPrice: 6 });
    expect(ids(json)).toEqual(["HWD"]);
    expect(json.results[0].fuel_price).toEqual({ grade: "UL94", price_usd: 5.9, service: "full", age_days: 3 });
    const bad = await search({ fuelGrade: "avgas", maxFuelPrice: 31 });
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors).toEqual({
      fuelGrade: ["Fuel grade must be 100LL, UL94, UL91, mogas or jet-a"],
      maxFuelPrice: ["Max fuel price must be at most 30 USD"],
    });
  });

  it("courtesyCar=true keeps the airports whose current report says yes", async () => {
    const { json } = await search({ courtesyCar: true });
    expect(ids(json)).toEqual(["STS"]);
    const all = await search({});
    const lvk = all.json.results.find((r: any) => r.loc_id === "LVK");
    expect(lvk).toMatchObject({ courtesy_car: "no", fuel_price: null });
    // The 31-day-old price is still shown with its age; it only stops counting for the filter and the sort.
    expect(all.json.results.find((r: any) => r.loc_id === "OAK").fuel_price).toMatchObject({
      price_usd: 5,
      age_days: 31,
    });
  });

  it("sort fuel_price: fresh prices cheapest first, then the rest by distance", async () => {
    const { json } = await search({ sort: "fuel_price" });
    expect(ids(json).slice(0, 2)).toEqual(["STS", "HWD"]);
    const rest = json.results.slice(2);
    expect(rest.map((r: any) => r.distance_nm)).toEqual([...rest.map((r: any) => r.distance_nm)].sort((a, b) => a - b));
    expect(ids((await search({ sort: "fuel_price", fuelGrade: "UL94" })).json)[0]).toBe("HWD");
  });

  it("the home page's GET form takes the same filters", async () => {
    const html = await (
      await fetch(
        `${server.url}/?departureAirport=KSFO&aircraftSpeed=120&maxDuration=1.5&maxFuelPrice=6.5&courtesyCar=true`,
      )
    ).text();
    expect(html).toContain("$6.50");
    expect(html).toMatch(/Courtesy car/);
  });
});

describe("daily limits (README, 'Rate limits')", () => {
  it("10 reports a day per pilot", async () => {
    const pilot = await registerUser(server.url, { email: uniqueEmail("fr-limit") });
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await call(
        pilot.jar,
        "POST",
        "/api/airports/KSTS/field-reports",
        { visited_on: daysAgo(1), note: `n${i}` },
        "198.51.100.3",
      );
      expect(res.status).toBe(201);
      ids.push(res.json.id);
    }
    const over = await call(
      pilot.jar,
      "POST",
      "/api/airports/KSTS/field-reports",
      { visited_on: daysAgo(1), note: "x" },
      "198.51.100.4",
    );
    expect(over.status).toBe(429);
    expect(over.json.error).toBe(
      "You have sent 10 field reports today, the most one account may. Please try again tomorrow.",
    );
    // Deleting does not give the day's quota back.
    await call(pilot.jar, "DELETE", `/api/field-reports/${ids[0]}`, undefined, "198.51.100.3");
    expect(
      (
        await call(
          pilot.jar,
          "POST",
          "/api/airports/KSTS/field-reports",
          { visited_on: daysAgo(1), note: "x" },
          "198.51.100.4",
        )
      ).status,
    ).toBe(429);
    for (const id of ids.slice(1))
      await call(pilot.jar, "DELETE", `/api/field-reports/${id}`, undefined, "198.51.100.3");
  });

  it("30 reports a day per client address", async () => {
    const ip = "198.51.100.5";
    const pilots = await Promise.all([0, 1, 2, 3].map(() => registerUser(server.url, { email: uniqueEmail("fr-ip") })));
    for (let i = 0; i < 30; i++) {
      const res = await call(
        pilots[i % 3].jar,
        "POST",
        "/api/airports/KOAK/field-reports",
        { visited_on: daysAgo(1), note: `n${i}` },
        ip,
      );
      expect(res.status).toBe(201);
    }
    const over = await call(
      pilots[3].jar,
      "POST",
      "/api/airports/KOAK/field-reports",
      { visited_on: daysAgo(1), note: "x" },
      ip,
    );
    expect(over.status).toBe(429);
    expect(over.json.error).toBe(
      "30 field reports were sent from your network today, the most one address may. Please try again tomorrow.",
    );
    // Another address is not held back.
    expect(
      (
        await call(
          pilots[3].jar,
          "POST",
          "/api/airports/KOAK/field-reports",
          { visited_on: daysAgo(1), note: "x" },
          "198.51.100.6",
        )
      ).status,
    ).toBe(201);
  });

  it("50 confirmations a day per pilot", async () => {
    const confirmer = await registerUser(server.url, { email: uniqueEmail("fr-confirmer") });
    const { json } = await call(
      author.jar,
      "POST",
      "/api/airports/KSTS/field-reports",
      { visited_on: daysAgo(1), note: "c" },
      "198.51.100.7",
    );
    for (let i = 0; i < 50; i++) {
      expect(
        (await call(confirmer.jar, "POST", `/api/field-reports/${json.id}/confirm`, undefined, "198.51.100.7")).status,
      ).toBe(200);
    }
    const over = await call(confirmer.jar, "POST", `/api/field-reports/${json.id}/confirm`, undefined, "198.51.100.7");
    expect(over.status).toBe(429);
    expect(over.json.error).toBe(
      "You have confirmed 50 reports today, the most one account may. Please try again tomorrow.",
    );
  });
});

describe("the meetup tools and My Trips show what pilots reported", () => {
  it("a meetup airport and a saved trip carry the 100LL price and the courtesy car", async () => {
    const ip = "198.51.100.8";
    const made = await call(
      author.jar,
      "POST",
      "/api/airports/KSTS/field-reports",
      { visited_on: daysAgo(4), fuel: [{ grade: "100LL", price_usd: 7.25, service: "full" }], courtesy_car: "yes" },
      ip,
    );
    expect(made.status).toBe(201);
    try {
      // Santa Rosa lies near the midpoint of San Francisco and Ukiah.
      const meetup = await fetch(`${server.url}/api/tools/midpoint-match`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ departure1Airport: "KSFO", departure2Airport: "KUKI" }),
      });
      const body = (await meetup.json()) as any;
      expect(meetup.status, JSON.stringify(body).slice(0, 300)).toBe(200);
      const sts = body.results.find((r: any) => r.airport.locId === "STS");
      expect(sts.airport).toMatchObject({
        fuel_price: { grade: "100LL", price_usd: 7.25, service: "full", age_days: 4 },
        courtesy_car: "yes",
      });

      const pilot = await registerUser(server.url, { email: uniqueEmail("fr-trips") });
      expect((await call(pilot.jar, "POST", "/api/trips/save", { airportLocId: "STS" }, ip)).status).toBeLessThan(300);
      const html = await (await pilot.jar.fetch(`${server.url}/trips`)).text();
      expect(html).toContain("$7.25");
      expect(html).toMatch(/Courtesy car/);

      // Each page's line names its source: beside the FAA's facts a bare price would read as official.
      const pages = {
        trips: html,
        tools: await (
          await fetch(`${server.url}/tools?tab=midpoint&departure1Airport=KSFO&departure2Airport=KUKI`)
        ).text(),
        search: await (await fetch(`${server.url}/?departureAirport=KSFO&aircraftSpeed=120&maxDuration=1`)).text(),
      };
      for (const [name, page] of Object.entries(pages)) {
        // The text that follows each line's opening tag, up to the next line break of the card.
        const lines = page
          .split('data-testid="pilot-facts">')
          .slice(1)
          .map((after) =>
            after
              .replace(/<!-- -->/g, "")
              .replace(/<[^>]+>/g, "")
              .slice(0, 60),
          );
        expect(
          lines.filter((line) => line.includes("$7.25")),
          name,
        ).not.toHaveLength(0);
        for (const line of lines) expect(line, name).toMatch(/^From pilots: /);
      }
    } finally {
      await call(author.jar, "DELETE", `/api/field-reports/${made.json.id}`, undefined, ip);
    }
  });
});

describe("the kneeboard card prints what pilots reported", () => {
  it("each fuel price, the courtesy car and the fees, with the day they were seen; none before a report", async () => {
    const ip = "198.51.100.9";
    const card = async () => {
      const html = await (await fetch(`${server.url}/airport/KSTS/kneeboard`)).text();
      return html.replace(/<!-- -->/g, "");
    };
    expect(await card()).not.toContain("kneeboard-field-reports");
    // A pilot of its own: the author's daily count is the other tests' (deleting gives none back).
    const pilot = await registerUser(server.url, { email: uniqueEmail("fr-kneeboard") });
    const day = daysAgo(40);
    const shown = dayAsPeopleRead(day);
    const made = await call(
      pilot.jar,
      "POST",
      "/api/airports/KSTS/field-reports",
      {
        visited_on: day,
        fuel: [
          { grade: "100LL", price_usd: 6.45, service: "self" },
          { grade: "jet-a", price_usd: 5.8, service: "full" },
        ],
        courtesy_car: "no",
        landing_fee_usd: 0,
        overnight_fee_usd: 12,
      },
      ip,
    );
    expect(made.status).toBe(201);
    try {
      const html = await card();
      // The grade by the name the airport page gives it, not its code 'jet-a' (flow audit).
      expect(html).toContain(`Jet A (pilot report, ${shown}, stale): </span>$5.80/gal full-serve`);
      // Fuel older than 30 days is shown as stale; the rest is fresh for 180 days (decision 0081).
      expect(html).toContain(`100LL (pilot report, ${shown}, stale): </span>$6.45/gal self-serve`);
      expect(html).toContain(`Courtesy car (pilot report, ${shown}): </span>no`);
      expect(html).toContain(`Landing fee (pilot report, ${shown}): </span>$0.00`);
      expect(html).toContain(`Overnight fee (pilot report, ${shown}): </span>$12.00`);
    } finally {
      await call(pilot.jar, "DELETE", `/api/field-reports/${made.json.id}`, undefined, ip);
    }
    expect(await card()).not.toContain("kneeboard-field-reports");
  });
});

/** The "From pilots" block of an airport page's HTML. */
const fromPilots = (html: string) => {
  const start = html.indexOf('id="from-pilots"');
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf("</section>", start));
};

describe("the airport page without JavaScript", () => {
  const ip = { "x-forwarded-for": "198.51.100.9" };
  /** The page's HTML without React's text separators (<!-- -->). */
  const page = async (jar: CookieJar, path: string) =>
    (await (await jar.fetch(`${server.url}${path}`, { headers: ip })).text()).replaceAll("<!-- -->", "");

  it("the form's own page: signed out to sign-in; refused fields say why; a report lands on the page, escaped", async () => {
    const out = await fetch(`${server.url}/airport/KSTS/field-report`, { redirect: "manual", headers: ip });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toMatch(/^\/auth/);

    const form = await page(author.jar, "/airport/KSTS/field-report");
    expect(form).toContain("Report what you found");
    expect(form).toContain('name="fuel[0].price_usd"');

    const refused = await author.jar.postForm(
      `${server.url}/airport/KSTS/field-report`,
      { visited_on: daysAgo(1), "fuel[0].grade": "100LL", "fuel[0].price_usd": "0.2", "fuel[0].service": "self" },
      { headers: ip },
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Price per gallon must be at least 0.50 USD");
    const empty = await author.jar.postForm(
      `${server.url}/airport/KSTS/field-report`,
      { visited_on: daysAgo(1) },
      { headers: ip },
    );
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Report at least one thing you found");

    const sent = await author.jar.postForm(
      `${server.url}/airport/KSTS/field-report`,
      {
        visited_on: daysAgo(5),
        "fuel[0].grade": "100LL",
        "fuel[0].price_usd": "6.45",
        "fuel[0].service": "self",
        "fuel[1].grade": "UL94",
        "fuel[1].price_usd": "",
        "fuel[1].service": "",
        courtesy_car: "yes",
        note: "<img src=x onerror=alert(1)> nice",
      },
      { headers: ip },
    );
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe("/airport/KSTS#from-pilots");
    const html = fromPilots(await page(anon, "/airport/KSTS"));
    expect(html).toContain("From pilots");
    expect(html).toMatch(/\$6\.45 self-serve/);
    expect(html).toContain("5 days ago");
    // The day as people read it; the <time>'s dateTime stays ISO (attribute names are case-blind).
    expect(html).toMatch(
      new RegExp(`was there on <time datetime="${daysAgo(5)}">${dayAsPeopleRead(daysAgo(5))}</time>`, "i"),
    );
    expect(html).toContain("Amelia E.");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; nice");
    expect(html).not.toContain("<img src=x");
  });

  it("Still true and Flag as a second pilot, the author's edit page, Delete", async () => {
    const { json } = await call(anon, "GET", "/api/airports/KSTS/field-reports");
    const id = json.reports.find((r: any) => r.note?.includes("nice")).id;
    const confirmed = await second.jar.postForm(
      `${server.url}/airport/KSTS`,
      { intent: "confirm-field-report", reportId: String(id) },
      { headers: ip },
    );
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/airport/KSTS#from-pilots");
    expect(fromPilots(await page(anon, "/airport/KSTS"))).toMatch(/today · confirmed by 1 pilot/);
    const flagged = await second.jar.postForm(
      `${server.url}/airport/KSTS`,
      { intent: "flag-field-report", reportId: String(id), reason: "Wrong price" },
      { headers: ip },
    );
    expect(flagged.status).toBe(302);
    const tab = await call(admin.jar, "GET", "/api/admin/field-reports");
    expect(tab.json.items.find((r: any) => r.id === id).flags[0].reason).toBe("Wrong price");

    // The admin dashboard's tab: who flagged it and why; Hide takes its facts off the page at once, Restore brings them back.
    expect((await second.jar.fetch(`${server.url}/admin/field-reports`, { headers: ip })).status).toBe(403);
    const adminTab = await page(admin.jar, "/admin/field-reports");
    expect(adminTab).toContain(`Report #${id}`);
    expect(adminTab).toContain(`A pilot (account #${second.user.id})`);
    expect(adminTab).toContain("Wrong price");
    expect(adminTab).not.toContain(author.email);
    const hid = await admin.jar.postForm(
      `${server.url}/admin/field-reports`,
      { id: String(id), hidden: "true" },
      { headers: ip },
    );
    expect(hid.status).toBe(302);
    expect(fromPilots(await page(anon, "/airport/KSTS"))).not.toContain("$6.45");
    expect(await page(admin.jar, "/admin/field-reports")).toMatch(/Hidden[\s\S]*Restore/);
    await admin.jar.postForm(`${server.url}/admin/field-reports`, { id: String(id), hidden: "false" }, { headers: ip });
    expect(fromPilots(await page(anon, "/airport/KSTS"))).toContain("$6.45");

    const notTheirs = await second.jar.fetch(`${server.url}/airport/KSTS/field-report/${id}/edit`, { headers: ip });
    expect(notTheirs.status).toBe(403);
    expect(await notTheirs.text()).toContain("Only the report&#x27;s author can change it.");
    const missing = await author.jar.fetch(`${server.url}/airport/KSTS/field-report/999999/edit`, { headers: ip });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("There is no such airport or report.");
    const edit = await page(author.jar, `/airport/KSTS/field-report/${id}/edit`);
    expect(edit).toContain("Edit your report");
    expect(edit).toContain('value="6.45"');
    const deleted = await author.jar.postForm(
      `${server.url}/airport/KSTS`,
      { intent: "delete-field-report", reportId: String(id) },
      { headers: ip },
    );
    expect(deleted.status).toBe(302);
    expect(
      (await call(anon, "GET", "/api/airports/KSTS/field-reports")).json.reports.some((r: any) => r.id === id),
    ).toBe(false);
  });

  it("pages the reports 10 at a time with plain links; a page number out of range or not a number is the nearest page", async () => {
    // Twelve reports at KSQL, the oldest first, from two pilots of their own (each may send 10 a day).
    const pilots = [
      await registerUser(server.url, { email: uniqueEmail("fr-pages-a") }),
      await registerUser(server.url, { email: uniqueEmail("fr-pages-b") }),
    ];
    for (let i = 0; i < 12; i++) {
      const res = await call(
        pilots[i % 2]!.jar,
        "POST",
        "/api/airports/KSQL/field-reports",
        { visited_on: daysAgo(30 - i), note: `Paged note ${i}.` },
        "198.51.100.21",
      );
      expect(res.status).toBe(201);
    }
    const notes = (html: string) => [...fromPilots(html).matchAll(/Paged note (\d+)\./g)].map((m) => Number(m[1]));
    const first = await page(anon, "/airport/KSQL");
    expect(notes(first)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(fromPilots(first)).toContain('href="/airport/KSQL?reportsPage=2#from-pilots"');
    expect(notes(await page(anon, "/airport/KSQL?reportsPage=2"))).toEqual([1, 0]);
    expect(notes(await page(anon, "/airport/KSQL?reportsPage=99"))).toEqual([1, 0]);
    expect(notes(await page(anon, "/airport/KSQL?reportsPage=2.9"))).toEqual([1, 0]);
    for (const odd of ["0", "-1", "abc", ""])
      expect(notes(await page(anon, `/airport/KSQL?reportsPage=${odd}`))).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  });

  it("the admin's Field reports tab: 25 flagged reports a page, the total with the pages; Hide comes back to its page", async () => {
    // Thirty flagged reports at KOAK, written straight in (a pilot may send 10 a day, decision 0082).
    const flagger = await registerUser(server.url, { email: uniqueEmail("fr-flagger") });
    for (let i = 0; i < 30; i++) {
      write(
        "INSERT INTO field_reports (airport_loc_id, user_id, visited_on, note) VALUES ('KOAK', ?, ?, ?)",
        author.user.id,
        daysAgo(1),
        `Flag page note ${i}.`,
      );
      write(
        "INSERT INTO field_report_flags (report_id, user_id, reason) SELECT max(id), ?, 'Old' FROM field_reports",
        flagger.user.id,
      );
    }
    const total: number = (await call(admin.jar, "GET", "/api/admin/field-reports")).json.total;
    expect(total).toBeGreaterThanOrEqual(30);
    const pages = Math.ceil(total / 25);
    expect(pages).toBe(2);
    const shown = (html: string) => (html.match(/data-testid="flagged-report"/g) ?? []).length;

    const first = await page(admin.jar, "/admin/field-reports");
    expect(shown(first)).toBe(25);
    expect(first).toContain(`Page 1 of ${pages} (${total} reports)`);
    expect(first).toContain('href="/admin/field-reports?page=2"');
    expect(first).not.toContain('rel="prev"');
    const last = await page(admin.jar, `/admin/field-reports?page=${pages}`);
    expect(shown(last)).toBe(total - 25 * (pages - 1));
    expect(last).toContain(`Page ${pages} of ${pages} (${total} reports)`);
    // The way back to the first page has no ?page=1.
    expect(last).toMatch(/<a [^>]*href="\/admin\/field-reports"[^>]*>Previous page<\/a>/);

    const id = Number(/id="field-report-(\d+)"/.exec(last)![1]);
    const hid = await admin.jar.postForm(
      `${server.url}/admin/field-reports?page=${pages}`,
      { id: String(id), hidden: "true" },
      { headers: ip },
    );
    expect(hid.status).toBe(302);
    expect(hid.headers.get("location")).toBe(`/admin/field-reports?page=${pages}`);
    const restored = await admin.jar.postForm(
      `${server.url}/admin/field-reports?page=${pages}`,
      { id: String(id), hidden: "false" },
      { headers: ip },
    );
    expect(restored.headers.get("location")).toBe(`/admin/field-reports?page=${pages}`);
    // A page address that is no page number comes back to the first page.
    const odd = await admin.jar.postForm(
      `${server.url}/admin/field-reports?page=abc`,
      { id: String(id), hidden: "false" },
      { headers: ip },
    );
    expect(odd.headers.get("location")).toBe("/admin/field-reports");
  });
});

describe("the results page's budget (README, 'Request path cost')", () => {
  it("50 rows, each with a reported price and courtesy car, stay within 30 KB gzip (HTML + CSS)", async () => {
    const url = `${server.url}/?departureAirport=KSTS&aircraftSpeed=120`;
    const before = await (await fetch(url)).text();
    const ids = [...new Set([...before.matchAll(/href="\/airport\/([A-Z0-9]+)\?from=search/g)].map((m) => m[1]))];
    expect(ids).toHaveLength(50);
    // The reports are written straight into the file (100 of them would pass every daily limit); the
    // generation is raised as the service's writes raise it, so the server's index reads them.
    const db = new Database(server.databasePath);
    try {
      db.pragma("busy_timeout = 5000");
      const locIds = ids.map(
        (id) =>
          (db.prepare("SELECT loc_id FROM airports WHERE loc_id = ? OR icao_id = ?").get(id, id) as { loc_id: string })
            .loc_id,
      );
      const insert = db.prepare(
        "INSERT INTO field_reports (airport_loc_id, user_id, visited_on, fuel, courtesy_car) VALUES (?, ?, ?, ?, 'yes')",
      );
      db.transaction(() => {
        locIds.forEach((locId, i) =>
          insert.run(
            locId,
            author.user.id,
            daysAgo(i % 28),
            JSON.stringify([{ grade: "100LL", price_usd: 5 + i / 100, service: i % 2 ? "full" : "self" }]),
          ),
        );
        db.prepare(
          "INSERT INTO field_report_generation (id, generation) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET generation = generation + 1",
        ).run();
      })();
    } finally {
      db.close();
    }
    try {
      const html = await (await fetch(url)).text();
      expect(html.match(/data-testid="pilot-facts"/g)).toHaveLength(50); // one row each, the phone's card too (decision 0090)
      const css = (
        await Promise.all(
          [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map(async (m) => {
            const href = /\bhref="([^"]+)"/.exec(m[0])![1];
            return (await fetch(new URL(href, server.url))).text();
          }),
        )
      ).join("");
      expect(css.length).toBeGreaterThan(1000);
      const gz = (text: string) => gzipSync(Buffer.from(text), { level: 6 }).length;
      expect(gz(html) + gz(css)).toBeLessThanOrEqual(30 * 1024);
    } finally {
      write("DELETE FROM field_reports WHERE note IS NULL AND courtesy_car = 'yes' AND user_id = ?", author.user.id);
      write("UPDATE field_report_generation SET generation = generation + 1 WHERE id = 1");
    }
  });
});
