import { epochDay } from "~/lib/field-report-dates";
import { currentFacts, type ReportFacts } from "~/lib/field-report-facts";
import { FUEL_GRADES, FUEL_SERVICES, type FuelGrade, type FuelService } from "~/lib/field-report-schemas";
import { allVisibleReports, fieldReportGeneration } from "~/models/field-reports.server";
import { airportIndex, type AirportIndex } from "./airport-index.server";
import { ageDays, dateOfEpochDay } from "~/lib/field-report-dates";
import { factsOfRow } from "./field-reports.server";

/**
 * Per searchable airport, the current fuel prices and courtesy car from the
 * pilots' field reports, as flat typed arrays the search scan reads
 * (docs/decisions/0083-field-reports-in-search.md). Rebuilt when the FAA index
 * changes or `field_report_generation` moves — in whichever process the report,
 * confirmation, edit or hide was made — so every process answers from the newest
 * reports. One primary-key read per search.
 */
export interface FieldFacts {
  key: string;
  /** [position * GRADES + grade]: price in cents (NO_PRICE: none), the day it was seen (epoch day), service index. */
  cents: Int32Array;
  seenDay: Int32Array;
  service: Uint8Array;
  /** Per position: 1 yes, 0 no, −1 unknown; and the day it was seen. */
  courtesyCar: Int8Array;
  courtesyDay: Int32Array;
}

export const GRADES = FUEL_GRADES.length;
/** No price reported: above any price, so a price limit refuses it. */
export const NO_PRICE = 2 ** 31 - 1;
export const gradeIndex = (g: FuelGrade) => FUEL_GRADES.indexOf(g);

let cached: FieldFacts | undefined;

export function fieldFactsFor(index: AirportIndex): FieldFacts {
  const key = `${index.importId}:${fieldReportGeneration()}`;
  if (cached?.key === key) return cached;
  const n = index.size;
  const facts: FieldFacts = {
    key,
    cents: new Int32Array(n * GRADES).fill(NO_PRICE),
    seenDay: new Int32Array(n * GRADES),
    service: new Uint8Array(n * GRADES),
    courtesyCar: new Int8Array(n).fill(-1),
    courtesyDay: new Int32Array(n),
  };
  const byAirport = new Map<string, ReportFacts[]>();
  for (const row of allVisibleReports()) {
    const list = byAirport.get(row.airport_loc_id) ?? [];
    list.push(factsOfRow(row));
    byAirport.set(row.airport_loc_id, list);
  }
  if (byAirport.size) {
    const positionOfLocId = new Map(index.rows.map((r, i) => [r.locId, i]));
    for (const [locId, reports] of byAirport) {
      const i = positionOfLocId.get(locId);
      if (i === undefined) continue;
      const current = currentFacts(reports);
      for (const f of current.fuel) {
        const j = i * GRADES + gradeIndex(f.grade);
        facts.cents[j] = Math.round(f.price_usd * 100);
        facts.seenDay[j] = epochDay(f.reported_on);
        facts.service[j] = FUEL_SERVICES.indexOf(f.service);
      }
      if (current.courtesy_car) {
        facts.courtesyCar[i] = current.courtesy_car.value === "yes" ? 1 : 0;
        facts.courtesyDay[i] = epochDay(current.courtesy_car.reported_on);
      }
    }
  }
  cached = facts;
  return facts;
}

/** What a search result, a meetup airport and a My Trips airport carry (docs/decisions/0083-field-reports-in-search.md). */
export interface ResultFieldFacts {
  fuel_price: { grade: FuelGrade; price_usd: number; service: FuelService; age_days: number } | null;
  courtesy_car: "yes" | "no" | null;
}

/** The result's `fuel_price` and `courtesy_car` at index position i (decision 0083). */
export function fieldFactsAt(facts: FieldFacts, i: number, grade = 0): ResultFieldFacts {
  const j = i * GRADES + grade;
  const car = facts.courtesyCar[i];
  return {
    fuel_price:
      facts.cents[j] === NO_PRICE
        ? null
        : {
            grade: FUEL_GRADES[grade],
            price_usd: facts.cents[j] / 100,
            service: FUEL_SERVICES[facts.service[j]],
            age_days: ageDays(dateOfEpochDay(facts.seenDay[j])),
          },
    courtesy_car: car === 1 ? "yes" : car === 0 ? "no" : null,
  };
}

/** The same for an airport by its FAA row id (My Trips); nulls when it is not searchable. */
export function fieldFactsOfAirport(airportId: number | undefined): ResultFieldFacts {
  const index = airportIndex();
  const i = airportId === undefined ? undefined : index.positionOfId.get(airportId);
  return i === undefined ? { fuel_price: null, courtesy_car: null } : fieldFactsAt(fieldFactsFor(index), i);
}
