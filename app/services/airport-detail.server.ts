import { groupBy } from "~/lib/group-by";
import {
  findAirportByCode,
  dataCycle,
  dataSources,
  latestImport,
  remarksOfAirport,
  runwayEndsOfRunways,
  runwaysOfAirports,
  type AirportRow,
  type DataCycle,
  type DataSource,
} from "~/models/airports.server";
import { flightMinutes } from "~/lib/flight-time";
import { greatCircleNm } from "~/lib/geo";
import { facilityTypeLabel } from "~/lib/labels";
import { headingOrigin, type HeadingOrigin } from "~/lib/runway-heading";
import { airportRadio, type AirportRadio } from "./airport-radio.server";
import { NotFound } from "./errors.server";
import { airportPlaces, type PlaceActivity, type PlaceLandmark } from "./nearby-places.server";

/** A runway in the spec's field names (§3 Runway); null where the loaded data has nothing. */
export interface AirportRunway {
  Runway_Id: string;
  Length: number | null;
  Width: number | null;
  /** The FAA surface code, e.g. 'ASPH' or 'ASPH-TURF'. */
  Surface_Type_Condition: string | null;
  Surface_Condition: string | null;
  Edge_Light_Intensity: string | null;
  Base_End_Id: string;
  Reciprocal_End_Id: string | null;
  Base_ILS_Type: string | null;
  Reciprocal_ILS_Type: string | null;
  Base_ALS: string | null;
  Reciprocal_ALS: string | null;
  Base_VGSI: string | null;
  Reciprocal_VGSI: string | null;
  Base_True_Heading: number | null;
  Reciprocal_True_Heading: number | null;
  /** Where each heading came from (decision 0058): 'data', 'end positions' or 'runway number'; null without one. */
  Base_True_Heading_Source: HeadingOrigin | null;
  Reciprocal_True_Heading_Source: HeadingOrigin | null;
  Base_Elevation: number | null;
  Reciprocal_Elevation: number | null;
  Base_TDZ_Elevation: number | null;
  Reciprocal_TDZ_Elevation: number | null;
  /** 'Y' / 'N' as the FAA gives it. */
  Base_REIL: string | null;
  Reciprocal_REIL: string | null;
  /** 'Y' means a right-hand pattern, anything else left. */
  Base_Right_Traffic_Pattern: string | null;
  Reciprocal_Right_Traffic_Pattern: string | null;
  Base_Displaced_Threshold: number | null;
  Reciprocal_Displaced_Threshold: number | null;
  /** The spec's generic names: the base end's values. */
  True_Heading: number | null;
  Elevation: number | null;
  TDZ_Elevation: number | null;
  REIL: string | null;
  Right_Hand_Traffic_Pattern: string | null;
}

export interface AirportRemark {
  Remark_Element_Name: string;
  Remark: string;
}

export interface AirportDeparture {
  loc_id: string;
  icao_id: string | null;
  name: string;
}

/**
 * The airport detail (docs/product.md, "Airport page"), answered by GET /api/airports/{locId} and shown on
 * /airport/{id};
 * with its radio, tower, airspace, weather stations and attendance (docs/product.md "JSON API").
 */
export interface AirportDetail extends AirportRadio {
  id: number;
  loc_id: string;
  icao_id: string | null;
  name: string;
  city: string | null;
  state: string | null;
  latitude: number;
  longitude: number;
  elevation: number | null;
  use: string | null;
  ownership: string | null;
  /** Label of the FAA site type: 'Airport', 'Heliport', 'Seaplane Base' … */
  facility_type: string;
  site_type_code: string;
  status: string;
  fuel_types: string | null;
  max_runway_length: number | null;
  /** Surface code of the longest runway. */
  surface: string | null;
  distance_nm: number | null;
  flight_time_minutes: number | null;
  departure: AirportDeparture | null;
  /** Curated content near the airport (docs/product.md, "Places"), nearest first; empty arrays when there is none. */
  activities: PlaceActivity[];
  landmarks: PlaceLandmark[];
  runways: AirportRunway[];
  remarks: AirportRemark[];
  categoryDescriptions: { adults: string; kids: string };
  data_cycle: DataCycle | null;
  /** The files the airport and runway figures come from, each with its date and what it gave. */
  data_sources: DataSource[];
}

