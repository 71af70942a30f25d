/**
 * Which weather station's report is a field's own: the one rule the airport page, `GET /api/airports/{id}`,
 * the kneeboard card, the search rows and their 5-minute refresh and the max-crosswind filter all follow
 * (docs/decisions/0107-own-station-everywhere.md).
 *
 *  - The field's ICAO id, when it is a weather id: the AWC's report under it is the field's.
 *  - Else K + the id of a weather station the FAA's AWOS.csv lists at the field: in the contiguous states
 *    the AWC reports such a station as K + its id (Upshur County W22's AWOS-3 as KW22, Petaluma O69's as
 *    KO69), and its report is the field's only where the AWC places it within OWN_STATION_MAX_NM of the
 *    field (the 268 recorded sit within 0.6 NM: docs/decisions/0104-data-audit.md).
 *
 * Pure: the callers read the stations and reports.
 */
import { isWeatherId } from "./awc-payloads";
import { greatCircleNm, type LatLon } from "./geo";

/** How far from the field the AWC may place a report of a station the FAA lists there. */
export const OWN_STATION_MAX_NM = 2;

export interface OwnStation {
  /** The AWC's id of the station (4 characters). */
  id: string;
  /** Listed by the FAA at the field (not its ICAO id): its report counts only when placed at the field. */
  listed: boolean;
}

/**
 * The station whose report would be the field's own, before any report is read; null when it has none.
 * `listedStationIds`: the ids of the FAA's weather stations at the field (AWOS.csv keeps one per field,
 * whose id is the field's location id).
 */
export function ownStationOf(field: {
  icaoId: string | null | undefined;
  listedStationIds: readonly string[];
}): OwnStation | null {
  const icao = field.icaoId?.trim().toUpperCase();
  if (icao && isWeatherId(icao)) return { id: icao, listed: false };
  for (const listed of field.listedStationIds) {
    const id = `K${listed.trim().toUpperCase()}`;
    if (isWeatherId(id)) return { id, listed: true };
  }
  return null;
}

/** Whether a stored report of the field's own station counts as the field's: a listed station's only when placed at the field. */
export function isOwnReport(
  field: LatLon,
  station: OwnStation,
  report: { latitude: number | null; longitude: number | null },
): boolean {
  if (!station.listed) return true;
  if (report.latitude == null || report.longitude == null) return false;
  return greatCircleNm(field, { latitude: report.latitude, longitude: report.longitude }) <= OWN_STATION_MAX_NM;
}
