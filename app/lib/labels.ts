const SURFACE_NAMES: Record<string, string> = {
  ASPH: "Asphalt",
  CONC: "Concrete",
  SNOW: "Snow",
  ICE: "Ice",
  MATS: "Mats",
  TREATED: "Treated",
  TRTD: "Treated",
  GRAVEL: "Gravel",
  GRVL: "Gravel",
  TURF: "Grass",
  GRASS: "Grass",
  DIRT: "Dirt",
  WATER: "Water",
};

/**
 * 'ASPH' → 'Asphalt'; a combined FAA code 'ASPH-TURF' → 'Asphalt / Grass'.
 * Codes the spec does not name read 'Unknown'.
 */
export function surfaceLabel(code: string | null | undefined): string {
  if (!code) return "Unknown";
  const names = code
    .toUpperCase()
    .split(/[-/]/)
    .map((part) => SURFACE_NAMES[part.trim()])
    .filter(Boolean);
  return names.length ? [...new Set(names)].join(" / ") : "Unknown";
}

const IMPROVED = new Set(["ASPH", "CONC", "PEM", "TRTD", "TREATED", "BITUMINOUS", "PFC"]);
const UNIMPROVED = new Set([
  "TURF",
  "GRASS",
  "SOD",
  "DIRT",
  "GRVL",
  "GRAVEL",
  "MATS",
  "SAND",
  "CALICHE",
  "CORAL",
  "SNOW",
  "ICE",
  "PSP",
]);

/**
 * The search's surface class of a runway, from the first (predominant) part
 * of its FAA code: paved or treated is improved; turf, dirt, gravel and the
 * like are unimproved; water lanes, decks and roof tops are neither.
 */
export function surfaceClass(code: string | null | undefined): "improved" | "unimproved" | null {
  const first = code?.toUpperCase().split(/[-/]/)[0]?.trim();
  if (!first) return null;
  if (IMPROVED.has(first)) return "improved";
  if (UNIMPROVED.has(first)) return "unimproved";
  return null;
}

export function facilityUseLabel(code: string | null | undefined): string {
  if (code === "PU") return "Public";
  if (code === "PR") return "Private";
  return "Unknown";
}

/**
 * The FAA's airport status (`ARPT_STATUS`) when it is not operational: 'CI' → 'Closed
 * indefinitely', 'CP' → 'Closed permanently'; null for an operational field ('O', or blank,
 * which the FAA reads as operational). A code the FAA may add later is shown as written.
 */
export function closedStatusLabel(code: string | null | undefined): string | null {
  const c = (code ?? "").trim().toUpperCase();
  if (c === "" || c === "O") return null;
  if (c === "CI") return "Closed indefinitely";
  if (c === "CP") return "Closed permanently";
  return `FAA status ${c}`;
}

const OWNERSHIP: Record<string, string> = {
  PU: "Public",
  PR: "Private",
  MA: "Air Force",
  MN: "Navy",
  MR: "Army",
  CG: "Coast Guard",
};

export const ownershipLabel = (code: string | null | undefined) => (code && OWNERSHIP[code]) || "Unknown";

const FACILITY_TYPES: Record<string, string> = {
  A: "Airport",
  H: "Heliport",
  C: "Seaplane Base",
  G: "Gliderport",
  U: "Ultralight",
  B: "Balloonport",
};

export const facilityTypeLabel = (code: string | null | undefined) => (code && FACILITY_TYPES[code]) || "Unknown";

export const formatNm = (nm: number) => `${Math.round(nm).toLocaleString("en-US")} NM`;
export const formatFeet = (ft: number | null | undefined) =>
  ft == null ? "N/A" : `${Math.round(ft).toLocaleString("en-US")} ft`;
