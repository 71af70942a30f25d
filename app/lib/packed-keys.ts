import { paginate, type Pagination } from "./pagination";
import { smallestK } from "./top-k";

/**
 * Sort keys that pack (key, index position) into one float, so the top-k heap
 * and native typed-array sorts order thousands of airports without objects.
 * Callers keep key × 2^16 + position below 2^53; a negated key orders
 * descending.
 */
const POSITION_BITS = 2 ** 16;

export const packKey = (key: number, position: number) => key * POSITION_BITS + position;
export const positionOf = (packed: number) => Math.abs(packed) % POSITION_BITS;

/** One page of the first `matched` packed keys, smallest first, as index positions. */
export function pageOfPackedKeys(
  keys: Float64Array,
  matched: number,
  page: number,
  pageSize: number,
): { pagination: Pagination; positions: number[] } {
  const pagination = paginate(matched, page, pageSize);
  const start = (pagination.page - 1) * pageSize;
  const first = smallestK(keys, matched, start + pageSize);
  return { pagination, positions: Array.from(first.subarray(start), positionOf) };
}
