/**
 * Every server process answers the search from the newest field reports
 * (docs/decisions/0083-field-reports-in-search.md): two production servers on
 * one SQLite file; reports, confirmations and a hide made through one reach the
 * search results the other answers, whose index was built before them.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { dateOfEpochDay, earliestUsDate, epochDay } from "~/lib/field-report-dates";
import { jsonRequest, registerUser, uniqueEmail, type RegisteredUser } from "../support/accounts";
import { grantAdmin } from "../support/admin-rights";
import { CookieJar, startServer, type TestServer, templateCopy } from "../support/server";

let copy: Awaited<ReturnType<typeof templateCopy>> | undefined;
let writer: TestServer;
let reader: TestServer;
let admin: RegisteredUser;
let pilot: RegisteredUser;

beforeAll(async () => {
  copy = await templateCopy("field-reports-processes");
  const databasePath = copy.file;
  [writer, reader] = await Promise.all([startServer({ databasePath }), startServer({ databasePath })]);
  const email = uniqueEmail("fr-proc-admin");
  admin = await registerUser(writer.url, { email });
  await grantAdmin(databasePath, email);
  pilot = await registerUser(writer.url, { email: uniqueEmail("fr-proc-pilot") });
});

afterAll(async () => {
  await writer?.stop();
  await reader?.stop();
  copy?.remove();
});

/** STS's reported facts in the results the reader process answers. */
async function readerSts(extra: Record<string, unknown> = {}) {
  const res = await jsonRequest(new CookieJar(), `${reader.url}/api/airports/search`, "POST", {
    departureAirport: "KSFO",
    aircraftSpeed: 120,
    maxDuration: 1,
    pageSize: 200,
    ...extra,
  });
  expect(res.status).toBe(200);
  const { results } = (await res.json()) as {
    results: { loc_id: string; fuel_price: unknown; courtesy_car: unknown }[];
  };
  return results.find((r) => r.loc_id === "STS");
}

it("a report, a confirmation and a hide made through one process reach the other's search at once", async () => {
  // The reader builds its index before any report exists.
  expect(await readerSts()).toMatchObject({ fuel_price: null, courtesy_car: null });
  const visited = dateOfEpochDay(epochDay(earliestUsDate()) - 40);
  const made = await jsonRequest(pilot.jar, `${writer.url}/api/airports/KSTS/field-reports`, "POST", {
    visited_on: visited,
    fuel: [{ grade: "100LL", price_usd: 6.2, service: "self" }],
    courtesy_car: "yes",
  });
  expect(made.status).toBe(201);
  const { id } = (await made.json()) as { id: number };
  expect(await readerSts()).toMatchObject({
    fuel_price: { grade: "100LL", price_usd: 6.2, service: "self", age_days: 40 },
    courtesy_car: "yes",
  });
  // 40 days old: no price filter counts it, until another pilot says it is still true.
  expect(await readerSts({ maxFuelPrice: 7 })).toBeUndefined();
  const other = await registerUser(writer.url, { email: uniqueEmail("fr-proc-confirmer") });
  expect((await jsonRequest(other.jar, `${writer.url}/api/field-reports/${id}/confirm`, "POST")).status).toBe(200);
  expect(await readerSts({ maxFuelPrice: 7 })).toMatchObject({ fuel_price: { price_usd: 6.2, age_days: 0 } });
  // Hidden by the admin: gone from the other process's answers.
  const hide = await jsonRequest(admin.jar, `${writer.url}/api/admin/field-reports/${id}`, "PATCH", { hidden: true });
  expect(hide.status).toBe(200);
  expect(await readerSts()).toMatchObject({ fuel_price: null, courtesy_car: null });
  expect(await readerSts({ courtesyCar: true })).toBeUndefined();
});
