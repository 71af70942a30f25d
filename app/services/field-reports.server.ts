import { canonicalId } from "~/lib/display";
import { earliestUsDate } from "~/lib/field-report-dates";
import { authorName, currentFacts, type CurrentFacts, type FuelLine, type ReportFacts } from "~/lib/field-report-facts";
import type { FieldReportInput } from "~/lib/field-report-schemas";
import { findAirportByCode } from "~/models/airports.server";
import {
  confirmFieldReportRow,
  deleteFieldReport as deleteRow,
  fieldReportRow,
  flaggedReportCount,
  flaggedReportPage,
  flagFieldReportRow,
  flagsOfReports,
  insertFieldReport,
  reportPageOf,
  setFieldReportHiddenRow,
  updateFieldReport,
  visibleReportCount,
  visibleReportsOf,
  type FieldReportRow,
  type NewFieldReport,
} from "~/models/field-reports.server";
import type { SessionUser } from "./account-user.server";
import { authConfig } from "./auth-config.server";
import { assertMayWrite } from "./email-verification.server";
import { Conflict, Forbidden, NotFound } from "./errors.server";
import { blockedFor, countHitIn, RateLimited } from "./rate-limit.server";

/**
 * Pilot field reports (docs/product.md, "Field reports"): a signed-in pilot
 * reports what they found on a day at an airport; another pilot confirms or
 * flags it; its author edits or deletes it; an admin hides or restores it. The
 * current facts are computed by app/lib/field-report-facts.ts
 * (docs/decisions/0081-field-report-facts.md); the contract is
 * docs/decisions/0082-field-report-contract.md.
 */

export const FIELD_REPORTS_PAGE_SIZE = 10;
export const ADMIN_FIELD_REPORTS_PAGE_SIZE = 25;
const DAY_MS = 24 * 3_600_000;

export interface FieldReportJson extends ReportFacts {
  airport_loc_id: string;
  author_name: string;
  updated_at: string | null;
  note: string | null;
  /** Whether the asking pilot wrote it (they may edit and delete it, not confirm or flag it). */
  own: boolean;
}

export interface FieldReportList {
  airport_loc_id: string;
  current: CurrentFacts;
  reports: FieldReportJson[];
  page: number;
  page_size: number;
  total: number;
}

function parseFuel(text: string): FuelLine[] {
  try {
    const lines = JSON.parse(text) as unknown;
    return Array.isArray(lines) ? (lines as FuelLine[]) : [];
  } catch {
    return [];
  }
}

/** A row as the facts computation reads it. */
export function factsOfRow(row: FieldReportRow): ReportFacts {
  return {
    id: row.id,
    visited_on: row.visited_on,
    created_at: row.created_at,
    fuel: parseFuel(row.fuel),
    courtesy_car: row.courtesy_car as ReportFacts["courtesy_car"],
    landing_fee_usd: row.landing_fee_usd,
    overnight_fee_usd: row.overnight_fee_usd,
    food_status: row.food_status as ReportFacts["food_status"],
    food_name: row.food_name,
    fbo_name: row.fbo_name,
    confirmations: row.confirmations,
    last_confirmed_on: row.last_confirmed_on,
  };
}

export function reportJson(row: FieldReportRow, viewerId: number | null): FieldReportJson {
  const { id, visited_on, created_at, confirmations, last_confirmed_on, ...facts } = factsOfRow(row);
  return {
    id,
    airport_loc_id: row.airport_loc_id,
    author_name: authorName(row.first_name, row.last_name),
    visited_on,
    created_at,
    updated_at: row.updated_at,
    confirmations,
    last_confirmed_on,
    ...facts,
    note: row.note,
    own: viewerId !== null && row.user_id === viewerId,
  };
}

/** An airport by LOC or ICAO id, or 404. */
function airportLocId(code: string): string {
  const airport = findAirportByCode(code);
  if (!airport) throw new NotFound(`No airport found with the code ${code.toUpperCase()}`);
  return airport.locId;
}

/** The current facts of an airport from its visible reports. */
export function currentFactsOf(locId: string, now = Date.now()): CurrentFacts {
  return currentFacts(visibleReportsOf(locId).map(factsOfRow), now);
}

