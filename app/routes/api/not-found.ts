/**
 * Every /api/* path no route claims: a JSON 404 for any method, never the
 * HTML not-found page (the API answers JSON only, docs/architecture.md).
 */
const notFound = () => Response.json({ error: "Not found" }, { status: 404 });

export const loader = notFound;
export const action = notFound;
