/**
 * Radio, tower and airspace: what the FAA and OurAirports words mean to a pilot, and how the
 * page says them. Pure, shared by the importer and the page
 * (docs/decisions/0063-radio-tower-airspace.md).
 */

/** What a frequency is for, in the order the airport page shows the blocks. */
export const FREQUENCY_KINDS = [
  "ctaf",
  "unicom",
  "tower",
  "ground",
  "clearance",
  "atis",
  "weather",
  "approach",
  "center",
  "emergency",
  "other",
] as const;
export type FrequencyKind = (typeof FREQUENCY_KINDS)[number];

/**
 * The kind of an FAA FRQ row, from its FREQ_USE (e.g. 'LCL/P', 'GND/S', 'APCH/P DEP/P IC',
 * 'CLASS C', 'D-ATIS', 'COU ASOS') and FACILITY_TYPE (ASOS_AWOS for weather stations).
 * LCL is local control: the tower.
 */
export function faaFrequencyKind(freqUse: string, facilityType: string): FrequencyKind {
  const use = freqUse.toUpperCase().trim();
  if (facilityType.toUpperCase() === "ASOS_AWOS" || /\b(ASOS|AWOS)/.test(use)) return "weather";
  if (use === "CTAF") return "ctaf";
  if (use === "UNICOM") return "unicom";
  if (/^LCL\b/.test(use)) return "tower";
  if (/^GND\b/.test(use)) return "ground";
  if (/^CD\b/.test(use)) return "clearance";
  if (/\bATIS\b/.test(use)) return "atis";
  if (/^(APCH|DEP)\b/.test(use) || /^CLASS [BC]\b/.test(use)) return "approach";
  if (use === "EMERG") return "emergency";
  return "other";
}

/**
 * The kind of an OurAirports frequency, from its loose `type` ('UNIC', 'UNICOM', 'CTAF/UNICOM',
 * 'A/D', 'TWR', 'CLD' …) and its description: a UNICOM row described 'CTAF/UNICOM' is the CTAF.
 */
export function ourAirportsFrequencyKind(type: string, description: string): FrequencyKind {
  const t = type
    .toUpperCase()
    .replace(/[:\s]+$/, "")
    .trim();
  const d = description.toUpperCase();
  if (/\b(ASOS|AWOS)/.test(t) || t === "WX ASOS") return "weather";
  if (t.startsWith("CTAF") || (/^UNIC/.test(t) && /\bCTAF\b/.test(d))) return "ctaf";
  if (/^UNIC/.test(t)) return "unicom";
  if (t === "WXAS") return "weather";
  if (t === "TWR" || t === "TOWER/CTAF" || t === "TWR2" || t === "MILITARY TOWER") return "tower";
  // GCCD: ground and clearance delivery on one frequency ('GND/CLNC DEL').
  if (t === "GND" || t === "GROUND" || t === "GCCD") return "ground";
  if (t === "CLD" || t === "CLNC DEL" || t === "C/D" || t === "CLRD" || t === "CLRN") return "clearance";
  if (/\bATIS\b/.test(t)) return "atis";
  // CLSB: the Class B approach control sectors ('Cincinnati Class B 001-180°').
  if (/^(A\/D|APP|DEP|DEPT|ARR|APPR|APRCH|CLSB)\b/.test(t) || /APP\/DEP|APPR?\s*&\s*DEP/i.test(t)) return "approach";
  if (t === "EMERG" || t === "EMR") return "emergency";
  // The en-route center (ARTCC): 'MINNEAPOLIS CNTR', 'LOS ANGELES CENTER'; ACC also names a
  // range's control ('CLOVER CON SOUTH'), so only with a center in its description. One described
  // as the field's approach or departure ('ANCHORAGE APP/DEP', 'CLEVELAND CNTR APP') is that
  // service, given by the center, as the A/D rows described '… CNTR' are (decision 0108).
  if (/^(CNTR|CTR|ARTC|ARTCC)$/.test(t) || (t === "ACC" && /\b(CNTR|CENTER|ARTCC)\b/.test(d)))
    return /\b(APP|DEP)\b/.test(d) ? "approach" : "center";
  return "other";
}

/**
 * MHz as a pilot writes it: a whole number ('126', as OurAirports has 726 of them) gains its
 * '.0'; anything else is kept exactly as the source writes it.
 */
export function frequencyMhzText(mhz: string): string {
  const m = mhz.trim();
  return /^\d+$/.test(m) ? `${m}.0` : m;
}

/** Kinds a pilot may also hear on a VOR's voice channel (108–118 MHz): broadcasts and FSS. */
const NAVAID_VOICE_KINDS: readonly FrequencyKind[] = ["weather", "atis", "other"];

/**
 * Whether a frequency lies outside the VHF air band a civil radio tunes: 118–137 MHz for
 * voice, 108–137 MHz for weather, ATIS and the other kinds, which may be broadcast on a VOR. The
 * value is never changed (a '38.02' listed under Approach is military low-band FM, not a
 * mistyped 138.02); the page says it is outside the band (decision 0106).
 */