/** GET /api/airports/{id}/field-reports and the airport page's "From pilots" block: newest first, paged. */
export function fieldReportsOf(code: string, page: number, viewer: SessionUser | null): FieldReportList {
  const locId = airportLocId(code);
  const total = visibleReportCount(locId);
  const lastPage = Math.max(1, Math.ceil(total / FIELD_REPORTS_PAGE_SIZE));
  const shown = Math.min(page, lastPage);
  // Most airports have no report: then neither query is asked (each sorts, about 0.2 ms on the airport page).
  const rows = total === 0 ? [] : reportPageOf(locId, FIELD_REPORTS_PAGE_SIZE, (shown - 1) * FIELD_REPORTS_PAGE_SIZE);
  return {
    airport_loc_id: locId,
    current: total === 0 ? currentFacts([], Date.now()) : currentFactsOf(locId),
    reports: rows.map((r) => reportJson(r, viewer?.id ?? null)),
    page: shown,
    page_size: FIELD_REPORTS_PAGE_SIZE,
    total,
  };
}

function columns(locId: string, userId: number, input: FieldReportInput): NewFieldReport {
  return {
    airport_loc_id: locId,
    user_id: userId,
    visited_on: input.visited_on,
    fuel: JSON.stringify(input.fuel),
    courtesy_car: input.courtesy_car ?? null,
    landing_fee_usd: input.landing_fee_usd ?? null,
    overnight_fee_usd: input.overnight_fee_usd ?? null,
    food_status: input.food_status ?? null,
    food_name: input.food_name ?? null,
    fbo_name: input.fbo_name ?? null,
    note: input.note ?? null,
  };
}

/** Daily limits (README, "Rate limits"): a fixed window of 24 hours from the first event, kept in SQLite. */
function checkDaily(keys: { key: string; limit: number; message: string }[]) {
  for (const { key, limit, message } of keys) {
    const wait = blockedFor(key, limit);
    if (wait > 0) throw new RateLimited(wait, message);
  }
  for (const { key } of keys) countHitIn(key, DAY_MS);
}

export interface Reporter {
  user: SessionUser;
  clientAddress: string;
}

/** A new report; 201 {id} on the JSON door. */
export function createFieldReport(code: string, input: FieldReportInput, { user, clientAddress }: Reporter) {
  const locId = airportLocId(code);
  assertMayWrite(user.id);
  const limits = authConfig.rateLimits.fieldReports;
  checkDaily([
    {
      key: `field-report:user:${user.id}`,
      limit: limits.perUser,
      message: `You have sent ${limits.perUser} field reports today, the most one account may. Please try again tomorrow.`,
    },
    {
      key: `field-report:ip:${clientAddress}`,
      limit: limits.perIp,
      message: `${limits.perIp} field reports were sent from your network today, the most one address may. Please try again tomorrow.`,
    },
  ]);
  const id = insertFieldReport(columns(locId, user.id, input));
  return { id, airport_loc_id: locId };
}

/** A report that exists and is not hidden (a hidden one is gone for everyone but the admins' tab). */
function visibleRow(id: number): FieldReportRow {
  const row = fieldReportRow(id);
  if (!row || row.hidden) throw new NotFound("Field report not found");
  return row;
}

function ownRow(id: number, user: SessionUser): FieldReportRow {
  const row = fieldReportRow(id);
  if (!row || (row.hidden && !user.isAdmin && row.user_id !== user.id)) throw new NotFound("Field report not found");
  return row;
}

/** PUT /api/field-reports/{id}: by its author; the edit clears its confirmations. */
export function editFieldReport(id: number, input: FieldReportInput, user: SessionUser) {
  const row = ownRow(id, user);
  if (row.user_id !== user.id) throw new Forbidden("Only the report's author can change it");
  assertMayWrite(user.id);
  updateFieldReport(id, columns(row.airport_loc_id, user.id, input));
  return reportJson(fieldReportRow(id)!, user.id);
}

