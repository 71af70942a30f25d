/**
 * Cleaning what a pilot reads of an imported place: names and addresses in
 * proper capitalisation (IMLS writes them in upper case), links that work,
 * phone numbers that read and dial. Client-safe.
 */

/** Within this distance of the airport reference point a place is walkable from the ramp (docs/decisions/0023-places-radius.md). */
export const WALKABLE_NM = 1;

export const isWalkable = (distanceNm: number) => distanceNm <= WALKABLE_NM;

/**
 * Words kept in upper case: acronyms and initialisms that appear in museum and
 * park names, spelled with vowels (so the no-vowel rule below does not catch
 * them): EAA, SCAD, NASA, university initials.
 */
const ACRONYMS = new Set(
  [
    // flying and the services
    "EAA CAF AFB NAS AAF USAAF RAF USO NASA NOAA USAF USMC USN USCG USS ROTC NCO POW UFO",
    // countries, states, directions
    "US USA NC SC ND SD NY NJ DC KC NW NE SW SE NNE ENE ESE SSE SSW WSW WNW NNW",
    // wars and the New Deal
    "WWI WWII GAR DAR VFW AMVETS CCC WPA",
    // schools
    "SCAD UCLA USC MIT LSU UNC UNLV UAA UAF UAB UMF USM ASU OSU ISU KSU NAU SIU SMU TCU BYU UTEP UTSA UCF FSU FIU",
    "USF UNO UIC CUNY SUNY UMBC VCU ODU GMU JMU WVU UNH UVM URI UNF UNR UCSD UCSB IU CU OU EKU WKU ETSU MTSU UCEN",
    // others
    "YMCA YWCA YMHA FDR JFK LBJ RMS SS HMS B&O CSX PO TV RV AT&T IBM CIA FBI ATV AME STEM HVAC NRA USDA NPS BLM",
  ]
    .join(" ")
    .split(" "),
);
/**
 * Written abbreviations without vowels that are words, not initials: 'ST
 * LOUIS' reads 'St Louis', '2230 BECKER BLVD' '2230 Becker Blvd'. Any other vowel-less word (NRHS, CNFDRT, JCC) is
 * taken for initials and kept in capitals.
 */
const ABBREVIATIONS = new Set(
  "ST DR JR SR MT FT MC TR WM LTD BLDG MR MRS MS CT RD BLVD HWY PKWY PKY LN PL TRL TPKE SQ PLZ CTR FWY XING".split(" "),
);
const initialsLike = (upper: string) =>
  /^[A-Z&]{2,6}$/.test(upper) && !/[AEIOUY]/.test(upper) && !ABBREVIATIONS.has(upper);
/** Small words that stay lower case inside a name. */
const SMALL = new Set([
  "of",
  "the",
  "and",
  "at",
  "in",
  "on",
  "for",
  "a",
  "an",
  "to",
  "by",
  "de",
  "la",
  "del",
  "du",
  "von",
  "or",
]);
const ROMAN = /^(?=[IVXLC]+$)C{0,3}(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;

function capitalizeWord(word: string): string {
  const lower = word.toLowerCase();
  // Mc and Mac names: MCDONALD → McDonald (not MACHINE, kept by the length check).
  if (/^mc[a-z]{2,}$/.test(lower)) return "Mc" + lower.charAt(2).toUpperCase() + lower.slice(3);
  // O'BRIEN → O'Brien; CHILDREN'S → Children's.
  if (/^[a-z]'[a-z]{2,}$/.test(lower))
    return lower.charAt(0).toUpperCase() + "'" + lower.charAt(2).toUpperCase() + lower.slice(3);
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

function cleanToken(token: string, first: boolean): string {
  const core = token.replace(/^[^A-Za-z0-9&]+|[^A-Za-z0-9&]+$/g, "");
  if (!core) return token;
  const at = token.indexOf(core);
  const before = token.slice(0, at);
  const after = token.slice(at + core.length);
  const upper = core.toUpperCase();
  let out: string;
  if (ACRONYMS.has(upper) || initialsLike(upper) || (ROMAN.test(upper) && upper.length > 1)) out = upper;
  else if (/^\d/.test(core))
    out = core.toLowerCase(); // 1ST, 2ND, 19TH
  else if (!first && SMALL.has(core.toLowerCase())) out = core.toLowerCase();
  else if (/^[A-Z]\.?$/.test(upper))
    out = upper; // initials: CHARLES M SCHULZ
  else if (/^([A-Z]\.){2,}$/.test(upper))
    out = upper; // U.S.
  else out = core.split("-").map(capitalizeWord).join("-");
  return before + out + after;
}

/**
 * Proper capitalisation of a name written in upper case, keeping acronyms:
 * 'CHARLES M SCHULZ MUSEUM' → 'Charles M Schulz Museum', 'USS ALABAMA
 * BATTLESHIP MEMORIAL PARK' → 'USS Alabama Battleship Memorial Park'. A name
 * already in mixed case is left as it is (its owner chose it).
 */
export function cleanName(raw: string): string {
  const text = raw.trim().replace(/\s+/g, " ");
  if (!text) return "";
  if (/[a-z]/.test(text)) return text;
  return text
    .split(" ")
    .map((token, i) => cleanToken(token, i === 0))
    .join(" ");
}

/**
 * A website the page can link: lower-cased, with a scheme, and a host with a
 * dot; null for anything else (IMLS writes 'HTTP://WWW.EXAMPLE.ORG/').
 */
export function cleanUrl(raw: string | null | undefined): string | null {
  const text = (raw ?? "").trim().toLowerCase();
  if (!text) return null;
  const withScheme = /^https?:\/\//.test(text)
    ? text
    : /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/|$)/.test(text)
      ? `http://${text}`
      : null;
  if (!withScheme) return null;
  try {
    const url = new URL(withScheme);
    if (!url.hostname.includes(".") || /\s/.test(withScheme)) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** A US phone number as '(251) 208-5200'; null when it is not 10 digits (11 with a leading 1). */
export function formatPhone(raw: string | null | undefined): string | null {
  const digits = (raw ?? "").replace(/\D/g, "");
  const ten = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (ten.length !== 10 || /^[01]/.test(ten)) return null;
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
}

/** The tel: link of a phone as shown: 'tel:+12512085200' for a US number, else its digits. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (/^\d{10}$/.test(digits)) return `tel:+1${digits}`;
  return `tel:${digits}`;
}

/** Near-field distances read better with a decimal: '0.4 NM', '2.5 NM', '12 NM'. */
export const formatPlaceDistance = (nm: number) =>
  nm < 10 ? `${(Math.round(nm * 10) / 10).toLocaleString("en-US")} NM` : `${Math.round(nm)} NM`;

/**
 * A place's distance as shown: for one its source placed at a post office in or near its town, the distance
 * says whose it is ('2.4 NM to its post office', docs/decisions/0116-places-at-the-post-office.md).
 */
export const placeDistanceText = (nm: number, pointAtPostOffice?: boolean) =>
  pointAtPostOffice ? `${formatPlaceDistance(nm)} to its post office` : formatPlaceDistance(nm);

/** Said under such a place, once: why its distance is the post office's. */
export const POST_OFFICE_NOTE = "Its source placed it at a post office, not at its street: go by the address.";
