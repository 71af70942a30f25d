/**
 * npm run data:snapshot
 *
 * Merges the public sources in data/sources/ into an FAA NASR-layout APT CSV
 * set (APT_BASE, APT_RWY, APT_RWY_END, APT_RMK + SNAPSHOT.json) and writes it,
 * deterministically, to data/snapshot/APT_CSV_snapshot.zip, so the one FAA
 * importer loads it. See data/SOURCES.md. NASR wins wherever fields overlap;
 * a value no source has stays blank.
 */
import fs from "node:fs";
import path from "node:path";
import { gunzipSync, strFromU8, strToU8, zipSync, type Zippable } from "fflate";
import { CsvTable, parseCsv } from "~/lib/csv";

const SOURCES_DIR = path.resolve("data/sources");
const OUT = path.resolve("data/snapshot/APT_CSV_snapshot.zip");
/** Fixed zip entry time (DOS time is local, fflate reads local fields: stable in any time zone). */
const ZIP_TIME = new Date(2024, 11, 26, 0, 0, 0);

const FILES = {
  nasr: "nasr_APT_RWY_2024-12-26.csv.gz",
  adds: "faa_adds_airports_2023-07.csv.gz",
  nfdc: "faa_nfdc_facilities_use_ownership_2019-01.csv.gz",
  oaAirports: "ourairports_us_airports_2026-02.csv.gz",
  oaRunways: "ourairports_runways_us_2026-08-22.csv.gz",
};

/** The FAA's published APT_BASE header. */
export const APT_BASE_COLUMNS =
  `EFF_DATE,SITE_NO,SITE_TYPE_CODE,STATE_CODE,ARPT_ID,CITY,COUNTRY_CODE,REGION_CODE,ADO_CODE,STATE_NAME,COUNTY_NAME,COUNTY_ASSOC_STATE,ARPT_NAME,OWNERSHIP_TYPE_CODE,FACILITY_USE_CODE,LAT_DEG,LAT_MIN,LAT_SEC,LAT_HEMIS,LAT_DECIMAL,LONG_DEG,LONG_MIN,LONG_SEC,LONG_HEMIS,LONG_DECIMAL,SURVEY_METHOD_CODE,ELEV,ELEV_METHOD_CODE,MAG_VARN,MAG_HEMIS,MAG_VARN_YEAR,TPA,CHART_NAME,DIST_CITY_TO_AIRPORT,DIRECTION_CODE,ACREAGE,RESP_ARTCC_ID,COMPUTER_ID,ARTCC_NAME,FSS_ON_ARPT_FLAG,FSS_ID,FSS_NAME,PHONE_NO,TOLL_FREE_NO,ALT_FSS_ID,ALT_FSS_NAME,ALT_TOLL_FREE_NO,NOTAM_ID,NOTAM_FLAG,ACTIVATION_DATE,ARPT_STATUS,FAR_139_TYPE_CODE,FAR_139_CARRIER_SER_CODE,ARFF_CERT_TYPE_DATE,NASP_CODE,ASP_ANLYS_DTRM_CODE,CUST_FLAG,LNDG_RIGHTS_FLAG,JOINT_USE_FLAG,MIL_LNDG_FLAG,INSPECT_METHOD_CODE,INSPECTOR_CODE,LAST_INSPECTION,LAST_INFO_RESPONSE,FUEL_TYPES,AIRFRAME_REPAIR_SER_CODE,PWR_PLANT_REPAIR_SER,BOTTLED_OXY_TYPE,BULK_OXY_TYPE,LGT_SKED,BCN_LGT_SKED,TWR_TYPE_CODE,SEG_CIRCLE_MKR_FLAG,BCN_LENS_COLOR,LNDG_FEE_FLAG,MEDICAL_USE_FLAG,ARPT_PSN_SOURCE,POSITION_SRC_DATE,ARPT_ELEV_SOURCE,ELEVATION_SRC_DATE,CONTR_FUEL_AVBL,TRNS_STRG_BUOY_FLAG,TRNS_STRG_HGR_FLAG,TRNS_STRG_TIE_FLAG,OTHER_SERVICES,WIND_INDCR_FLAG,ICAO_ID,MIN_OP_NETWORK,USER_FEE_FLAG,CTA`.split(
    ",",
  );

