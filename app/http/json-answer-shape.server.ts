import type { ParamSchemas, UseCase, Who } from "~/use-cases/use-case";
import type { z } from "zod";

/**
 * A use case whose JSON call answers less than its page shows (the meetup
 * tools: the page's heading names the departures, the contract's JSON is
 * results and pagination): the same declaration, its result shaped for the
 * JSON door. A use case, so the edge's lane answers the same shape
 * (docs/decisions/0052-json-lane.md); a synchronous `run` stays synchronous.
 */
export function withJsonAnswer<W extends Who, S extends z.ZodType, P extends ParamSchemas, O, A>(
  useCase: UseCase<W, S, P, O>,
  shape: (result: Awaited<O>) => A,
): UseCase<W, S, P, A | Promise<A>> {
  return {
    ...useCase,
    run: (input, caller, params) => {
      const result = useCase.run(input, caller, params);
      return result instanceof Promise ? (result as Promise<Awaited<O>>).then(shape) : shape(result as Awaited<O>);
    },
  };
}
