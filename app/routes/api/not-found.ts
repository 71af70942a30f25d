/**
 * Every /api/* path no route claims: a JSON 404 for any method, never the
 * HTML not-found page (the API answers JSON only, docs/architecture.md). It
 * carries no method table (app/http/json-door.server.ts `jsonRoute`): the
 * edge lets through the methods any /api/* call may use, and this says 404 to each.
 */
const notFound = () => Response.json({ error: "Not found" }, { status: 404 });

export const loader = notFound;
export const action = notFound;
