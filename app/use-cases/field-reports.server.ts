import { z } from "zod";
import {
  createFieldReportInput,
  editFieldReportInput,
  fieldReportId,
  fieldReportListInput,
  flagFieldReportInput,
  hideFieldReportInput,
} from "~/lib/field-report-schemas";
import {
  confirmFieldReport,
  createFieldReport,
  deleteFieldReport,
  editFieldReport,
  fieldReportsOf,
  fieldReportForEdit,
  flaggedFieldReports,
  flagFieldReport,
  setFieldReportHidden,
} from "~/services/field-reports.server";
import { declareUseCase } from "./use-case";

/**
 * Pilot field reports (docs/product.md, "Field reports"): each use case declared
 * once for its JSON call (docs/decisions/0082-field-report-contract.md) and the
 * airport page's forms.
 */

/** A report is a few short fields and a 1,000-character note. */
const REPORT_LIMITS = { bodyBytes: 16 * 1024, fields: 60 };
const airportCode = z.string().trim().min(1).max(8);

export const fieldReportsCase = declareUseCase({
  name: "fieldReports",
  who: "anyone",
  input: fieldReportListInput,
  params: { locId: airportCode },
  run: ({ page }, { user }, { locId }) => fieldReportsOf(locId, page, user),
});

export const createFieldReportCase = declareUseCase({
  name: "createFieldReport",
  who: "user",
  input: createFieldReportInput,
  params: { locId: airportCode },
  limits: REPORT_LIMITS,
  run: (input, caller, { locId }) => createFieldReport(locId, input, caller),
});

export const editFieldReportCase = declareUseCase({
  name: "editFieldReport",
  who: "user",
  input: editFieldReportInput,
  params: { id: fieldReportId },
  limits: REPORT_LIMITS,
  run: (input, { user }, { id }) => editFieldReport(id, input, user),
});

export const deleteFieldReportCase = declareUseCase({
  name: "deleteFieldReport",
  who: "user",
  params: { id: fieldReportId },
  run: (_input, { user }, { id }) => deleteFieldReport(id, user),
});

export const confirmFieldReportCase = declareUseCase({
  name: "confirmFieldReport",
  who: "user",
  params: { id: fieldReportId },
  limits: { bodyBytes: 1024, fields: 10 },
  run: (_input, { user }, { id }) => confirmFieldReport(id, user),
});

export const flagFieldReportCase = declareUseCase({
  name: "flagFieldReport",
  who: "user",
  input: flagFieldReportInput,
  params: { id: fieldReportId },
  limits: { bodyBytes: 4 * 1024, fields: 10 },
  run: ({ reason }, { user }, { id }) => flagFieldReport(id, reason, user),
});

export const setFieldReportHiddenCase = declareUseCase({
  name: "setFieldReportHidden",
  who: "admin",
  input: hideFieldReportInput,
  params: { id: fieldReportId },
  limits: { bodyBytes: 1024, fields: 10 },
  run: ({ hidden }, _caller, { id }) => setFieldReportHidden(id, hidden),
});

/** The edit form's report: its author's only. */
export const fieldReportFormCase = declareUseCase({
  name: "fieldReportForm",
  who: "user",
  params: { id: fieldReportId },
  run: (_input, { user }, { id }) => fieldReportForEdit(id, user),
});

export const flaggedFieldReportsCase = declareUseCase({
  name: "flaggedFieldReports",
  who: "admin",
  input: fieldReportListInput,
  run: ({ page }) => flaggedFieldReports(page),
});
