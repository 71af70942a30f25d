/**
 * Error answers over real HTTP (core §2, tools-admin §2): one <title>, the panel's own heading, and
 * the 404 page titled 'Page Not Found' (an unknown airport's own page: 'Airport Not Found'), on every
 * kind of route: an unknown path, an airport's sub-page, an unknown id, a loader's 404 and 403.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantAdmin } from "../support/admin-rights";
import { registerUser, uniqueEmail } from "../support/accounts";
import { CookieJar, startServer, type TestServer } from "../support/server";
import { pageText } from "../support/page-text";

describe("error pages", () => {
  let server: TestServer;
  let pilot: CookieJar;
  let admin: CookieJar;
  beforeAll(async () => {
    server = await startServer();
    pilot = (await registerUser(server.url)).jar;
    const email = uniqueEmail("error-admin");
    admin = (await registerUser(server.url, { email })).jar;
    await grantAdmin(server.databasePath, email);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const cases: [string, () => CookieJar, number, string][] = [
    ["/nope", () => new CookieJar(), 404, "Page Not Found"],
    ["/airport/ZZZZ", () => new CookieJar(), 404, "Airport Not Found"],
    ["/airport/ZZZZ/kneeboard", () => new CookieJar(), 404, "Airport Not Found"],
    ["/airport/ZZZZ/field-report", () => pilot, 404, "Page Not Found"],
    ["/airport/KSTS/field-report/999999/edit", () => pilot, 404, "Page Not Found"],
    ["/airport/KSTS/foo/new", () => admin, 404, "Page Not Found"],
    ["/airport/KSTS/landmarks/999999/edit", () => admin, 404, "Page Not Found"],
    ["/airport/KSTS/activities/999999/delete", () => admin, 404, "Page Not Found"],
    ["/airport/KSTS/activities/new", () => pilot, 403, "Admin access required"],
    ["/itineraries/999999/items/new", () => admin, 404, "Itinerary Not Found"],
  ];

  it.each(cases)("%s answers one <title>, the heading it shows", async (path, jar, status, heading) => {
    const res = await jar().fetch(`${server.url}${path}`);
    expect(res.status, path).toBe(status);
    const html = await pageText(res);
    const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
    const headings = [...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((m) => m[1]);
    expect({ titles, headings }, path).toEqual({ titles: [`${heading} | AirportFinder`], headings: [heading] });
  });
});