export interface TripFrom {
  departureAirport?: string | null;
  aircraftSpeed?: number | null;
}

/**
 * What the two activity lists hold (docs/decisions/0060-honest-place-lists.md): only
 * what the imported sources and admins put there. Air museums are Notable
 * Landmarks with a mark of their own.
 */
export const CATEGORY_DESCRIPTIONS = {
  adults:
    "Within 10 NM of the field: art and general museums, golf courses, breweries and taprooms, and places added by our admins. Air museums are under Notable Landmarks.",
  kids: "Within 10 NM of the field: children's museums, science centers, zoos and aquariums, natural history museums, gardens and nature centers, and mini golf. Air museums are under Notable Landmarks.",
} as const;

/** The identifier the product uses in URLs for a database row: ICAO id when there is one, else the FAA location id. */

/**
 * The two end ids of a runway id: '02/20' → 02 and 20, '17L/35R' → 17L and
 * 35R, 'ALL/WAY' → ALL and WAY; a helipad 'H1' has one end and no reciprocal.
 */
export function runwayEndIds(runwayId: string): { base: string; reciprocal: string | null } {
  const [base = "", reciprocal] = runwayId.split("/").map((part) => part.trim());
  return { base, reciprocal: reciprocal || null };
}

/** Each end row placed on the runway half it names; ends whose id names neither half fill the free slots in order. */
export function matchEnds<E extends { endId: string }>(runwayId: string, ends: E[]): { base?: E; reciprocal?: E } {
  const ids = runwayEndIds(runwayId);
  const key = (s: string) => s.toUpperCase();
  let base = ends.find((e) => key(e.endId) === key(ids.base));
  let reciprocal = ids.reciprocal ? ends.find((e) => e !== base && key(e.endId) === key(ids.reciprocal!)) : undefined;
  for (const end of ends) {
    if (end === base || end === reciprocal) continue;
    if (!base) base = end;
    else if (!reciprocal && ids.reciprocal) reciprocal = end;
  }
  return { base, reciprocal };
}

/** The airport detail without its places: what the airport page loads, with the places read apart. */
export type AirportDetailWithoutPlaces = Omit<AirportDetail, "activities" | "landmarks">;

/**
 * GET /api/airports/{locId}: an airport by FAA location id or ICAO id (any case), with its
 * runways and their ends, FAA remarks, its activities and landmarks, and — when `from`
 * names a known departure and a cruise speed — the distance and flight time from there.
 */
export function airportDetail(code: string, from?: TripFrom): AirportDetail {
  const facts = airportDetailWithoutPlaces(code, from);
  const { activities, landmarks } = airportPlaces(facts.loc_id);
  return { ...facts, activities, landmarks };
}

/**
 * The same airport without its places. The airport page reads those itself, with the
 * hidden ones for an admin and what the pilot saved, and would otherwise query and send
 * the activities and landmarks twice.
 * `from` is checked by the search's rules (airportPageQuery) before it gets here.
 */
