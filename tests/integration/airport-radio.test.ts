/**
 * Radio, tower and airspace on the airport page and in its JSON (issue 19), from the data a
 * fresh server starts with: OurAirports frequencies, the FAA's 2025-03-20 ATC, AWOS, CLS_ARSP and
 * APT_ATT tables. The page is plain HTML: what a browser without JavaScript gets.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageText } from "../support/page-text";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

const api = async (id: string) => {
  const res = await fetch(`${server.url}/api/airports/${id}`);
  expect(res.status).toBe(200);
  return res.json();
};

/** The page's HTML with React's text separators left out, and the radio section's text alone. */
async function page(id: string) {
  const res = await fetch(`${server.url}/airport/${id}`);
  expect(res.status).toBe(200);
  const html = (await pageText(res)).replaceAll("<!-- -->", "");
  const section = /<section[^>]*data-testid="radio"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? "";
  const lines = section
    .replace(/<\/(p|li|dt|dd|h2)>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  return { html, section, lines };
}

describe("GET /api/airports/{id}: frequencies, tower, airspace", () => {
  it("KSTS", async () => {
    const a = await api("KSTS");
    expect(a.frequencies).toEqual({
      source: { name: "OurAirports", date: "2026-08-21" },
      items: expect.arrayContaining([
        {
          kind: "ctaf",
          use: "CTAF",
          name: "CTAF",
          frequency: "118.5",
          outside_air_band: false,
          hours: null,
          sectorization: null,
          remark: null,
        },
        {
          kind: "tower",
          use: "TWR",
          name: "SANTA ROSA TWR",
          frequency: "118.5",
          outside_air_band: false,
          hours: null,
          sectorization: null,
          remark: null,
        },
      ]),
    });
    expect(a.tower).toEqual({
      source: { name: "FAA NASR ATC", date: "2025-03-20" },
      facility_type: "ATCT",
      towered: true,
      call: "SANTA ROSA",
      hours: "0700-2000",
      part_time: true,
      ctaf_outside_hours: "118.5",
      approach: { call: "OAKLAND ARTCC", provider: "ZOA", secondary_call: null },
      departure: { call: "OAKLAND ARTCC", provider: "ZOA", secondary_call: null },
      control_hours: null,
      atis: [{ number: 1, description: null, hours: "24", phone: "707-545-2847" }],
    });
    expect(a.airspace).toEqual({
      source: { name: "FAA NASR CLS_ARSP", date: "2025-03-20" },
      classes: ["D"],
      label: "Class D",
      hours: "CLASS D SVC 0700-2000; OTHER TIMES CLASS G",
      remark: null,
    });
    expect(a.weather_stations.items).toEqual([
      { id: "STS", type: "ASOS", phone: "707-573-8393", second_phone: null, frequency: null },
    ]);
    expect(a.attendance.schedules).toEqual([{ month: "ALL", day: "ALL", hour: "0600-2200", text: "0600-2200" }]);
  });

  it("an airport no source lists: null blocks, and the sources that were asked", async () => {
    // 00A, a heliport: no frequency, no ATC or AWOS row, no class airspace.
    const a = await api("00A");
    expect([a.frequencies, a.tower, a.airspace, a.weather_stations]).toEqual([null, null, null, null]);
    expect(a.radio_sources).toEqual({
      frequencies: [{ name: "OurAirports", date: "2026-08-21" }],
      tower: { name: "FAA NASR ATC", date: "2025-03-20" },
      airspace: { name: "FAA NASR CLS_ARSP", date: "2025-03-20" },
      weather_stations: { name: "FAA NASR AWOS", date: "2025-03-20" },
      attendance: { name: "FAA NASR APT_ATT", date: "2025-03-20" },
    });
  });
});

describe("OurAirports frequency types and values (decision 0106)", () => {
  const item = (kind: string, use: string, name: string | null, frequency: string, outside = false) => ({
    kind,
    use,
    name,
    frequency,
    outside_air_band: outside,
    hours: null,
    sectorization: null,
    remark: null,
  });

  it("PHNL: CLRN 121.4 is clearance delivery and DEPT 118.3 departure, not 'Other'", async () => {
    const a = await api("HNL");
    expect(a.frequencies.items).toEqual(
      expect.arrayContaining([item("clearance", "CLRN", null, "121.4"), item("approach", "DEPT", null, "118.3")]),
    );
    expect(a.frequencies.items.filter((f: { kind: string }) => f.kind === "other")).toEqual([]);
    const { lines } = await page("HNL");
    expect(lines).toContain("121.4");
    expect(lines.indexOf("Clearance delivery")).toBe(lines.indexOf("121.4") - 1);
  });

  it("KCVG: WXAS is the ASOS, CLSB the Class B approach sectors; '121' reads '121.0', UHF is outside the air band", async () => {
    const a = await api("CVG");
    expect(a.frequencies.items).toEqual(
      expect.arrayContaining([
        item("weather", "WXAS", "WX ASOS: (859-767-8210)", "134.375"),
        item("approach", "CLSB", "Cincinnati Class B 001-180°", "121.0"),
        item("approach", "CLSB", "Cincinnati Class B UHF", "254.25", true),
        item("tower", "TWR", "Cincinnati Tower Runway 18L-36R", "360.85", true),
      ]),
    );
    const { lines } = await page("CVG");
    expect(lines).toContain("121.0 Cincinnati Class B 001-180°");
    expect(lines).toContain("254.25 Cincinnati Class B UHF (outside the VHF air band)");
  });

  it("KSNA: SOCAL APP 38.02 (military low band) is kept as listed and said to be outside the air band; '126' reads '126.0'", async () => {
    const a = await api("SNA");
    expect(a.frequencies.items).toEqual(
      expect.arrayContaining([
        item("approach", "APP", "SOCAL APP", "38.02", true),
        item("approach", "APP", "SOCAL APP", "121.3"),
        item("atis", "ATIS", "ATIS", "126.0"),
        item("clearance", "CLD", "CLNC DEL", "118.0"),
      ]),
    );
    const { lines } = await page("SNA");
    expect(lines).toContain("38.02 SOCAL APP (outside the VHF air band)");
    expect(lines).toContain("118.0 CLNC DEL");
    const card = await (await fetch(`${server.url}/airport/SNA/kneeboard`)).text();
    expect(card.replaceAll("<!-- -->", "")).toContain("38.02 SOCAL APP (outside the VHF air band)");
  });
});

describe("the en-route center (decision 0108)", () => {
  it("KAEL: MINNEAPOLIS CNTR 132.35 is the center, not 'Other': in the JSON, in its own block after Approach / departure, and on the card", async () => {
    const a = await api("AEL");
    expect(a.frequencies.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "approach", use: "A/D", name: "ROCHESTER APP/DEP", frequency: "119.8" }),
        expect.objectContaining({ kind: "center", use: "CNTR", name: "MINNEAPOLIS CNTR", frequency: "132.35" }),
      ]),
    );
    const kinds = a.frequencies.items.map((f: { kind: string }) => f.kind);
    expect(kinds.indexOf("center")).toBeGreaterThan(kinds.lastIndexOf("approach"));

    const { lines } = await page("AEL");
    const approach = lines.indexOf("119.8 ROCHESTER APP/DEP");
    const center = lines.indexOf("Center");
    expect(approach).toBeGreaterThan(lines.indexOf("Approach / departure"));
    expect(center).toBeGreaterThan(approach);
    expect(lines[center + 1]).toBe("132.35 MINNEAPOLIS CNTR");
    expect(lines[center + 2]).toBe("OurAirports, 21 Aug 2026");
    expect(lines.indexOf("Airspace")).toBeGreaterThan(center);

    const card = (await (await fetch(`${server.url}/airport/AEL/kneeboard`)).text()).replaceAll("<!-- -->", "");
    expect(card).toMatch(/<dt>Center<\/dt><dd[^>]*>132\.35 MINNEAPOLIS CNTR<\/dd>/);
  });
});

