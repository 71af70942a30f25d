import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Password hashing with scrypt (node:crypto), a memory-hard KDF, and a random
 * 16-byte salt per password. Stored as `scrypt$N$r$p$salt$hash` (base64url), so
 * the cost can be raised later without breaking existing hashes: a hash with
 * other parameters still verifies, and is replaced at the next successful
 * sign-in (`needsRehash`). The cost is OWASP's scrypt recommendation, N=2^17,
 * r=8, p=1 (docs/decisions/0017-production-settings.md): 128 MiB per hash.
 * Passwords are never logged, stored or echoed anywhere else.
 */
const COST = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** scrypt needs 128·N·r bytes (plus a little); twice that leaves room without allowing absurd stored parameters through unchecked. */
const maxmemFor = (o: ScryptOptions) => 256 * o.N! * o.r! * Math.max(1, o.p ?? 1);

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize("NFKC"), salt, keyLength, { ...options, maxmem: maxmemFor(options) }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, COST);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split("$");
  if (kind !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scrypt(password, Buffer.from(salt, "base64url"), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True for a hash made with other parameters than today's cost (an older, cheaper one). */
export function needsRehash(stored: string): boolean {
  const [kind, n, r, p] = stored.split("$");
  return kind !== "scrypt" || Number(n) !== COST.N || Number(r) !== COST.r || Number(p) !== COST.p;
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check, for an e-mail with no password, so the
 * answer's timing does not tell whether an account exists.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await dummyHash);
  return false;
}
