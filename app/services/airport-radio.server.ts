/**
 * An airport's radio, tower, airspace, weather stations and attendance, each with its source
 * and date, for the airport JSON (`frequencies`, `tower`, `airspace`, `weather_stations`,
 * `attendance`) and the page (docs/product.md "JSON API", docs/decisions/0063-radio-tower-airspace.md).
 * Nothing is inferred the data does not say: outside a part-time tower's hours the CTAF
 * applies only where a CTAF frequency is listed.
 */
import {
  airspaceClassText,
  attendanceText,
  FREQUENCY_KINDS,
  frequencyMhzText,
  isTowered,
  ourAirportsFrequencyKind,
  outsideAirBand,
  towerIsPartTime,
  type FrequencyKind,
} from "~/lib/radio";
import { radioRowsOf, referenceSetsNamed, type FrequencyRow } from "~/models/radio.server";

/** Where a block's data comes from: 'FAA NASR FRQ' or 'OurAirports', and the data's date (YYYY-MM-DD). */
export interface RadioSource {
  name: string;
  date: string;
}

export interface AirportFrequency {
  kind: FrequencyKind;
  /** The source's own word for it ('LCL/P', 'CTAF', 'A/D'). */
  use: string;
  /** Call or description ('SANTA ROSA TWR', 'NORCAL APP/DEP'); null when the source gives none. */
  name: string | null;
  /** MHz as the source writes it, a whole number with its '.0' ('126.0'). */
  frequency: string;
  /** Outside the VHF air band (118–137 MHz for voice, 108–137 for broadcasts): military or mistyped (decision 0106). */
  outside_air_band: boolean;
  /** FAA TOWER_HRS of the facility, as written. */
  hours: string | null;
  sectorization: string | null;
  remark: string | null;
}

export interface AirportFrequencies {
  source: RadioSource;
  items: AirportFrequency[];
}

export interface AirportTower {
  source: RadioSource;
  /** FAA FACILITY_TYPE: ATCT, NON-ATCT, ATCT-TRACON … */
  facility_type: string;
  /** Whether a control tower works the field (an ATCT facility type). */
  towered: boolean;
  call: string | null;
  /** FAA TWR_HRS exactly as written. */
  hours: string | null;
  /** Not open around the clock by TWR_HRS; null without hours. */
  part_time: boolean | null;
  /** The CTAF listed for the airport, which applies when a part-time tower is closed; null when none is listed. */
  ctaf_outside_hours: string | null;
  approach: { call: string | null; provider: string | null; secondary_call: string | null } | null;
  departure: { call: string | null; provider: string | null; secondary_call: string | null } | null;
  /** FAA CTL_PRVDING_HRS, as written. */
  control_hours: string | null;
  /** ATC_ATIS: the ATIS services with their hours and phone (frequencies are in `frequencies`). */
  atis: { number: number; description: string | null; hours: string | null; phone: string | null }[];
}

export interface AirportAirspace {
  source: RadioSource;
  classes: ("B" | "C" | "D" | "E")[];
  /** 'Class D', 'Class D and E'. */
  label: string;
  /** FAA AIRSPACE_HRS as written ('CLASS D SVC 0700-2000; OTHER TIMES CLASS G'). */
  hours: string | null;
  remark: string | null;
}

export interface AirportWeatherStations {
  source: RadioSource;
  items: {
    id: string;
    type: string;
    phone: string | null;
    second_phone: string | null;
    /** From the frequencies list (FRQ or OurAirports), when it lists one. */
    frequency: string | null;
  }[];
}

export interface AirportAttendance {
  source: RadioSource;
  schedules: { month: string | null; day: string | null; hour: string | null; text: string }[];
}

export interface AirportRadio {
  frequencies: AirportFrequencies | null;
  tower: AirportTower | null;
  airspace: AirportAirspace | null;
  weather_stations: AirportWeatherStations | null;
  attendance: AirportAttendance | null;
  /**
   * The sources loaded for each block, also where they list nothing for this airport, so
   * 'none listed' can say by whom; frequencies: the FAA FRQ (when loaded) and OurAirports.
   */
  radio_sources: {
    frequencies: RadioSource[];
    tower: RadioSource | null;
    airspace: RadioSource | null;
    weather_stations: RadioSource | null;
    attendance: RadioSource | null;
  };
}

const SET_SOURCES: Record<string, string> = {
  FRQ: "FAA NASR FRQ",
  OURAIRPORTS_FRQ: "OurAirports",
  ATC: "FAA NASR ATC",
  AWOS: "FAA NASR AWOS",
  CLS_ARSP: "FAA NASR CLS_ARSP",
  APT_ATT: "FAA NASR APT_ATT",
};

const kindOrder = (k: string) => {
  const i = FREQUENCY_KINDS.indexOf(k as FrequencyKind);
  return i < 0 ? FREQUENCY_KINDS.length : i;
};