describe("/airport/{id}: the radio, tower and airspace blocks", () => {
  it("KSTS: right under the facts, each block with its source and date, phones to dial", async () => {
    const { html, section, lines } = await page("KSTS");
    const facts = html.indexOf('id="facts-heading"');
    const radio = html.indexOf('id="radio-heading"');
    expect(facts).toBeGreaterThan(0);
    expect(radio).toBeGreaterThan(facts);
    expect(radio).toBeLessThan(html.indexOf('data-testid="fuel"'));
    expect(lines).toEqual([
      "Radio, tower and airspace",
      "CTAF / UNICOM",
      "118.5 CTAF",
      "122.95 UNICOM",
      "OurAirports, 21 Aug 2026",
      "Tower",
      "118.5 SANTA ROSA TWR",
      "Tower 0700–2000 local; CTAF 118.5 otherwise",
      "FAA NASR ATC, 20 Mar 2025; OurAirports, 21 Aug 2026",
      "Ground",
      "121.9 GND",
      "OurAirports, 21 Aug 2026",
      "ATIS",
      "120.55 ATIS",
      "Phone: 707-545-2847",
      "OurAirports, 21 Aug 2026; FAA NASR ATC, 20 Mar 2025",
      "AWOS / ASOS",
      "ASOS · phone 707-573-8393",
      "FAA NASR AWOS, 20 Mar 2025",
      "Approach / departure",
      "127.8 NORCAL APP/DEP",
      "Approach and departure: OAKLAND ARTCC (ZOA)",
      "OurAirports, 21 Aug 2026; FAA NASR ATC, 20 Mar 2025",
      "Airspace",
      "Class D",
      "CLASS D SVC 0700-2000; OTHER TIMES CLASS G",
      "FAA NASR CLS_ARSP, 20 Mar 2025",
      "Attendance",
      "0600-2200",
      "FAA NASR APT_ATT, 20 Mar 2025",
      "For planning only: check the Chart Supplement and NOTAMs before you fly.",
    ]);
    expect(section).toContain('href="tel:+17075452847"');
    expect(section).toContain('href="tel:+17075738393"');
  });

  it("KCHD: a part-time tower and no CTAF listed: the tower frequency is not offered as one", async () => {
    const { lines } = await page("KCHD");
    expect(lines).toContain("Tower 0600–2100 local; no CTAF listed for other times");
    expect(lines.slice(1, 3)).toEqual(["CTAF / UNICOM", "122.95 UNICOM"]);
    expect(lines.join("\n")).not.toMatch(/CTAF 126\.1/);
  });

  it("KGCC: a tower frequency only OurAirports lists still shows beside the FAA's 'no control tower'", async () => {
    // ATC_BASE: GCC FACILITY_TYPE NON-ATCT; OurAirports: 118.5 TWR (the FAA's FRQ has no rows in the bundle).
    const { lines } = await page("KGCC");
    const tower = lines.indexOf("Tower");
    expect(lines.slice(tower, tower + 4)).toEqual([
      "Tower",
      "118.5 TWR",
      "No control tower (FAA: NON-ATCT)",
      expect.stringMatching(/^FAA NASR ATC, 20 Mar 2025; OurAirports, /),
    ]);
  });

  it("KHAF: no tower, CTAF/UNICOM on one frequency, the AWOS by phone, no class airspace", async () => {
    const { lines } = await page("KHAF");
    expect(lines).toEqual(
      expect.arrayContaining([
        "122.8 CTAF/UNICOM",
        "No control tower (FAA: NON-ATCT)",
        "AWOS-3 · phone 650-728-5649",
        "Approach and departure: NORCAL (NCT)",
        "No class B, C, D or E airspace listed",
        "0830-1630",
      ]),
    );
  });
});

