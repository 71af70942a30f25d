import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { greatCircleNm } from "~/lib/geo";
import { startServer, type TestServer } from "../support/server";

interface ApiAirport {
  loc_id: string;
  icao_id: string | null;
  latitude: number;
  longitude: number;
  distance_nm: number | null;
  runways: Record<string, unknown>[];
  remarks: { Remark_Element_Name: string; Remark: string }[];
  activities: { distance_nm: number; credit: string | null }[];
  data_cycle: { label: string; effective_date: string } | null;
  landmarks: { distance_nm: number; credit: string | null }[];
  categoryDescriptions: { adults: string; kids: string };
}

describe("airport detail: GET /api/airports/{id} and the /airport/{id} page", () => {
  let server: TestServer;
  /** A private strip without an ICAO id, picked from the imported data: its loc_id is its canonical id. */
  let strip: { loc_id: string; name: string };

  const get = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" });
  const api = async (path: string) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    return (await res.json()) as ApiAirport;
  };
  const page = async (path: string, status = 200) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    // React separates adjacent text nodes with <!-- -->; a reader does not see them.
    return (await res.text()).replaceAll("<!-- -->", "");
  };

  beforeAll(async () => {
    // The satellite provider is down (a closed port): the header shows its placeholder, not a picture (decision 0050).
    server = await startServer({ env: { SATELLITE_URL_TEMPLATE: "http://127.0.0.1:9/export?bbox={bbox}" } });
    const db = new Database(server.databasePath, { readonly: true });
    try {
      strip = db
        .prepare(
          "SELECT loc_id, name FROM airports WHERE icao_id IS NULL AND use = 'PR' AND site_type_code = 'A' AND status = 'O' ORDER BY loc_id LIMIT 1",
        )
        .get() as { loc_id: string; name: string };
    } finally {
      db.close();
    }
    expect(strip).toBeDefined();
  });

  afterAll(async () => {
    await server?.stop();
  });

  describe("JSON", () => {
    it.each(["/api/airports/KSTS", "/api/airports/sts", "/api/airports/STS"])(
      "%s answers KSTS with its two runways",
      async (path) => {
        const a = await api(path);
        expect(a.loc_id).toBe("STS");
        expect(a.icao_id).toBe("KSTS");
        // The places imported on first start (issue 9): nearest first, each with its source's credit.
        expect(a.activities.length).toBeGreaterThan(0);
        expect(a.landmarks.length).toBeGreaterThan(0);
        for (const list of [a.activities, a.landmarks]) {
          expect(list.map((p) => p.distance_nm)).toEqual([...list.map((p) => p.distance_nm)].sort((x, y) => x - y));
          expect(list.every((p) => typeof p.credit === "string")).toBe(true);
        }
        expect(Array.isArray(a.remarks)).toBe(true);
        expect(a.categoryDescriptions.adults).toMatch(/\S/);
        expect(a.categoryDescriptions.kids).toMatch(/\S/);
        expect(a.data_cycle).toEqual({
          label: "FAA NASR 26 Dec 2024 (offline snapshot)",
          effective_date: "2024-12-26",
        });
        expect(a.distance_nm).toBeNull();

        expect(a.runways).toHaveLength(2);
        const byId = Object.fromEntries(a.runways.map((r) => [r.Runway_Id, r]));
        expect(byId["02/20"]).toMatchObject({
          Length: 5202,
          Width: 100,
          Surface_Type_Condition: "ASPH",
          Base_End_Id: "02",
          Reciprocal_End_Id: "20",
        });
        expect(byId["14/32"]).toMatchObject({
          Length: 6000,
          Width: 150,
          Surface_Type_Condition: "ASPH",
          Base_End_Id: "14",
          Reciprocal_End_Id: "32",
        });
        // The spec's names are all there, null where the data has nothing.
        for (const key of [
          "Edge_Light_Intensity",
          "Base_ILS_Type",
          "Reciprocal_ILS_Type",
          "Base_ALS",
          "Base_VGSI",
          "Reciprocal_VGSI",
          "True_Heading",
          "Elevation",
          "TDZ_Elevation",
          "REIL",
          "Right_Hand_Traffic_Pattern",
          "Base_True_Heading",
          "Reciprocal_True_Heading",
          "Base_Displaced_Threshold",
          "Reciprocal_Displaced_Threshold",
        ]) {
          expect(byId["02/20"]).toHaveProperty(key);
        }
        // The generic names carry the base end's values.
        expect(byId["02/20"].True_Heading).toBe(byId["02/20"].Base_True_Heading);
        expect(byId["02/20"].Elevation).toBe(byId["02/20"].Base_Elevation);
      },
    );

    it("answers 404 with an error message for an unknown airport", async () => {
      const res = await get("/api/airports/NOPE");
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: "Airport not found" });
    });
  });

  describe("page", () => {
    it.each(["/airport/sts", "/airport/STS", "/airport/ksts"])(
      "%s redirects to the canonical /airport/KSTS",
      async (path) => {
        const res = await get(path);
        expect(res.status).toBe(302);
        expect(res.headers.get("location")).toBe("/airport/KSTS");
      },
    );

    it("hands the browser its data as one JSON text, with the same places as the JSON detail", async () => {
      // React Router's data answer for the page (what a client-side navigation fetches): a
      // turbo-stream whose first line is one JSON array of values (decision 0110).
      const res = await get("/airport/KSTS.data");
      expect(res.status).toBe(200);
      const values = JSON.parse((await res.text()).split("\n")[0]) as unknown[];
      const texts = values.filter((v): v is string => typeof v === "string" && v.startsWith('{"airport":'));
      expect(texts).toHaveLength(1);
      type Row = Record<string, unknown> & { id: number };
      const data = JSON.parse(texts[0]) as { airport: { loc_id: string }; places: { activities: Row[] } };
      expect(data.airport.loc_id).toBe("STS");
      // Field by field, the places' names would be values of their own in the array.
      expect(values).not.toContain("Windsor Golf Club");
      expect(texts[0]).toContain('"name":"Windsor Golf Club"');
      const detail = (await api("/api/airports/KSTS")) as unknown as { activities: Row[] };
      expect(data.places.activities.map((a) => a.id)).toEqual(detail.activities.map((a) => a.id));
      // What the page never shows stays in the JSON contract only.
      const notShown = ["airport_loc_id", "latitude", "longitude", "google_place_id", "google_rating", "admin_edited"];
      for (const field of notShown) {
        expect(Object.keys(detail.activities[0])).toContain(field);
        expect(Object.keys(data.places.activities[0])).not.toContain(field);
      }
      const { name, distance_nm, source, credit, featured } = detail.activities[0];
      expect(data.places.activities[0]).toMatchObject({ name, distance_nm, source, credit, featured });
    });

    it("keeps the query string on the canonical redirect", async () => {
      const res = await get("/airport/sts?from=search&departureAirport=KSFO&aircraftSpeed=120&tab=remarks");
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(
        "/airport/KSTS?from=search&departureAirport=KSFO&aircraftSpeed=120&tab=remarks",
      );
    });

    it("shows the header, the facts and the Runways tab", async () => {
      const html = await page("/airport/KSTS");
      expect(html).toMatch(/<title>Charles M Schulz - Sonoma County \(KSTS\) \| AirportFinder<\/title>/);
      expect(html).toMatch(/<h1[^>]*>Charles M Schulz - Sonoma County<\/h1>/);
      expect(html).toContain("Santa Rosa, CA");
      expect(html).toContain("Satellite image unavailable");
      expect(html).toContain("38.5097° N, 122.8129° W");
      const airportHeader = /<header class="card[^"]*">([\s\S]*?)<\/header>/.exec(html)?.[1];
      expect(airportHeader).toContain("Satellite image unavailable");
      expect(airportHeader).not.toContain("<img");
      expect(html).toMatch(/<dt[^>]*>LOC ID<\/dt><dd[^>]*>STS<\/dd>/);
      expect(html).toMatch(/<dt[^>]*>ICAO ID<\/dt><dd[^>]*>KSTS<\/dd>/);
      expect(html).toMatch(/<dt[^>]*>Elevation<\/dt><dd[^>]*>129 ft MSL<\/dd>/);
      expect(html).toMatch(/<dt[^>]*>Longest Runway<\/dt><dd[^>]*>6,000 ft<\/dd>/);
      expect(html).toMatch(/<dt[^>]*>Surface<\/dt><dd[^>]*>Asphalt<\/dd>/);
      expect(html).toContain("FAA Operational Data");
      // Runways tab is current; both tabs are real links.
      expect(html).toMatch(/<a aria-current="page"[^>]*href="\/airport\/KSTS\?tab=runways#faa-data"[^>]*>Runways<\/a>/);
      expect(html).toMatch(/<a [^>]*href="\/airport\/KSTS\?tab=remarks#faa-data"[^>]*>Operational Notes<\/a>/);
      expect(html).not.toMatch(/aria-current="page"[^>]*>Operational Notes/);
      expect(html).toContain("5,202 × 100 ft");
      expect(html).toContain("6,000 × 150 ft");
      expect(html).toContain("Asphalt, good condition");
      expect(html).toContain("029° true");
      // No trip and no way back without from=search.
      expect(html).not.toContain("Back to results");
      expect(html).not.toContain("Distance from");
    });

    it("shows the Operational Notes panel with ?tab=remarks", async () => {
      const html = await page("/airport/KSTS?tab=remarks");
      expect(html).toMatch(
        /<a aria-current="page"[^>]*href="\/airport\/KSTS\?tab=remarks#faa-data"[^>]*>Operational Notes<\/a>/,
      );
      expect(html).toMatch(/No FAA remarks in the loaded data|The FAA lists no remarks|<h3[^>]*>[^<]+<\/h3><ul/);
      expect(html).not.toContain("5,202 × 100 ft");
    });

    it("from a search: distance and flight time from the departure, and a way back to the results", async () => {
      const [sts, sfo] = await Promise.all([api("/api/airports/KSTS"), api("/api/airports/KSFO")]);
      const nm = Math.round(greatCircleNm(sfo, sts));

      const html = await page("/airport/KSTS?from=search&departureAirport=KSFO&aircraftSpeed=120");
      expect(html).toContain("Distance from KSFO");
      expect(html).toContain(`${nm} NM`);
      expect(html).toContain("Flight time at 120 kt");
      expect(html).toMatch(/href="\/\?departureAirport=KSFO&amp;aircraftSpeed=120#results"[^>]*>.*Back to results/s);
      // The tab links keep the search.
      expect(html).toContain(
        'href="/airport/KSTS?from=search&amp;departureAirport=KSFO&amp;aircraftSpeed=120&amp;tab=remarks#faa-data"',
      );
    });

    it("carries its own and the search's parameters into its links, and nothing else typed into the address", async () => {
      // A made-up parameter of 2,000 characters (decision 0113): before, each link of the page copied it.
      const junk = "j".repeat(2_000);
      const html = await page(
        `/airport/KSTS?from=search&departureAirport=KSFO&aircraftSpeed=120&sort=time&junk=${junk}`,
      );
      const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
      expect(hrefs.filter((h) => h.includes(junk))).toEqual([]);
      expect(hrefs).toContain(
        "/airport/KSTS?from=search&amp;departureAirport=KSFO&amp;aircraftSpeed=120&amp;sort=time&amp;tab=remarks#faa-data",
      );
      expect(hrefs).toContain("/?departureAirport=KSFO&amp;aircraftSpeed=120&amp;sort=time#results");
      // The Save Trip form posts to the page's own address, as typed: the one copy left.
      expect(html.split(junk)).toHaveLength(2);
      expect(html).toMatch(new RegExp(`<form[^>]*action="/airport/KSTS\\?[^"]*junk=${junk}"`));
      // Not opened from a search: a search's parameters are not the page's, and stay out of its links too.
      const alone = await page("/airport/KSTS?departureAirport=KSFO&tab=remarks&things=kids");
      expect(alone).toContain('href="/airport/KSTS?tab=runways&amp;things=kids#faa-data"');
      expect(alone).not.toMatch(/href="[^"]*departureAirport=KSFO/);
    });

    it("ignores an unusable speed or departure: no trip shown, the back link still is", async () => {
      for (const query of ["departureAirport=KSFO&aircraftSpeed=20", "departureAirport=ZZZZ9&aircraftSpeed=120"]) {
        const html = await page(`/airport/KSTS?from=search&${query}`);
        expect(html).not.toContain("Distance from");
        expect(html).toContain("Back to results");
      }
    });

    it("unknown airport: 404 with 'Airport Not Found' and a link back to search", async () => {
      const html = await page("/airport/ZZZZ9", 404);
      expect(html).toContain("Airport Not Found");
      expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back to Search<\/a>/);
    });

    it("a closed airport says so in its header and on its kneeboard card; an operational one does not", async () => {
      // Silver Bay Muni: ARPT_STATUS CP in the bundled snapshot (FAA ADDS OPERSTATUS CLOSED); 00MO: CI (INDEFINITE).
      const closedNotice = (html: string) =>
        /data-testid="airport-closed"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "");
      expect(closedNotice(await page("/airport/KBFW"))).toBe(
        "Closed permanently. The FAA data lists this airport as closed: check NOTAMs and the Chart Supplement before you plan to land here.",
      );
      expect(closedNotice(await page("/airport/00MO"))).toMatch(/^Closed indefinitely\. /);
      expect(closedNotice(await page("/airport/KBFW/kneeboard"))).toBe(
        "CLOSED PERMANENTLY in the FAA data: check NOTAMs before you plan to land.",
      );
      expect(closedNotice(await page("/airport/00MO/kneeboard"))).toMatch(/^CLOSED INDEFINITELY /);
      expect((await api("/api/airports/KBFW")) as unknown).toMatchObject({ status: "CP" });
      for (const path of ["/airport/KSTS", "/airport/KSTS/kneeboard"])
        expect(await page(path)).not.toContain('data-testid="airport-closed"');
    });

    it("says the FAA cycle has expired above the airport's facts, not only in the footer", async () => {
      const html = await page("/airport/KSTS");
      const warnings = [...html.matchAll(/data-testid="faa-cycle-warning"/g)].map((m) => m.index);
      // One above the LOC ID and the runways (the page's own), one in the footer.
      expect(warnings).toHaveLength(2);
      expect(warnings[0]).toBeLessThan(html.indexOf(">LOC ID</dt>"));
      expect(warnings[1]).toBeGreaterThan(html.indexOf("FAA Operational Data"));
      // Brief there: the radio blocks still come within two phone screens (tests/e2e/airport-radio.spec.ts).
      expect(html.replaceAll("<!-- -->", "")).toMatch(
        /<strong>FAA data out of date:<\/strong> the 26 Dec 2024 cycle expired on <time dateTime="2025-01-23">23 Jan 2025<\/time>\.\s*Check current charts\./,
      );
    });

    it("a runway size the FAA gives as 0 is 'not listed', never '0 × 0 ft' (KSNA 20X in NASR APT_RWY)", async () => {
      const json = await api("/api/airports/KSNA");
      expect(json.runways.find((r) => r.Runway_Id === "20X")).toMatchObject({ Length: null, Width: null });
      const html = await page("/airport/KSNA");
      expect(html).not.toMatch(/\b0 × 0\b|>0 ft</);
      expect(html).toMatch(/<span class="font-mono">20X<\/span><\/h3><p[^>]*>Size not listed<\/p>/);
      const card = await page("/airport/KSNA/kneeboard");
      expect(card).toMatch(/<th scope="row"[^>]*>20X<\/th><td[^>]*>—<\/td>/);
    });

    it("the printed card names every source it prints and says when the FAA cycle has expired, as the site's footer does", async () => {
      const card = await page("/airport/KSFO/kneeboard");
      const sources = /<p class="kb-source">([^<]*)<\/p>/.exec(card)?.[1];
      for (const set of ["FAA NASR ATC", "FAA NASR CLS_ARSP", "FAA NASR AWOS", "FAA NASR APT_ATT"])
        expect(sources).toContain(`${set} 20 Mar 2025`);
      // The bundled snapshot's cycle (26 Dec 2024) ended 28 days later; the footer the print hides says so too.
      expect(card).toContain(
        "Airport data out of date: the FAA cycle expired on 23 Jan 2025. Check current charts and the Chart Supplement.",
      );
      expect(card).toContain('data-testid="faa-cycle-warning"');
    });

    it("a true heading the data did not give says how it was had; the runway figures name their files (data audit)", async () => {
      // Decision 0058: AL93 end 18 has no heading in the snapshot (filled from number + variation); 7B9's 01 came
      // reversed and the ends' positions replaced it; KSTS's are the data's own.
      const [sts, al93, b79] = await Promise.all([
        api("/api/airports/KSTS"),
        api("/api/airports/AL93"),
        api("/api/airports/7B9"),
      ]);
      expect(sts.runways.map((r) => [r.Base_True_Heading_Source, r.Reciprocal_True_Heading_Source])).toEqual([
        ["data", "data"],
        ["data", "data"],
      ]);
      expect(al93.runways[0]).toMatchObject({ Base_True_Heading: 175.9, Base_True_Heading_Source: "runway number" });
      expect(b79.runways[0]).toMatchObject({ Base_True_Heading: 355.5, Base_True_Heading_Source: "end positions" });
      expect(await page("/airport/AL93")).toContain("≈ 176° true (runway number and magnetic variation)");
      expect(await page("/airport/7B9")).toContain("356° true (from the runway ends&#x27; positions)");
      const ksts = await page("/airport/KSTS");
      expect(ksts).toContain("029° true</dd>");
      const sources = (sts as unknown as { data_sources: { name: string; date: string; role: string | null }[] })
        .data_sources;
      expect(sources.map((d) => `${d.name} ${d.date}`)).toEqual([
        "FAA NASR APT_RWY.csv 2024-12-26",
        "FAA ADDS Airports 2023-07-02",
        "OurAirports US airports and runways 2026-08-22",
        "FAA NFDC 5010 facilities export 2019-01-21",
      ]);
      expect(ksts).toContain("Where these figures come from");
      expect(ksts).toMatch(/OurAirports US airports and runways, 22 Aug 2026<\/span>: [^<]*runway-end heading/);
      const card = await page("/airport/AL93/kneeboard");
      expect(card).toContain("18 ≈176°T");
      expect(card).toContain("≈ from the runway number and magnetic variation, not in the data");
      expect(await page("/airport/KSTS/kneeboard")).toContain(
        "built from FAA NASR APT_RWY.csv 26 Dec 2024; FAA ADDS Airports 2 Jul 2023; OurAirports US airports and runways 22 Aug 2026; FAA NFDC 5010 facilities export 21 Jan 2019",
      );
    });

    it("an airport without an ICAO id is served under its loc_id", async () => {
      const html = await page(`/airport/${strip.loc_id}`);
      expect(html).toMatch(/>Private<\/span>/);
      expect(html).toMatch(new RegExp(`<dt[^>]*>ICAO ID</dt><dd[^>]*>None</dd>`));
      const a = await api(`/api/airports/${strip.loc_id.toLowerCase()}`);
      expect(a.loc_id).toBe(strip.loc_id);
      expect(a.icao_id).toBeNull();
      const res = await get(`/airport/${strip.loc_id.toLowerCase()}`);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`/airport/${strip.loc_id}`);
    });
  });
});
