import { connection } from "./db.server";

/**
 * Field reports' queries (tables: field-reports-schema.ts). Plain prepared
 * statements over better-sqlite3: every write that can change an airport's
 * current facts raises `field_report_generation` in its own transaction.
 */

export interface NewFieldReport {
  airport_loc_id: string;
  user_id: number;
  visited_on: string;
  fuel: string;
  courtesy_car: string | null;
  landing_fee_usd: number | null;
  overnight_fee_usd: number | null;
  food_status: string | null;
  food_name: string | null;
  fbo_name: string | null;
  note: string | null;
}

export interface FieldReportRow extends NewFieldReport {
  id: number;
  hidden: number;
  hidden_at: string | null;
  created_at: string;
  updated_at: string | null;
  first_name: string | null;
  last_name: string | null;
  confirmations: number;
  last_confirmed_on: string | null;
}

const SELECT = `SELECT r.*, u.first_name, u.last_name,
    (SELECT count(*) FROM field_report_confirmations c WHERE c.report_id = r.id) AS confirmations,
    (SELECT max(c.confirmed_on) FROM field_report_confirmations c WHERE c.report_id = r.id) AS last_confirmed_on
  FROM field_reports r JOIN users u ON u.id = r.user_id`;

const NEWEST = "ORDER BY r.visited_on DESC, r.created_at DESC, r.id DESC";

let prepared: ReturnType<typeof prepare> | undefined;
function prepare() {
  const { sqlite } = connection();
  return {
    sqlite,
    byId: sqlite.prepare<[number], FieldReportRow>(`${SELECT} WHERE r.id = ?`),
    visibleOf: sqlite.prepare<[string], FieldReportRow>(
      `${SELECT} WHERE r.airport_loc_id = ? AND r.hidden = 0 ${NEWEST}`,
    ),
    pageOf: sqlite.prepare<[string, number, number], FieldReportRow>(
      `${SELECT} WHERE r.airport_loc_id = ? AND r.hidden = 0 ${NEWEST} LIMIT ? OFFSET ?`,
    ),
    countOf: sqlite
      .prepare<[string], number>("SELECT count(*) FROM field_reports WHERE airport_loc_id = ? AND hidden = 0")
      .pluck(),
    allVisible: sqlite.prepare<[], FieldReportRow>(`${SELECT} WHERE r.hidden = 0`),
    insert: sqlite.prepare<NewFieldReport>(
      `INSERT INTO field_reports (airport_loc_id, user_id, visited_on, fuel, courtesy_car, landing_fee_usd,
         overnight_fee_usd, food_status, food_name, fbo_name, note)
       VALUES (@airport_loc_id, @user_id, @visited_on, @fuel, @courtesy_car, @landing_fee_usd,
         @overnight_fee_usd, @food_status, @food_name, @fbo_name, @note)`,
    ),
    update: sqlite.prepare<NewFieldReport & { id: number }>(
      `UPDATE field_reports SET visited_on = @visited_on, fuel = @fuel, courtesy_car = @courtesy_car,
         landing_fee_usd = @landing_fee_usd, overnight_fee_usd = @overnight_fee_usd, food_status = @food_status,
         food_name = @food_name, fbo_name = @fbo_name, note = @note,
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
       WHERE id = @id`,
    ),
    clearConfirmations: sqlite.prepare<[number]>("DELETE FROM field_report_confirmations WHERE report_id = ?"),
    remove: sqlite.prepare<[number]>("DELETE FROM field_reports WHERE id = ?"),
    confirm: sqlite.prepare<[number, number, string]>(
      `INSERT INTO field_report_confirmations (report_id, user_id, confirmed_on) VALUES (?, ?, ?)
       ON CONFLICT (report_id, user_id) DO UPDATE SET confirmed_on = excluded.confirmed_on,
         created_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')`,
    ),
    flag: sqlite.prepare<[number, number, string]>(
      "INSERT INTO field_report_flags (report_id, user_id, reason) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
    ),
    setHidden: sqlite.prepare<{ hidden: number; id: number }>(
      `UPDATE field_reports SET hidden = @hidden,
         hidden_at = CASE WHEN @hidden THEN strftime('%Y-%m-%dT%H:%M:%fZ','now') ELSE NULL END WHERE id = @id`,
    ),
    flaggedCount: sqlite.prepare<[], number>("SELECT count(DISTINCT report_id) FROM field_report_flags").pluck(),
    flaggedPage: sqlite.prepare<[number, number], FieldReportRow & { flag_count: number; last_flagged_at: string }>(
      `SELECT f.*, agg.flag_count, agg.last_flagged_at FROM (
         SELECT report_id, count(*) AS flag_count, max(created_at) AS last_flagged_at
         FROM field_report_flags GROUP BY report_id) agg
       JOIN (${SELECT}) f ON f.id = agg.report_id
       ORDER BY f.hidden ASC, agg.last_flagged_at DESC, f.id DESC LIMIT ? OFFSET ?`,
    ),
    flagsOf: sqlite.prepare<[string], FlagRow>(
      `SELECT fl.report_id, fl.reason, fl.created_at, u.id AS user_id, u.first_name, u.last_name
       FROM field_report_flags fl JOIN users u ON u.id = fl.user_id
       WHERE fl.report_id IN (SELECT value FROM json_each(?)) ORDER BY fl.created_at`,
    ),
    bump: sqlite.prepare(
      "INSERT INTO field_report_generation (id, generation) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET generation = generation + 1",
    ),
    generation: sqlite.prepare<[], number>("SELECT generation FROM field_report_generation WHERE id = 1").pluck(),
  };
}
const q = () => (prepared ??= prepare());