/** The leading APT_RWY_END columns as published (the file goes on with obstacle, gradient, source and LAHSO columns). */
export const APT_RWY_END_COLUMNS =
  `EFF_DATE,SITE_NO,SITE_TYPE_CODE,STATE_CODE,ARPT_ID,CITY,COUNTRY_CODE,RWY_ID,RWY_END_ID,TRUE_ALIGNMENT,ILS_TYPE,RIGHT_HAND_TRAFFIC_PAT_FLAG,RWY_MARKING_TYPE_CODE,RWY_MARKING_COND,LAT_DEG,LAT_MIN,LAT_SEC,LAT_HEMIS,LAT_DECIMAL,LONG_DEG,LONG_MIN,LONG_SEC,LONG_HEMIS,LONG_DECIMAL,RWY_END_ELEV,THR_CROSSING_HGT,VISUAL_GLIDE_PATH_ANGLE,DISPLACED_THR_ELEV,DISPLACED_THR_LEN,TDZ_ELEV,VGSI_CODE,RWY_VISUAL_RANGE_EQUIP_CODE,RWY_VSBY_VALUE_EQUIP_FLAG,APCH_LGT_SYSTEM_CODE,RWY_END_LGTS_FLAG,CNTRLN_LGTS_AVBL_FLAG,TDZ_LGT_AVBL_FLAG,TKOF_RUN_AVBL,TKOF_DIST_AVBL,ACLT_STOP_DIST_AVBL,LNDG_DIST_AVBL`.split(
    ",",
  );

export const APT_RMK_COLUMNS =
  `EFF_DATE,SITE_NO,SITE_TYPE_CODE,STATE_CODE,ARPT_ID,CITY,COUNTRY_CODE,LEGACY_ELEMENT_NUMBER,TAB_NAME,REF_COL_NAME,ELEMENT,REF_COL_SEQ_NO,REMARK`.split(
    ",",
  );

const MANIFEST = {
  effectiveDate: "2024-12-26",
  label: "FAA NASR 26 Dec 2024 (offline snapshot)",
  sources: [
    {
      name: "FAA NASR APT_RWY.csv",
      date: "2024-12-26",
      role: "facility list (site, type, ID, state, city) and all runways",
    },
    {
      name: "FAA ADDS Airports",
      date: "2023-07-02",
      role: "name, coordinates, elevation, ICAO ID, public/private use, operational status",
    },
    {
      name: "OurAirports US airports and runways",
      date: "2026-08-22",
      role: "fallback name/coordinates/elevation/ICAO ID (airports export 2026-02-13); runway-end heading, elevation, displaced threshold, position (runways 2026-08-22)",
    },
    {
      name: "FAA NFDC 5010 facilities export",
      date: "2019-01-21",
      role: "ownership; last fallback for name, coordinates, elevation, ICAO ID, use",
    },
  ],
};

function readSource(file: string): CsvTable {
  const full = path.join(SOURCES_DIR, file);
  if (!fs.existsSync(full)) throw new Error(`${path.relative(process.cwd(), full)} not found`);
  return new CsvTable(strFromU8(gunzipSync(fs.readFileSync(full))), file);
}

function csvField(v: string): string {
  return v === "" ? "" : `"${v.replaceAll('"', '""')}"`;
}

function csvFile(columns: string[], rows: Record<string, string>[]): string {
  const lines = [columns.map(csvField).join(",")];
  for (const row of rows) lines.push(columns.map((c) => csvField(row[c] ?? "")).join(","));
  return lines.join("\r\n") + "\r\n";
}