/** A row that names the CTAF: a CTAF row, or one whose use says it doubles as the CTAF ('TOWER/CTAF', 'CTAF/UNICOM'). */
const namesCtaf = (f: { kind: string; use: string; name: string | null }) =>
  f.kind === "ctaf" || /\bCTAF\b/i.test(f.use);

export function airportRadio(locId: string): AirportRadio {
  const rows = radioRowsOf(locId);
  const sets = referenceSetsNamed(Object.keys(SET_SOURCES));
  const source = (set: string): RadioSource | null => {
    const row = sets.get(set);
    return row ? { name: SET_SOURCES[set], date: row.effectiveDate } : null;
  };

  let frequencies: AirportFrequencies | null = null;
  const freqRows = rows.frequencies.map(withKind).sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind) || a.id - b.id);
  const freqSource = freqRows.length ? source(freqRows[0].source === "FAA" ? "FRQ" : "OURAIRPORTS_FRQ") : null;
  if (freqSource) frequencies = { source: freqSource, items: freqRows.map(toFrequency) };

  const ctafRow = freqRows.find(namesCtaf);
  const ctaf = ctafRow ? frequencyMhzText(ctafRow.frequency) : null;
  const f = rows.facility;
  const atcSource = source("ATC");
  const tower: AirportTower | null =
    f && atcSource
      ? {
          source: atcSource,
          facility_type: f.facilityType,
          towered: isTowered(f.facilityType),
          call: f.towerCall,
          hours: f.towerHours,
          part_time: isTowered(f.facilityType) ? towerIsPartTime(f.towerHours) : null,
          ctaf_outside_hours: isTowered(f.facilityType) && towerIsPartTime(f.towerHours) === true ? ctaf : null,
          approach:
            f.approachCall || f.approachProvider
              ? { call: f.approachCall, provider: f.approachProvider, secondary_call: f.secondaryApproachCall }
              : null,
          departure:
            f.departureCall || f.departureProvider
              ? { call: f.departureCall, provider: f.departureProvider, secondary_call: f.secondaryDepartureCall }
              : null,
          control_hours: f.controlHours,
          atis: rows.atis.map((a) => ({
            number: a.atisNo,
            description: a.description,
            hours: a.hours,
            phone: a.phone,
          })),
        }
      : null;

  const a = rows.airspace;
  const airspaceSource = source("CLS_ARSP");
  const classes = a ? (["B", "C", "D", "E"] as const).filter((c) => a[`class${c}`]) : [];
  const label = a ? airspaceClassText(a) : null;
  const airspace: AirportAirspace | null =
    a && airspaceSource && label ? { source: airspaceSource, classes, label, hours: a.hours, remark: a.remark } : null;

  const weatherFrequencies = freqRows.filter((r) => r.kind === "weather");
  const awosSource = source("AWOS");
  const weather_stations: AirportWeatherStations | null =
    rows.stations.length && awosSource
      ? {
          source: awosSource,
          items: rows.stations.map((s) => ({
            id: s.stationId,
            type: s.type,
            phone: s.phone,
            second_phone: s.secondPhone,
            frequency: frequencyOrNull(
              weatherFrequencies.find((w) => w.use.toUpperCase().includes(s.type.split("-")[0])) ??
                weatherFrequencies[0],
            ),
          })),
        }
      : null;

  const attSource = source("APT_ATT");
  const attendance: AirportAttendance | null =
    rows.attendance.length && attSource
      ? {
          source: attSource,
          schedules: rows.attendance.map((s) => ({
            month: s.month,
            day: s.day,
            hour: s.hour,
            text: attendanceText(s),
          })),
        }
      : null;

  return {
    frequencies,
    tower,
    airspace,
    weather_stations,
    attendance,
    radio_sources: {
      frequencies: [source("FRQ"), source("OURAIRPORTS_FRQ")].filter((x): x is RadioSource => x !== null),
      tower: atcSource,
      airspace: airspaceSource,
      weather_stations: awosSource,
      attendance: attSource,
    },
  };
}

/**
 * An OurAirports row's kind is worked out again from its type and description as stored, so a
 * database imported before a type was mapped ('CLRN', 'DEPT', 'WXAS', 'CLSB') shows it in its
 * block without importing again; an FAA row keeps the kind the import gave it.
 */
function withKind(r: FrequencyRow): FrequencyRow & { kind: FrequencyKind } {
  return {
    ...r,
    kind: r.source === "OurAirports" ? ourAirportsFrequencyKind(r.use, r.name ?? "") : (r.kind as FrequencyKind),
  };
}

const frequencyOrNull = (r: { frequency: string } | undefined) => (r ? frequencyMhzText(r.frequency) : null);

function toFrequency(r: FrequencyRow & { kind: FrequencyKind }): AirportFrequency {
  return {
    kind: r.kind,
    use: r.use,
    name: r.name,
    frequency: frequencyMhzText(r.frequency),
    outside_air_band: outsideAirBand(r.kind, r.frequency),
    hours: r.hours,
    sectorization: r.sectorization,
    remark: r.remark,
  };
}