export interface FlagRow {
  report_id: number;
  reason: string;
  created_at: string;
  user_id: number;
  first_name: string | null;
  last_name: string | null;
}

export const fieldReportRow = (id: number) => q().byId.get(id);
export const visibleReportsOf = (locId: string) => q().visibleOf.all(locId);
export const reportPageOf = (locId: string, limit: number, offset: number) => q().pageOf.all(locId, limit, offset);
export const visibleReportCount = (locId: string) => q().countOf.get(locId) ?? 0;
export const allVisibleReports = () => q().allVisible.all();
export const fieldReportGeneration = () => q().generation.get() ?? 0;

/** Runs `write` and raises the generation in one transaction. */
function changing<T>(write: () => T): T {
  return q().sqlite.transaction(() => {
    const out = write();
    q().bump.run();
    return out;
  })();
}

export const insertFieldReport = (row: NewFieldReport) => changing(() => Number(q().insert.run(row).lastInsertRowid));

/** An edit replaces the report's fields and clears its confirmations (docs/product.md, "Field reports"). */
export const updateFieldReport = (id: number, row: NewFieldReport) =>
  changing(() => {
    q().update.run({ ...row, id });
    q().clearConfirmations.run(id);
  });

export const deleteFieldReport = (id: number) => changing(() => q().remove.run(id));
export const confirmFieldReportRow = (id: number, userId: number, day: string) =>
  changing(() => q().confirm.run(id, userId, day));
/** False when this pilot had flagged it already. */
export const flagFieldReportRow = (id: number, userId: number, reason: string) =>
  q().flag.run(id, userId, reason).changes > 0;
export const setFieldReportHiddenRow = (id: number, hidden: boolean) =>
  changing(() => q().setHidden.run({ hidden: hidden ? 1 : 0, id }));

export const flaggedReportCount = () => q().flaggedCount.get() ?? 0;
export const flaggedReportPage = (limit: number, offset: number) => q().flaggedPage.all(limit, offset);
export const flagsOfReports = (ids: number[]) => q().flagsOf.all(JSON.stringify(ids));
