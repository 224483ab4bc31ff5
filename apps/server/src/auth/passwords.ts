import { hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). Algorithm 2 = Argon2id. */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verified against when the account does not exist, so both paths take the same time.
let dummyHash: Promise<string> | undefined;

/** Checks a password; for a missing hash it still spends the time of one check. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('timing-equaliser-not-a-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
