/**
 * The address line of an imported place, built once at import from a source's
 * street, city, state and ZIP (docs/decisions/0099-place-address-lines.md):
 * markup in the source's text removed, the town not written twice when the
 * street already ends with it, and no line at all without a street (a town or
 * a state is not an address). Client-safe.
 */

/** US states and territories as some sources write them ('Oklahoma'), and their postal codes. */
export const STATE_CODES: Record<string, string> = Object.fromEntries(
  (
    "Alabama AL|Alaska AK|Arizona AZ|Arkansas AR|California CA|Colorado CO|Connecticut CT|Delaware DE|" +
    "District of Columbia DC|Florida FL|Georgia GA|Hawaii HI|Idaho ID|Illinois IL|Indiana IN|Iowa IA|Kansas KS|" +
    "Kentucky KY|Louisiana LA|Maine ME|Maryland MD|Massachusetts MA|Michigan MI|Minnesota MN|Mississippi MS|" +
    "Missouri MO|Montana MT|Nebraska NE|Nevada NV|New Hampshire NH|New Jersey NJ|New Mexico NM|New York NY|" +
    "North Carolina NC|North Dakota ND|Ohio OH|Oklahoma OK|Oregon OR|Pennsylvania PA|Rhode Island RI|" +
    "South Carolina SC|South Dakota SD|Tennessee TN|Texas TX|Utah UT|Vermont VT|Virginia VA|Washington WA|" +
    "West Virginia WV|Wisconsin WI|Wyoming WY|Puerto Rico PR|Guam GU"
  )
    .split("|")
    .map((pair) => {
      const at = pair.lastIndexOf(" ");
      return [pair.slice(0, at).toLowerCase(), pair.slice(at + 1)];
    }),
);
const STATE_NAMES = Object.fromEntries(Object.entries(STATE_CODES).map(([name, code]) => [code, name]));

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const TAG = /<\/?[a-z!][^<>]*>/gi;

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Source text as a pilot reads it: HTML tags removed, entities decoded ('&amp;' → '&'), spaces collapsed. */
export function plainText(raw: string | null | undefined): string {
  const text = raw ?? "";
  if (!text.includes("<") && !text.includes("&")) return text.replace(/\s+/g, " ").trim();
  return decodeEntities(text.replace(TAG, " ")).replace(TAG, " ").replace(/\s+/g, " ").trim();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Per state: a line ending with its code or name (and a ZIP), and with the code glued to the ZIP. */
const stateEndings = new Map<string, RegExp[]>();

/**
 * The street line's own locality when it already ends with the place's state (its code or name),
 * with or without the ZIP (after the town, one a digit short: 'Temecula, CA 9259'): '…,
 * Burlingame, CA, 94010', '…, Dallas, Texas', '…Timnath CO80547': where it begins, or -1. A bare
 * two-letter word after a space counts only when a ZIP follows or the town precedes it ('14145 S
 * Street NE' in Omaha, NE ends with a direction, not its state).
 */
function ownLocality(street: string, city: string, state: string): number {
  let endings = stateEndings.get(state);
  if (!endings) {
    const names = [state, STATE_NAMES[state]].filter(Boolean).map(escape).join("|");
    endings = [
      new RegExp(`(^|,|\\s)\\s*(?:${names})\\.?(?:[\\s,]*(\\d{4,5}(?:-\\d{4})?))?$`, "i"),
      new RegExp(`()\\s(?:${escape(state)})(\\d{5})$`, "i"),
    ];
    stateEndings.set(state, endings);
  }
  const m = endings[0].exec(street) ?? endings[1].exec(street);
  if (!m) return -1;
  const town = townStart(street.slice(0, m.index), city, true);
  if (town >= 0) return town;
  // Four digits after a bare code is a state route ('28 KY 1559'), not a ZIP.
  return m[1] === "," || (m[2] && m[2].length >= 5) ? m.index : -1;
}

const AFTER_STREET_WORD = new RegExp(
  "\\b(?:st|street|rd|road|ave?|avenue|dr|drive|blvd|boulevard|hwy|highway|way|ln|lane|pkwy|pky|parkway|ct|court|" +
    "pl|place|cir|circle|ter|terrace|trl|trail|pike|tpke|turnpike|sq|square|plz|plaza|ctr|center|loop|expy|fwy)" +
    "\\.?(?:\\s+(?:[nsew]|ne|nw|se|sw))?\\s+$",
  "i",
);

/**
 * Where a street line's last words are the town's name, or -1: after a comma ('…, Burlingame'),
 * as the whole line, or after a street's own word ('52 Cottage Street Bar Harbor'). Only there:
 * '9034 W Sam Houston' in Houston is a street named for the town. `loose` (the state follows:
 * '13 Oak Drive Hamilton NY') takes the name after any word.
 */
function townStart(street: string, city: string, loose = false): number {
  if (!city) return -1;
  const lower = street.toLowerCase();
  const town = city.toLowerCase();
  let end = lower.length;
  while (!lower.slice(0, end).endsWith(town)) {
    if (end === 0 || !" ,.".includes(lower[end - 1])) return -1;
    end--;
  }
  const start = end - town.length;
  if (start === 0) return 0;
  const before = street.slice(0, start);
  if (!/[\s,]$/.test(before)) return -1;
  if (loose) return start - 1;
  const comma = before.search(/,\s*$/);
  if (comma >= 0) return comma;
  return AFTER_STREET_WORD.test(before) ? start : -1;
}

export type AddressChange = "markup" | "town given once" | "no street" | "box only" | "box removed";

/** What each change is counted as in the import's counts. */
export const ADDRESS_CHANGES: Record<AddressChange, string> = {
  markup: "HTML removed from the address",
  "town given once": "town or state already in the street, not added again",
  "no street": "no street address (town or state only): no address line",
  "box only": "a mailing box only (PO box, rural route box): no address line",
  "box removed": "PO box removed from the street",
};

const BOX_NUMBER = String.raw`box\s*#?\s*\d+[a-z]?`;
const PO_BOX = String.raw`(?:p\.?\s*o\.?|post\s+office)\s*${BOX_NUMBER}`;
/** A mailing box and nothing else: 'PO Box 549', 'P.O. Box 12', 'Post Office Box 571', 'Box 382', 'RR 1 Box 310'. */
const MAILING_BOX_ONLY = new RegExp(
  String.raw`^(?:${PO_BOX}|${BOX_NUMBER}|(?:rr|r\.\s*r\.|hc|rural\s+route)\s*#?\s*\d+\s*,?\s*${BOX_NUMBER})[\s,.]*$`,
  "i",
);
/** A PO box inside a street line that names a street too ('369 W Grand River PO Box 234'). */
const PO_BOX_PART = new RegExp(String.raw`[\s,;/]*\b${PO_BOX}\b`, "gi");

/** True when every letter of `short` appears in `long`, in order ('CHARLOTTESVL' in 'CHARLOTTESVILLE'). */
function inOrder(short: string, long: string): boolean {
  let at = 0;
  for (const c of short) {
    at = long.indexOf(c, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/**
 * Whether two spellings of a town may name one town: IMLS's geocoded town (GCITY) is cut to 12
 * letters and abbreviated the Postal Service's way ('CHARLOTTESVL', 'SN LUIS OBIS', 'WINSTON SALE',
 * 'LOOKOUT MTN'), its address towns to 15 ('LOOKOUT MOUNTAI'). One spelling's letters in order in
 * the other's, from the same first letter, or the same first word of four letters or more; a blank
 * side never disagrees (docs/decisions/0116-places-at-the-post-office.md). 'BAKERSFIELD' and
 * 'SANTA FE SPRINGS' are two towns.
 */
export function sameTown(a: string, b: string): boolean {
  const [wa, wb] = [a, b].map((t) => t.toUpperCase().match(/[A-Z]+/g) ?? []);
  if (wa.length === 0 || wb.length === 0) return true;
  const [sa, sb] = [wa.join(""), wb.join("")];
  if (sa[0] === sb[0] && (inOrder(sa, sb) || inOrder(sb, sa))) return true;
  return wa[0] === wb[0] && wa[0].length >= 4;
}

/** True when a street line is a mailing box only: a place cannot be visited, nor found, by it. */
export function isMailingBox(street: string | null | undefined): boolean {
  return MAILING_BOX_ONLY.test(plainText(street));
}

/**
 * A place's address line: the street, then the town, then 'ST 12345', each said once; null
 * when the source gives no street (a town or a state alone is not shown as an address).
 * `changes` says what was changed from joining the source's fields as they are.
 */
export function placeAddress(parts: {
  street?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}): {
  address: string | null;
  changes: AddressChange[];
} {
  const changes: AddressChange[] = [];
  const clean = (raw: string | null | undefined) => {
    const text = plainText(raw);
    if (text !== (raw ?? "").replace(/\s+/g, " ").trim() && !changes.includes("markup")) changes.push("markup");
    return text;
  };
  let street = clean(parts.street);
  const city = clean(parts.city);
  const state = (parts.state ?? "").trim();
  const zip = (parts.zip ?? "").trim();
  const stateZip = [state, zip].filter(Boolean).join(" ");
  if (street && city && street.toLowerCase() === city.toLowerCase()) street = "";
  if (street && MAILING_BOX_ONLY.test(street)) {
    changes.push("box only");
    return { address: null, changes };
  }
  const unboxed = street.replace(PO_BOX_PART, "").replace(/^[\s,;/]+/, "");
  if (unboxed !== street && /[\p{L}]/u.test(unboxed) && /\d/.test(unboxed)) {
    changes.push("box removed");
    street = unboxed;
  }
  if (!street) {
    if (city || stateZip) changes.push("no street");
    return { address: null, changes };
  }
  const own = state ? ownLocality(street, city, state) : -1;
  const ownTown = own >= 0 ? -1 : townStart(street, city);
  const at = Math.max(own, ownTown);
  if (at >= 0 && !/[\p{L}\p{N}]/u.test(street.slice(0, at))) {
    // 'Missoula Montana', 'Bowling Green': a town with no street.
    changes.push("no street");
    return { address: null, changes };
  }
  if (own >= 0) {
    changes.push("town given once");
    // '…, CA, 94010' reads '…, CA 94010'. The source's own town stays, even when it is not the row's
    // ('2501 Hempstead Turnpike, Elmont, NY' is listed in New York City).
    return { address: street.replace(/([A-Za-z]{2}\.?),\s*(\d{5}(?:-\d{4})?)$/, "$1 $2"), changes };
  }
  if (ownTown >= 0) {
    changes.push("town given once");
    return { address: [street.replace(/[\s,]+$/, ""), stateZip].filter(Boolean).join(", "), changes };
  }
  return { address: [street, city, stateZip].filter(Boolean).join(", "), changes };
}
