import { config, stopStart } from "~/config.server";
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
const COST = { N: 2 ** scryptCostLog2(), r: 8, p: 1 };

/**
 * log2(N): 17 unless SCRYPT_COST_LOG2 says otherwise (14–20). Lower is for test
 * suites on shared machines, as other frameworks lower their hash cost in tests,
 * or for a very small server short of memory; production warns when it is below 17.
 */
function scryptCostLog2(): number {
  const text = process.env.SCRYPT_COST_LOG2;
  if (text === undefined || text.trim() === "") return 17;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 14 || n > 20)
    stopStart(
      `SCRYPT_COST_LOG2 must be a whole number from 14 to 20 (17 is OWASP's recommendation); it is ${JSON.stringify(text)}.`,
    );
  if (n < 17 && config.isProduction)
    console.warn(`SCRYPT_COST_LOG2=${n}: passwords are hashed below OWASP's recommended cost (17).`);
  return n;
}
const KEY_LENGTH = 32;

/** scrypt needs 128·N·r bytes (plus a little); twice that leaves room without allowing absurd stored parameters through unchecked. */
const maxmemFor = (o: ScryptOptions) => 256 * o.N! * o.r! * Math.max(1, o.p ?? 1);

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(
      password.normalize("NFKC"),
      salt,
      keyLength,
      { ...options, maxmem: maxmemFor(options) },
      (error, key) => (error ? reject(error) : resolve(key)),
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
  const actual = await scrypt(password, Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
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