const isNum = (s: string) => s !== "" && Number.isFinite(Number(s));
/** Strips float noise from spreadsheet values (1088.5999999999999 → 1088.6). */
const round = (s: string, digits: number) => (isNum(s) ? String(Number(Number(s).toFixed(digits))) : "");

/** NFDC arc-seconds with hemisphere ('186780.8954N') → decimal degrees. */
function arcSeconds(s: string): string {
  const m = /^([\d.]+)([NSEW])$/i.exec(s.trim());
  if (!m) return "";
  const deg = Number(m[1]) / 3600;
  return round(String(/[SW]/i.test(m[2]) ? -deg : deg), 8);
}

/** Runway end IDs compare without leading zeros: '02' = '2', '09L' = '9L'. */
const normEnd = (s: string) =>
  s
    .trim()
    .toUpperCase()
    .replace(/^0+(?=\d)/, "");

interface Facility {
  eff: string;
  siteNo: string;
  siteType: string;
  state: string;
  locId: string;
  city: string;
  country: string;
}

function main() {
  const started = Date.now();

  // NASR APT_RWY: US rows verbatim, and the facility list.
  const nasrText = strFromU8(gunzipSync(fs.readFileSync(path.join(SOURCES_DIR, FILES.nasr))));
  const nasrLines = nasrText
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .filter((l) => l !== "");
  const nasr = new CsvTable(nasrLines[0] + "\r\n", FILES.nasr);
  const nasrCol = (c: string) => {
    const get = nasr.col(c);
    return (row: string[]) => get(row);
  };
  const n = {
    eff: nasrCol("EFF_DATE"),
    site: nasrCol("SITE_NO"),
    type: nasrCol("SITE_TYPE_CODE"),
    state: nasrCol("STATE_CODE"),
    id: nasrCol("ARPT_ID"),
    city: nasrCol("CITY"),
    country: nasrCol("COUNTRY_CODE"),
    rwy: nasrCol("RWY_ID"),
  };
  const rwyLines: string[] = [nasrLines[0]];
  const runways: { facility: Facility; rwyId: string }[] = [];
  const facilities = new Map<string, Facility>();
  let nasrRows = 0;
  for (const line of nasrLines.slice(1)) {
    const parsed = [...parseCsv(line)];
    if (parsed.length !== 1 || parsed[0].length !== nasr.header.length)
      throw new Error(`${FILES.nasr}: unexpected line ${line.slice(0, 80)}`);
    const row = parsed[0];
    nasrRows++;
    if (n.country(row) !== "US") continue;
    rwyLines.push(line);
    const key = `${n.site(row)}|${n.type(row)}`;
    let facility = facilities.get(key);
    if (!facility) {
      facility = {
        eff: n.eff(row),
        siteNo: n.site(row),
        siteType: n.type(row),
        state: n.state(row),
        locId: n.id(row),
        city: n.city(row),
        country: n.country(row),
      };
      facilities.set(key, facility);
    }
    runways.push({ facility, rwyId: n.rwy(row) });
  }

  // ADDS 2023 by IDENT.
  const adds = readSource(FILES.adds);
  const a = {
    ident: adds.col("IDENT"),
    name: adds.col("NAME"),
    x: adds.col("X"),
    y: adds.col("Y"),
    elev: adds.col("ELEVATION"),
    icao: adds.col("ICAO_ID"),
    status: adds.col("OPERSTATUS"),
    priv: adds.col("PRIVATEUSE"),
  };
  const addsById = new Map<string, string[]>();
  for (const row of adds.rows) if (a.ident(row) && !addsById.has(a.ident(row))) addsById.set(a.ident(row), row);

  // OurAirports 2026 by local_code (the FAA LID). When two rows claim one code,
  // the one whose gps_code, then ident, is that code wins, then the lower id.
  const oa = readSource(FILES.oaAirports);
  const o = {
    id: oa.col("id"),
    ident: oa.col("ident"),
    name: oa.col("name"),
    lat: oa.col("latitude_deg"),
    lon: oa.col("longitude_deg"),
    elev: oa.col("elevation_ft"),
    icao: oa.col("icao_code"),
    gps: oa.col("gps_code"),
    local: oa.col("local_code"),
  };
  const oaRank = (row: string[]) => (o.gps(row) === o.local(row) ? 0 : o.ident(row) === o.local(row) ? 1 : 2);
  const oaByLid = new Map<string, string[]>();
  for (const row of oa.rows) {
    const lid = o.local(row);
    if (!lid) continue;
    const prev = oaByLid.get(lid);
    if (!prev || oaRank(row) < oaRank(prev) || (oaRank(row) === oaRank(prev) && Number(o.id(row)) < Number(o.id(prev))))
      oaByLid.set(lid, row);
  }

  // NFDC 2019 by LocationID.
  const nfdc = readSource(FILES.nfdc);
  const f = {
    id: nfdc.col("LocationID"),
    name: nfdc.col("FacilityName"),
    own: nfdc.col("Ownership"),
    use: nfdc.col("Use"),
    lat: nfdc.col("ARPLatitudeS"),
    lon: nfdc.col("ARPLongitudeS"),
    elev: nfdc.col("ARPElevation"),
    icao: nfdc.col("IcaoIdentifier"),
  };
  const nfdcById = new Map<string, string[]>();
  for (const row of nfdc.rows) if (f.id(row) && !nfdcById.has(f.id(row))) nfdcById.set(f.id(row), row);

  // APT_BASE.
  const USE: Record<string, string> = { "0": "PU", "1": "PR" };
  const STATUS: Record<string, string> = { OPERATIONAL: "O", INDEFINITE: "CI", CLOSED: "CP" };
  const stats = {
    coords: { adds: 0, ourairports: 0, nfdc: 0, none: 0 },
    name: { adds: 0, ourairports: 0, nfdc: 0, none: 0 },
    use: { adds: 0, nfdc: 0, none: 0 },
    ownership: 0,
    status: 0,
    icao: 0,
  };
  const baseRows: Record<string, string>[] = [];
  const icaoByLid = new Map<string, string>();
  const sortedFacilities = [...facilities.values()].sort((x, y) =>
    x.locId < y.locId ? -1 : x.locId > y.locId ? 1 : x.siteNo < y.siteNo ? -1 : x.siteNo > y.siteNo ? 1 : 0,
  );
  for (const fac of sortedFacilities) {
    const ad = addsById.get(fac.locId);
    const oar = oaByLid.get(fac.locId);
    const nf = nfdcById.get(fac.locId);

    let name = "";
    if (ad && a.name(ad)) {
      name = a.name(ad);
      stats.name.adds++;
    } else if (oar && o.name(oar)) {
      name = o.name(oar);
      stats.name.ourairports++;
    } else if (nf && f.name(nf)) {
      name = f.name(nf);
      stats.name.nfdc++;
    } else stats.name.none++;

    let lat = "";
    let lon = "";
    if (ad && isNum(a.y(ad)) && isNum(a.x(ad))) {
      lat = round(a.y(ad), 8);
      lon = round(a.x(ad), 8);
      stats.coords.adds++;
    } else if (oar && isNum(o.lat(oar)) && isNum(o.lon(oar))) {
      lat = round(o.lat(oar), 8);
      lon = round(o.lon(oar), 8);
      stats.coords.ourairports++;
    } else if (nf && arcSeconds(f.lat(nf)) && arcSeconds(f.lon(nf))) {
      lat = arcSeconds(f.lat(nf));
      lon = arcSeconds(f.lon(nf));
      stats.coords.nfdc++;
    } else stats.coords.none++;

    const elev = (ad && round(a.elev(ad), 1)) || (oar && round(o.elev(oar), 1)) || (nf && round(f.elev(nf), 1)) || "";
    const icao = (ad && a.icao(ad)) || (oar && o.icao(oar)) || (nf && f.icao(nf)) || "";
    if (icao) {
      stats.icao++;
      icaoByLid.set(fac.locId, icao);
    }

    let use = "";
    if (ad && USE[a.priv(ad)]) {
      use = USE[a.priv(ad)];
      stats.use.adds++;
    } else if (nf && /^(PU|PR)$/.test(f.use(nf))) {
      use = f.use(nf);
      stats.use.nfdc++;
    } else stats.use.none++;

    const ownership = (nf && f.own(nf)) || "";
    if (ownership) stats.ownership++;
    const status = (ad && STATUS[a.status(ad)]) || "";
    if (status) stats.status++;

    baseRows.push({
      EFF_DATE: fac.eff,
      SITE_NO: fac.siteNo,
      SITE_TYPE_CODE: fac.siteType,
      STATE_CODE: fac.state,
      ARPT_ID: fac.locId,
      CITY: fac.city,
      COUNTRY_CODE: fac.country,
      ARPT_NAME: name,
      OWNERSHIP_TYPE_CODE: ownership,
      FACILITY_USE_CODE: use,
      LAT_DECIMAL: lat,
      LONG_DECIMAL: lon,
      ELEV: elev,
      ARPT_STATUS: status,
      ICAO_ID: icao,
    });
  }

  // APT_RWY_END from OurAirports runways: candidate OurAirports runways of a
  // facility are those of its OurAirports airport (by LID) and those whose
  // airport_ident is its LID or ICAO ID; a NASR runway takes the first open
  // one whose end idents are the two halves of its RWY_ID.
  const oaRwy = readSource(FILES.oaRunways);
  const w = {
    id: oaRwy.col("id"),
    ref: oaRwy.col("airport_ref"),
    ident: oaRwy.col("airport_ident"),
    closed: oaRwy.col("closed"),
  };
  const endCols = (p: "le" | "he") => ({
    ident: oaRwy.col(`${p}_ident`),
    lat: oaRwy.col(`${p}_latitude_deg`),
    lon: oaRwy.col(`${p}_longitude_deg`),
    elev: oaRwy.col(`${p}_elevation_ft`),
    heading: oaRwy.col(`${p}_heading_degT`),
    dthr: oaRwy.col(`${p}_displaced_threshold_ft`),
  });
  const le = endCols("le");
  const he = endCols("he");
  const byRef = new Map<string, string[][]>();
  const byIdent = new Map<string, string[][]>();
  for (const row of oaRwy.rows) {
    if (w.closed(row) === "1") continue;
    for (const [map, key] of [
      [byRef, w.ref(row)],
      [byIdent, w.ident(row)],
    ] as const) {
      if (!key) continue;
      const list = map.get(key);
      if (list) list.push(row);
      else map.set(key, [row]);
    }
  }
  const endRows: Record<string, string>[] = [];
  let runwaysWithEnds = 0;
  let endsWithHeading = 0;
  for (const { facility: fac, rwyId } of runways) {
    const candidates: string[][] = [];
    const seen = new Set<string>();
    const add = (rows: string[][] | undefined) => {
      for (const row of rows ?? []) {
        if (seen.has(w.id(row))) continue;
        seen.add(w.id(row));
        candidates.push(row);
      }
    };
    const oar = oaByLid.get(fac.locId);
    if (oar) add(byRef.get(o.id(oar)));
    add(byIdent.get(fac.locId));
    const icao = icaoByLid.get(fac.locId);
    if (icao) add(byIdent.get(icao));

    const halves = rwyId.split("/").map((h) => h.trim());
    const want = halves.map(normEnd);
    let match: { row: string[]; ends: (typeof le)[] } | undefined;
    for (const row of candidates) {
      const l = normEnd(le.ident(row));
      const h = normEnd(he.ident(row));
      if (want.length === 2 && l === want[0] && h === want[1]) match = { row, ends: [le, he] };
      else if (want.length === 2 && l === want[1] && h === want[0]) match = { row, ends: [he, le] };
      else if (want.length === 1 && l === want[0] && h === "") match = { row, ends: [le] };
      if (match) break;
    }
    if (!match) continue;
    const { row, ends } = match;
    const hasData = ends.some((e) => e.heading(row) || e.elev(row) || e.dthr(row) || e.lat(row) || e.lon(row));
    if (!hasData) continue;
    runwaysWithEnds++;
    ends.forEach((e, i) => {
      if (e.heading(row)) endsWithHeading++;
      endRows.push({
        EFF_DATE: fac.eff,
        SITE_NO: fac.siteNo,
        SITE_TYPE_CODE: fac.siteType,
        STATE_CODE: fac.state,
        ARPT_ID: fac.locId,
        CITY: fac.city,
        COUNTRY_CODE: fac.country,
        RWY_ID: rwyId,
        RWY_END_ID: halves[i],
        TRUE_ALIGNMENT: e.heading(row),
        LAT_DECIMAL: e.lat(row),
        LONG_DECIMAL: e.lon(row),
        RWY_END_ELEV: e.elev(row),
        DISPLACED_THR_LEN: e.dthr(row),
      });
    });
  }

  const files: Zippable = {
    "APT_BASE.csv": [strToU8(csvFile(APT_BASE_COLUMNS, baseRows)), { mtime: ZIP_TIME }],
    "APT_RMK.csv": [strToU8(csvFile(APT_RMK_COLUMNS, [])), { mtime: ZIP_TIME }],
    "APT_RWY.csv": [strToU8(rwyLines.join("\r\n") + "\r\n"), { mtime: ZIP_TIME }],
    "APT_RWY_END.csv": [strToU8(csvFile(APT_RWY_END_COLUMNS, endRows)), { mtime: ZIP_TIME }],
    "SNAPSHOT.json": [strToU8(JSON.stringify(MANIFEST, null, 2) + "\n"), { mtime: ZIP_TIME }],
  };
  const zip = zipSync(files, { level: 9, mtime: ZIP_TIME });
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, zip);

  const pct = (x: number) => `${((100 * x) / facilities.size).toFixed(1)}%`;
  const out = [
    `Snapshot written: ${path.relative(process.cwd(), OUT)} (${(zip.length / 1024 / 1024).toFixed(2)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    `  NASR APT_RWY 2024-12-26: ${nasrRows} runway rows, ${rwyLines.length - 1} US → APT_RWY.csv; ${facilities.size} US facilities → APT_BASE.csv`,
    `  Coordinates: ADDS 2023 ${stats.coords.adds}, OurAirports 2026 ${stats.coords.ourairports}, NFDC 2019 ${stats.coords.nfdc}, none ${stats.coords.none} (${pct(stats.coords.none)}; the importer skips these)`,
    `  Name:        ADDS 2023 ${stats.name.adds}, OurAirports 2026 ${stats.name.ourairports}, NFDC 2019 ${stats.name.nfdc}, none ${stats.name.none}`,
    `  Use:         ADDS 2023 ${stats.use.adds}, NFDC 2019 ${stats.use.nfdc}, unknown ${stats.use.none}`,
    `  Ownership (NFDC 2019): ${stats.ownership}, unknown ${facilities.size - stats.ownership}; status (ADDS 2023): ${stats.status}, blank (= operational) ${facilities.size - stats.status}; ICAO ID: ${stats.icao}`,
    `  Runway ends (OurAirports): ${endRows.length} ends on ${runwaysWithEnds} of ${runways.length} runways; ${endsWithHeading} with a true heading`,
    `  Remarks: none in these sources (APT_RMK.csv is header only)`,
  ];
  console.log(out.join("\n"));
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? "");
if (isMain) {
  try {
    main();
  } catch (e) {
    console.error(`data:snapshot failed: ${(e as Error).message}`);
    process.exit(1);
  }
}
