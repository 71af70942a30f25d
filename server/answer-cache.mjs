// @ts-check
/**
 * The shared cache in front of the app, inside the edge (docs/decisions/0085-caching-in-front.md):
 * what a CDN or a caching proxy would keep, kept by each process for the requests it serves.
 * Only answers a shared cache may keep (server/shared-answers.mjs: a GET without a cookie,
 * 200, `public`), by their address, for their `s-maxage` at most, and only while the data
 * has not changed: the version (the app's `answerVersion`, app/entry.server.tsx) changes
 * whenever anything commits to the database, and it is read before the answer is made.
 */

/** Bytes kept at most (uncompressed answers; their compressed forms are kept apart). */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * @typedef {{
 *   headers: Record<string, string | string[]>,
 *   policy: { name: string, value: string },
 *   bytes: Buffer,
 *   etag: string,
 *   until: number,
 *   version: string,
 *   pageRoute: string | null,
 * }} KeptAnswer
 */

/** @param {string | string[] | undefined} cacheControl */
export function sharedSeconds(cacheControl) {
  const value = String(cacheControl ?? "");
  const shared = /\bs-maxage=(\d+)/i.exec(value) ?? /\bmax-age=(\d+)/i.exec(value);
  return shared ? Number(shared[1]) : 0;
}

export function createAnswerCache({ now = () => Date.now() } = {}) {
  /** @type {Map<string, KeptAnswer>} */
  const kept = new Map();
  let bytes = 0;

  const drop = (/** @type {string} */ key) => {
    const old = kept.get(key);
    if (!old) return;
    kept.delete(key);
    bytes -= old.bytes.length;
  };

  return {
    /**
     * @param {string} key
     * @param {string} version
     */
    get(key, version) {
      const hit = kept.get(key);
      if (!hit) return undefined;
      if (hit.version !== version || hit.until <= now()) {
        drop(key);
        return undefined;
      }
      // Least recently used go first.
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    },
    /**
     * @param {string} key
     * @param {Omit<KeptAnswer, "until">} answer
     */
    set(key, answer) {
      const seconds = sharedSeconds(answer.headers["cache-control"]);
      if (seconds <= 0 || answer.bytes.length > MAX_BYTES / 8) return;
      drop(key);
      kept.set(key, { ...answer, until: now() + seconds * 1000 });
      bytes += answer.bytes.length;
      for (const [oldKey] of kept) {
        if (bytes <= MAX_BYTES) break;
        drop(oldKey);
      }
    },
    get size() {
      return kept.size;
    },
  };
}
