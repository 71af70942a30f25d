import type { JsonDoor } from "./json-door.server";

/**
 * The field-report calls name a 400's field errors `fields`, as the issue's contract does, besides the
 * project's `fieldErrors` (docs/decisions/0082-field-report-contract.md): the same messages under both keys.
 */
export function withFieldsKey(door: JsonDoor): JsonDoor {
  const wrapped = async (args: Parameters<JsonDoor>[0], method: string) => {
    const response = await door(args, method);
    if (response.status !== 400 || !response.headers.get("content-type")?.includes("json")) return response;
    const body = (await response.clone().json()) as { error: string; fieldErrors?: Record<string, string[]> };
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    return Response.json({ ...body, fields: body.fieldErrors ?? {} }, { status: 400, headers });
  };
  return Object.assign(wrapped, { useCase: door.useCase });
}
