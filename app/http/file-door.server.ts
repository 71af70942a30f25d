import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import type { ExportFile } from "~/services/exports.server";
import type { ParamSchemas, UseCase, Who } from "~/use-cases/use-case";
import { callerOf } from "./caller.server";
import { conformFields } from "./conform-fields.server";
import { getDoorFacts, pageData, pageParams } from "./page-door.server";

/**
 * The door of a use case that answers a file (a download, the range map's
 * outline): a path that names no file is 404 for everyone, then who is asking
 * (the sign-in redirect with its prompt), the query parsed by the declaration's
 * schema as a GET form's (400 with its first message), the one call, and the
 * file with its type, name and caching. A service's refusal is the error page
 * with its status (page-door.server.ts `pageData`).
 */

export type FileAnswer = Omit<ExportFile, "filename"> & { filename?: string };

export interface FileDoorOptions {
  /** Cache-Control: `no-store` for a personal download, `public, max-age=…` for a drawing. */
  cache: string;
  signInPrompt?: string;
}

const anything = z.looseObject({});

export function fileDoor<W extends Who, S extends z.ZodType, P extends ParamSchemas>(
  useCase: UseCase<W, S, P, FileAnswer>,
  options: FileDoorOptions,
) {
  const door = async ({ request, params }: { request: Request; params: Record<string, string | undefined> }) => {
    const parsed = pageParams(useCase.params, params);
    const caller = await callerOf(request, useCase.who, { kind: "page", signInPrompt: options.signInPrompt });
    const submission = parseWithZod(conformFields(new URL(request.url).searchParams), {
      schema: useCase.input ?? anything,
    }) as Submission<Record<string, unknown>, string[], z.output<S>>;
    if (submission.status !== "success") {
      const first = Object.values(submission.error ?? {}).find((m) => m?.length)?.[0];
      throw data({ message: first ?? "Invalid request" }, { status: 400 });
    }
    const input = submission.value;
    const file = await pageData(() => useCase.run(input, caller, parsed));
    const headers: Record<string, string> = { "content-type": file.contentType, "cache-control": options.cache };
    if (file.filename) headers["content-disposition"] = `attachment; filename="${file.filename}"`;
    return new Response(file.body, { headers });
  };
  return Object.assign(door, getDoorFacts(useCase));
}
