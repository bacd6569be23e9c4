import { z } from 'zod'

/**
 * scrypt parameters of a recovery password: N = 2^17, r = 8, p = 1 (128 MiB, about a second
 * in a browser), OWASP's floor for scrypt. A password method stores the parameters it was made
 * with, so they can be raised for new passwords without breaking old ones; the service refuses
 * anything weaker than this floor.
 * @example await scryptAsync(password, salt, { ...RECOVERY_SCRYPT, dkLen: 64 })
 */
export const RECOVERY_SCRYPT = { N: 2 ** 17, r: 8, p: 1 } as const

/** The stored scrypt parameters of a password method. @example scryptParamsSchema.parse({ N: 131072, r: 8, p: 1 }) */
export const scryptParamsSchema = z.object({
  N: z
    .number()
    .int()
    .min(RECOVERY_SCRYPT.N)
    .max(2 ** 20)
    .refine((n) => (n & (n - 1)) === 0, 'N must be a power of two'),
  r: z.number().int().min(RECOVERY_SCRYPT.r).max(32),
  p: z.number().int().min(1).max(4),
})

/**
 * A recovery share or a recovery key sealed in the frame with AES-256-GCM under a key only the
 * visitor can produce: `rk1.<iv>.<ciphertext and tag>`, base64url. The service stores it and
 * hands it back, and cannot open it.
 * @example visitorSealedSchema.parse('rk1.AAAAAAAAAAAAAAAA.…')
 */
export const visitorSealedSchema = z
  .string()
  .max(1024)
  .regex(/^rk1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22,1000}$/)

/** A 16-byte salt or a 32-byte verifier, hex. @example hex32Schema.parse('00'.repeat(32)) */
export const saltSchema = z.string().regex(/^[0-9a-f]{32}$/)
/** @example verifierSchema.parse('ab'.repeat(32)) */
export const verifierSchema = z.string().regex(/^[0-9a-f]{64}$/)

/**
 * What `GET /keys/v1/recovery` answers: whether the account's recovery is protected by the
 * visitor, and the password method's salt and scrypt parameters (public: they only say how to
 * derive, the derived key never leaves the frame).
 * @example recoveryStatusSchema.parse({ protected: false, password: null, passkey: false, passkeysAvailable: true, custody: 'self' })
 */
export const recoveryStatusSchema = z.object({
  protected: z.boolean(),
  password: z.object({ salt: saltSchema, params: scryptParamsSchema }).nullable(),
  /** Whether a passkey protects the account. */
  passkey: z.boolean(),
  /** Whether this service can offer passkeys at all (its origin is a domain name, not an IP). */
  passkeysAvailable: z.boolean(),
  /**
   * The service's custody mode (config `custody`): `self` makes every key protected by its
   * visitor; `operator` keeps recovery with the service's KMS and offers no protection.
   */
  custody: z.enum(['self', 'operator']),
})

/** @example const status: RecoveryStatus = { protected: false, password: null, passkey: false, passkeysAvailable: false, custody: 'self' } */
export type RecoveryStatus = z.infer<typeof recoveryStatusSchema>