describe("the kneeboard card's radio", () => {
  /** The card's radio list as [label, value] pairs, in print order. */
  async function cardRadio(id: string) {
    const res = await fetch(`${server.url}/airport/${id}/kneeboard`);
    expect(res.status).toBe(200);
    const html = (await pageText(res)).replaceAll("<!-- -->", "");
    return [...html.matchAll(/<dt>([^<]*)<\/dt><dd[^>]*>([\s\S]*?)<\/dd>/g)].map((m) => [
      m[1],
      m[2]
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    ]);
  }

  it("KORD: one AWOS / ASOS line, the FAA's station with its frequency and phone, called right after ATIS", async () => {
    const radio = await cardRadio("KORD");
    expect(radio.filter(([label]) => label === "AWOS / ASOS")).toEqual([
      ["AWOS / ASOS", "ASOS 135.4 phone 773-462-0118"],
    ]);
    expect(radio.slice(0, 2).map(([label]) => label)).toEqual(["ATIS", "AWOS / ASOS"]);
  });

  it("KSTS: the station known only by phone still has its line", async () => {
    const radio = await cardRadio("KSTS");
    expect(radio.filter(([label]) => label === "AWOS / ASOS")).toEqual([["AWOS / ASOS", "ASOS phone 707-573-8393"]]);
    // Printed in one piece: a number broken at its hyphen ('707-573-' above '8393') is misdialled.
    const html = await pageText(await fetch(`${server.url}/airport/KSTS/kneeboard`));
    expect(html).toContain('<span class="whitespace-nowrap">707-573-8393</span>');
  });
});
