import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at the OWASP ASVS floor (19 MiB, 2 iterations, 1 lane). Better Auth calls these
 * for every credential it creates or checks, and so does our own registration.
 */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(data: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(data.hash, data.password);
  } catch {
    return false;
  }
}