export function outsideAirBand(kind: FrequencyKind, mhz: string): boolean {
  const v = Number(mhz.trim());
  if (mhz.trim() === "" || !Number.isFinite(v)) return false;
  const low = NAVAID_VOICE_KINDS.includes(kind) ? 108 : 118;
  return v < low || v > 137;
}

/** Said beside such a frequency on the page and the card. */
export const OUTSIDE_AIR_BAND = "outside the VHF air band";

/** The label of each block on the airport page. */
export const FREQUENCY_KIND_LABELS: Record<FrequencyKind, string> = {
  ctaf: "CTAF",
  unicom: "UNICOM",
  tower: "Tower",
  ground: "Ground",
  clearance: "Clearance delivery",
  atis: "ATIS",
  weather: "AWOS / ASOS",
  approach: "Approach / departure",
  center: "Center",
  emergency: "Emergency",
  other: "Other",
};

/**
 * Tower hours as the FAA writes them (TWR_HRS has hundreds of forms). A plain 'HHMM-HHMM'
 * range is local time (the FAA marks UTC with Z), so it reads '0700–2000 local'; '24' reads
 * 'open 24 hours'; anything else is shown exactly as written.
 */
export function towerHoursText(hours: string): string {
  const h = hours.trim();
  const range = /^(\d{4})-(\d{4})$/.exec(h);
  if (range) return `${range[1]}–${range[2]} local`;
  if (h === "24") return "open 24 hours";
  return h;
}

/**
 * 'Tower 0700–2000 local; CTAF 118.5 otherwise': the FAA's hours, and the CTAF only when one is
 * listed (a tower frequency is never taken for the CTAF).
 */
export function towerLine(hours: string | null, partTime: boolean | null, ctaf: string | null): string {
  if (!hours) return "Tower hours not listed";
  if (partTime === false) return `Tower ${towerHoursText(hours)}`;
  return `Tower ${towerHoursText(hours)}; ${ctaf ? `CTAF ${ctaf} otherwise` : "no CTAF listed for other times"}`;
}

/**
 * The Tower block's line, the same on the page and the card: a towered field's hours; the FAA's
 * word when its ATC data has the field but no tower (shown even beside a tower frequency another
 * source lists, so the two never read as agreeing); otherwise whether a frequency was listed.
 */
export function towerStatusLine(
  tower: {
    towered: boolean;
    facility_type: string;
    hours: string | null;
    part_time: boolean | null;
    ctaf_outside_hours: string | null;
  } | null,
  hasTowerFrequency: boolean,
): string {
  if (tower?.towered) return towerLine(tower.hours, tower.part_time, tower.ctaf_outside_hours);
  if (tower) return `No control tower (FAA: ${tower.facility_type})`;
  return hasTowerFrequency ? "Hours not listed" : "None listed";
}

/** A tower that is not open around the clock, by its TWR_HRS; null when no hours are given. */
export function towerIsPartTime(hours: string | null): boolean | null {
  if (hours == null || hours.trim() === "") return null;
  return hours.trim() !== "24";
}

/** FAA facility types that have a control tower at the field. */
export const isTowered = (facilityType: string) => /^ATCT/i.test(facilityType);

/** 'Unattended' for the FAA's spellings of it (UNATNDD, UNATTND, UNATTENDED). */
const UNATTENDED = /^UNAT+E?N?D+(ED)?$/i;

/**
 * One APT_ATT schedule as a line: 'MON-FRI 0700-1900', 'MAY-OCT 0800-1700', 'Unattended';
 * ALL in a field that others narrow is left out, and a row of ALL reads 'all hours'.
 */
export function attendanceText(s: { month: string | null; day: string | null; hour: string | null }): string {
  const month = (s.month ?? "").trim();
  const day = (s.day ?? "").trim();
  const hour = (s.hour ?? "").trim();
  if (UNATTENDED.test(month) || UNATTENDED.test(hour)) return "Unattended";
  const parts = [month, day].filter((p) => p !== "" && p.toUpperCase() !== "ALL");
  if (hour !== "") parts.push(hour.toUpperCase() === "ALL" ? "all hours" : hour);
  if (parts.length === 0) return month || day || hour;
  return parts.join(" ");
}

/** 'Class D', 'Class D and E', 'Class B, C and E' from CLS_ARSP's flags; null when none is set. */
export function airspaceClassText(a: { classB: boolean; classC: boolean; classD: boolean; classE: boolean }) {
  const classes = (["B", "C", "D", "E"] as const).filter((c) => a[`class${c}`]);
  if (classes.length === 0) return null;
  const list = classes.length === 1 ? classes[0] : `${classes.slice(0, -1).join(", ")} and ${classes.at(-1)}`;
  return `Class ${list}`;
}
