/* eslint-disable @typescript-eslint/no-explicit-any -- the JSON answers are read loosely; the assertions check the fields used. */
/**
 * Address lines of imported places over HTTP (docs/decisions/0099-place-address-lines.md): a
 * database imported under the rules before them (Benihana Burlingame's '<p>' and doubled town, the
 * NPS units' 'CA', a museum's PO box) is imported again on start, and /airport/KSFO, /airport/KSTS
 * and their JSON show clean lines.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageText } from "../support/page-text";
import { startServer, type TestServer, templateCopy } from "../support/server";

const BENIHANA = "benihana@37.5986,-122.3642";
const OLD_BENIHANA = "<p>1496 Old Bayshore Highway, Burlingame, CA, 94010, Burlingame, CA";
const CLEAN_BENIHANA = "1496 Old Bayshore Highway, Burlingame, CA 94010";

describe("places: address lines at KSFO", () => {
  let server: TestServer;
  let copy: Awaited<ReturnType<typeof templateCopy>> | undefined;

  beforeAll(async () => {
    copy = await templateCopy("places-addresses");
    const file = copy.file;
    // As a database imported under rules 2 has them.
    const db = new Database(file);
    try {
      const benihana = db
        .prepare("UPDATE restaurants SET address = ? WHERE airport_loc_id = 'SFO' AND source_id = ?")
        .run(OLD_BENIHANA, BENIHANA);
      expect(benihana.changes).toBe(1);
      const parks = db
        .prepare("UPDATE landmarks SET address = 'CA' WHERE airport_loc_id = 'SFO' AND source = 'nps'")
        .run();
      expect(parks.changes).toBeGreaterThanOrEqual(2);
      const steamers = db
        .prepare("UPDATE activities SET address = ? WHERE airport_loc_id = 'STS' AND source_id = '8400600680'")
        .run("PO Box 4594, Santa Rosa, CA 95402");
      expect(steamers.changes).toBe(1);
      db.prepare("UPDATE place_imports SET rules = 2").run();
    } finally {
      db.close();
    }
    server = await startServer({ databasePath: file, startTimeoutMs: 300_000 });
  }, 600_000);

  afterAll(async () => {
    await server?.stop();
    copy?.remove();
  });

  it("the airport page: Benihana's address without '<p>' and with its town once; the NPS landmarks without 'CA'", async () => {
    const res = await fetch(`${server.url}/airport/KSFO`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const cards = html.split("<li").filter((li) => li.includes("data-place-id"));
    const card = (name: string) => {
      const found = cards.filter((c) => c.includes(`>${name}</span>`));
      expect(found, name).toHaveLength(1);
      return found[0];
    };
    expect(card("Benihana")).toContain(`>${CLEAN_BENIHANA}</p>`);
    for (const name of ["Presidio of San Francisco", "San Francisco Maritime National Historical Park"]) {
      expect(card(name)).not.toMatch(/>CA<\/p>/);
      expect(card(name)).toContain("National Park Service (public domain)");
    }
    const text = await pageText(new Response(html));
    expect(text).not.toContain("<p>1496");
    expect(text).not.toContain("94010, Burlingame");
  });

  it("GET /api/restaurants/KSFO and /api/airports/KSFO carry the same clean lines", async () => {
    const food = (await (await fetch(`${server.url}/api/restaurants/KSFO`)).json()) as any[];
    const benihana = food.filter((r) => r.restaurant_name === "Benihana");
    expect(benihana.map((r) => r.address)).toEqual([CLEAN_BENIHANA]);
    const airport = (await (await fetch(`${server.url}/api/airports/KSFO`)).json()) as any;
    const parks = (airport.landmarks as any[]).filter((l) => l.source === "nps");
    expect(parks.map((l) => l.name)).toEqual(
      expect.arrayContaining(["Presidio of San Francisco", "San Francisco Maritime National Historical Park"]),
    );
    for (const park of parks) {
      expect(park.address, park.name).toBeNull();
      expect(park.credit).toBe("National Park Service (public domain)");
      expect(park.website).toMatch(/^https:\/\/www\.nps\.gov\/[a-z]+\/$/);
    }
  });

  it("KSTS: a museum's site address, not its PO box; a museum with only a PO box (placed at the post office) not listed", async () => {
    const html = await (await fetch(`${server.url}/airport/KSTS`)).text();
    const card = html.split("<li").find((li) => li.includes(">Redwood Empire Live Steamers</span>"));
    expect(card).toContain(">1500 Fulton Rd, Santa Rosa, CA 95402</p>");
    const text = await pageText(new Response(html));
    expect(text).not.toMatch(/PO Box/i);
    expect(text).not.toContain("Tomales Regional History Center");
    const airport = (await (await fetch(`${server.url}/api/airports/KSTS`)).json()) as any;
    const places = [...(airport.activities as any[]), ...(airport.landmarks as any[])];
    expect(places.filter((p) => /box/i.test(p.address ?? "")).map((p) => p.address)).toEqual([]);
  });
});
