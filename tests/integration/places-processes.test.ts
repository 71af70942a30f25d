/**
 * A change to places made by one server process reaches the search results
 * another process answers (docs/decisions/0024-activity-summaries.md): two
 * production servers on one SQLite file, so each request goes to the process
 * the test means (a cluster's round-robin would not say which one answered).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { jsonRequest, registerUser, uniqueEmail, type RegisteredUser } from "../support/accounts";
import { grantAdmin } from "../support/admin-rights";
import { CookieJar, startServer, type TestServer, templateCopy } from "../support/server";

let copy: Awaited<ReturnType<typeof templateCopy>> | undefined;
let writer: TestServer;
let reader: TestServer;
let admin: RegisteredUser;

beforeAll(async () => {
  copy = await templateCopy("places-processes");
  const databasePath = copy.file;
  writer = await startServer({ databasePath });
  reader = await startServer({ databasePath });
  const email = uniqueEmail("places-admin");
  admin = await registerUser(writer.url, { email });
  await grantAdmin(databasePath, email);
});

afterAll(async () => {
  await writer?.stop();
  await reader?.stop();
  copy?.remove();
});

/** STS's kids' line in the results the reader process answers. */
async function readerStsKids(): Promise<string> {
  const res = await jsonRequest(new CookieJar(), `${reader.url}/api/airports/search`, "POST", {
    departureAirport: "KSFO",
    aircraftSpeed: 120,
    maxDuration: 1,
    pageSize: 200,
  });
  expect(res.status).toBe(200);
  const { results } = (await res.json()) as { results: { loc_id: string; kids_activities_summary: string | null }[] };
  const sts = results.find((r) => r.loc_id === "STS");
  expect(sts, "STS among the results").toBeDefined();
  return sts!.kids_activities_summary ?? "";
}

const activity = (name: string) => ({
  name,
  category: "kids",
  distance_nm: 0.1,
  summary: "Saturdays.",
  phone: "",
  website: "",
  address: "",
  latitude: "",
  longitude: "",
});

it("an admin's create, correction and delete in one process show in the other's search results", async () => {
  // The reader has its summaries in memory before any change.
  expect(await readerStsKids()).not.toContain("Balloon hop");

  const created = await jsonRequest(admin.jar, `${writer.url}/api/admin/activities`, "POST", {
    ...activity("Balloon hop"),
    airport_loc_id: "STS",
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect(await readerStsKids()).toContain("Balloon hop under 1 NM");

  const renamed = await jsonRequest(
    admin.jar,
    `${writer.url}/api/admin/activities/${id}`,
    "PUT",
    activity("Balloon hop at dawn"),
  );
  expect(renamed.status).toBe(200);
  expect(await readerStsKids()).toContain("Balloon hop at dawn under 1 NM");

  const removed = await jsonRequest(admin.jar, `${writer.url}/api/admin/activities/${id}`, "DELETE");
  expect(removed.status).toBe(200);
  expect(await readerStsKids()).not.toContain("Balloon hop");
});
