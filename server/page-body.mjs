// @ts-check
/**
 * What a page action accepts (docs/decisions/0018-custom-node-server.md): the two
 * encodings an HTML form sends. Anything else (JSON, text, no type) is 415; a
 * multipart body that does not parse is 400. The API reads JSON on its own.
 */

import { asBodyInit } from "./request-body.mjs";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * The most fields any page form may carry at the edge. Each page action reads its
 * form within its own use case's smaller caps and answers the site's own 413 page
 * (app/http/form-door.server.ts); this outer bound keeps a form of thousands of
 * repeated names away from the form parser of every page action, those not yet
 * made of doors included (docs/decisions/0071-forms-over-their-caps-and-admin-answers.md).
 */
export const PAGE_FORM_MAX_FIELDS = 2_000;
/** The most bytes any page form may carry at the edge (each action's own cap is smaller). */
export const PAGE_FORM_MAX_BYTES = 512 * 1024;

export const FORM_TOO_LARGE = "What you sent is too large for this form. Please shorten it and try again.";

/**
 * @param {string | undefined} contentType
 * @param {Buffer} body
 * @returns {Promise<null | { status: 400 | 413 | 415, message: string }>} null when the body is a form
 */
export async function checkPageFormBody(contentType, body) {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.has(type)) {
    return { status: 415, message: "This page accepts HTML form submissions only." };
  }
  if (body.length > PAGE_FORM_MAX_BYTES) return { status: 413, message: FORM_TOO_LARGE };
  if (type === "application/x-www-form-urlencoded" && separators(body) >= PAGE_FORM_MAX_FIELDS) {
    return { status: 413, message: FORM_TOO_LARGE };
  }
  if (type === "multipart/form-data") {
    let fields = 0;
    try {
      const form = await new Response(asBodyInit(body), {
        headers: { "content-type": String(contentType) },
      }).formData();
      for (const _ of form.keys()) fields++;
    } catch {
      return { status: 400, message: "The form could not be read. Please go back and submit it again." };
    }
    if (fields > PAGE_FORM_MAX_FIELDS) return { status: 413, message: FORM_TOO_LARGE };
  }
  return null;
}

/** How many '&' a url-encoded body holds (its fields, less one), counted on the bytes. */
function separators(/** @type {Buffer} */ body) {
  let n = 0;
  for (let i = body.indexOf(0x26); i !== -1; i = body.indexOf(0x26, i + 1)) n++;
  return n;
}
