// @ts-check
/**
 * What a page action accepts (docs/decisions/0018-custom-node-server.md): the two
 * encodings an HTML form sends. Anything else (JSON, text, no type) is 415; a
 * multipart body that does not parse is 400. The API reads JSON on its own.
 */

import { asBodyInit } from "./request-body.mjs";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * @param {string | undefined} contentType
 * @param {Buffer} body
 * @returns {Promise<null | { status: 400 | 415, message: string }>} null when the body is a form
 */
export async function checkPageFormBody(contentType, body) {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.has(type)) {
    return { status: 415, message: "This page accepts HTML form submissions only." };
  }
  if (type === "multipart/form-data") {
    try {
      await new Response(asBodyInit(body), { headers: { "content-type": String(contentType) } }).formData();
    } catch {
      return { status: 400, message: "The form could not be read. Please go back and submit it again." };
    }
  }
  return null;
}