/** DELETE /api/field-reports/{id}: by its author or an admin. */
export function deleteFieldReport(id: number, user: SessionUser) {
  const row = ownRow(id, user);
  if (row.user_id !== user.id && !user.isAdmin)
    throw new Forbidden("Only the report's author or an admin can delete it");
  deleteRow(id);
  return { id, airport_loc_id: row.airport_loc_id };
}

/** POST /api/field-reports/{id}/confirm: "Still true" by another pilot moves its facts' day to today. */
export function confirmFieldReport(id: number, user: SessionUser) {
  const row = visibleRow(id);
  if (row.user_id === user.id) throw new Forbidden("You cannot confirm your own report");
  assertMayWrite(user.id);
  const perUser = authConfig.rateLimits.fieldReports.confirmationsPerUser;
  checkDaily([
    {
      key: `field-confirm:user:${user.id}`,
      limit: perUser,
      message: `You have confirmed ${perUser} reports today, the most one account may. Please try again tomorrow.`,
    },
  ]);
  confirmFieldReportRow(id, user.id, earliestUsDate());
  const after = fieldReportRow(id)!;
  return { id, airport_loc_id: row.airport_loc_id, confirmations: after.confirmations };
}

/** POST /api/field-reports/{id}/flag {reason}: any signed-in pilot, once per report. */
export function flagFieldReport(id: number, reason: string, user: SessionUser) {
  const row = visibleRow(id);
  if (row.user_id === user.id) throw new Forbidden("You cannot flag your own report; edit or delete it instead");
  assertMayWrite(user.id);
  if (!flagFieldReportRow(id, user.id, reason)) throw new Conflict("You have already flagged this report");
  return { id, airport_loc_id: row.airport_loc_id, flagged: true };
}

/** PATCH /api/admin/field-reports/{id} {hidden}: its facts leave (or rejoin) the current values at once. */
export function setFieldReportHidden(id: number, hidden: boolean) {
  const row = fieldReportRow(id);
  if (!row) throw new NotFound("Field report not found");
  setFieldReportHiddenRow(id, hidden);
  return { id, airport_loc_id: row.airport_loc_id, hidden };
}

export interface FlaggedReport extends FieldReportJson {
  hidden: boolean;
  flag_count: number;
  flags: { reason: string; created_at: string; user_id: number; flagged_by: string }[];
}

/** The admin dashboard's Field reports tab: flagged reports, visible ones first, newest flag first; who flagged and why. */
export function flaggedFieldReports(page: number) {
  const total = flaggedReportCount();
  const lastPage = Math.max(1, Math.ceil(total / ADMIN_FIELD_REPORTS_PAGE_SIZE));
  const shown = Math.min(Math.max(1, page), lastPage);
  const rows = flaggedReportPage(ADMIN_FIELD_REPORTS_PAGE_SIZE, (shown - 1) * ADMIN_FIELD_REPORTS_PAGE_SIZE);
  const flags = flagsOfReports(rows.map((r) => r.id));
  const items: FlaggedReport[] = rows.map((r) => ({
    ...reportJson(r, null),
    hidden: Boolean(r.hidden),
    flag_count: r.flag_count,
    flags: flags
      .filter((f) => f.report_id === r.id)
      .map((f) => ({
        reason: f.reason,
        created_at: f.created_at,
        user_id: f.user_id,
        flagged_by: authorName(f.first_name, f.last_name),
      })),
  }));
  return { items, page: shown, page_size: ADMIN_FIELD_REPORTS_PAGE_SIZE, total };
}

/** A report for its author's edit form (or an admin's). */
export function fieldReportForEdit(id: number, user: SessionUser): FieldReportJson {
  const row = ownRow(id, user);
  if (row.user_id !== user.id) throw new Forbidden("Only the report's author can change it");
  return reportJson(row, user.id);
}

/** The airport a report form is for: its loc_id, the id of its page's URL and its name; 404 when unknown. */
export function fieldReportAirport(code: string) {
  const airport = findAirportByCode(code);
  if (!airport) throw new NotFound(`No airport found with the code ${code.toUpperCase()}`);
  return { locId: airport.locId, pageId: canonicalId(airport), name: airport.name };
}
