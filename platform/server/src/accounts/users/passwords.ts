import { hash, verify } from '@node-rs/argon2'

// @node-rs/argon2's defaults are Argon2id, 19 MiB, 2 passes (the OWASP minimum); the hash string
// records its parameters, so raising them later keeps old hashes verifiable.
export const hashPassword = (password: string): Promise<string> => hash(password)

/** A hash of nothing anyone knows, verified for unknown users so that both paths take as long. */
let decoy: Promise<string> | undefined

/** Checks a password against a stored hash (or, for an unknown user, against the decoy). */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (stored === undefined) {
    decoy ??= hash(crypto.randomUUID())
    await verify(await decoy, password)
    return false
  }
  try {
    return await verify(stored, password)
  } catch {
    // A malformed stored hash never matches.
    return false
  }
}