export function airportDetailWithoutPlaces(code: string, from?: TripFrom): AirportDetailWithoutPlaces {
  const airport = findAirportByCode(code ?? "");
  if (!airport) throw new NotFound("Airport not found");

  const runwayRows = runwaysOfAirports([airport.id]);
  const endsByRunway = groupBy(runwayEndsOfRunways(runwayRows.map((r) => r.id)), (end) => end.runwayId);

  const runways = runwayRows.map((r): AirportRunway => {
    const ids = runwayEndIds(r.runwayId);
    const { base, reciprocal } = matchEnds(r.runwayId, endsByRunway.get(r.id) ?? []);
    return {
      Runway_Id: r.runwayId,
      Length: r.length,
      Width: r.width,
      Surface_Type_Condition: r.surfaceTypeCode,
      Surface_Condition: r.condition,
      Edge_Light_Intensity: r.edgeLightIntensity,
      Base_End_Id: ids.base,
      Reciprocal_End_Id: ids.reciprocal,
      Base_ILS_Type: base?.ilsType ?? null,
      Reciprocal_ILS_Type: reciprocal?.ilsType ?? null,
      Base_ALS: base?.approachLights ?? null,
      Reciprocal_ALS: reciprocal?.approachLights ?? null,
      Base_VGSI: base?.vgsiCode ?? null,
      Reciprocal_VGSI: reciprocal?.vgsiCode ?? null,
      Base_True_Heading: base?.trueAlignment ?? null,
      Reciprocal_True_Heading: reciprocal?.trueAlignment ?? null,
      Base_True_Heading_Source: base?.trueAlignment == null ? null : headingOrigin(base.trueAlignmentOrigin),
      Reciprocal_True_Heading_Source:
        reciprocal?.trueAlignment == null ? null : headingOrigin(reciprocal.trueAlignmentOrigin),
      Base_Elevation: base?.elevation ?? null,
      Reciprocal_Elevation: reciprocal?.elevation ?? null,
      Base_TDZ_Elevation: base?.tdzElevation ?? null,
      Reciprocal_TDZ_Elevation: reciprocal?.tdzElevation ?? null,
      Base_REIL: base?.reil ?? null,
      Reciprocal_REIL: reciprocal?.reil ?? null,
      Base_Right_Traffic_Pattern: base?.rightHandTraffic ?? null,
      Reciprocal_Right_Traffic_Pattern: reciprocal?.rightHandTraffic ?? null,
      Base_Displaced_Threshold: base?.displacedThresholdLength ?? null,
      Reciprocal_Displaced_Threshold: reciprocal?.displacedThresholdLength ?? null,
      True_Heading: base?.trueAlignment ?? null,
      Elevation: base?.elevation ?? null,
      TDZ_Elevation: base?.tdzElevation ?? null,
      REIL: base?.reil ?? null,
      Right_Hand_Traffic_Pattern: base?.rightHandTraffic ?? null,
    };
  });

  const remarks = remarksOfAirport(airport.id).map((r): AirportRemark => ({
    Remark_Element_Name: r.elementName,
    Remark: r.remark,
  }));
  const trip = tripFrom(airport, from);

  return {
    id: airport.id,
    loc_id: airport.locId,
    icao_id: airport.icaoId,
    name: airport.name,
    city: airport.city,
    state: airport.state,
    latitude: airport.latitude,
    longitude: airport.longitude,
    elevation: airport.elevation,
    use: airport.use,
    ownership: airport.ownership,
    facility_type: facilityTypeLabel(airport.siteTypeCode),
    site_type_code: airport.siteTypeCode,
    status: airport.status,
    fuel_types: airport.fuelTypes,
    max_runway_length: airport.maxRunwayLength,
    surface: airport.maxRunwaySurface,
    distance_nm: trip?.distanceNm ?? null,
    flight_time_minutes: trip?.minutes ?? null,
    departure: trip?.departure ?? null,
    runways,
    remarks,
    categoryDescriptions: { ...CATEGORY_DESCRIPTIONS },
    data_cycle: dataCycle(),
    data_sources: dataSources(),
    ...airportRadio(airport.locId),
  };
}

/** Distance (to 0.1 NM, like the search) and flight time from a departure; undefined when either input is unusable. */
function tripFrom(airport: AirportRow, from: TripFrom | undefined) {
  // Checked by the search's rules (airportPageQuery in app/lib/search-criteria.ts) before it gets here.
  const code = from?.departureAirport;
  const speed = from?.aircraftSpeed;
  if (!code || speed == null) return undefined;
  const departure = findAirportByCode(code);
  if (!departure) return undefined;
  const nm = greatCircleNm(departure, airport);
  return {
    distanceNm: Math.round(nm * 10) / 10,
    minutes: flightMinutes(nm, speed),
    departure: { loc_id: departure.locId, icao_id: departure.icaoId, name: departure.name },
  };
}

/**
 * Whether the newest import carried any FAA remarks at all: the bundled
 * offline snapshot has none, a full FAA NASR set does. Lets the page say
 * which of the two an empty list means.
 */
export function remarksInLoadedData(): { loaded: boolean; dataLabel: string | null } {
  const data = latestImport();
  return { loaded: (data?.remarks ?? 0) > 0, dataLabel: data?.label ?? null };
}
