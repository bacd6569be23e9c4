import { isValidEmail } from '@portico/common'
import { z } from 'zod'

/**
 * An email as the API takes it: trimmed, lower-cased, and valid (spec §5).
 * @example emailSchema.parse(' Ada@Example.com ') // 'ada@example.com'
 */
export const emailSchema = z
  .string()
  .max(254)
  .transform((value) => value.trim().toLowerCase())
  .refine((value) => isValidEmail(value), 'Invalid email')

/**
 * The random secret a frame keeps for its device; only its keyed hash is stored.
 * @example deviceSecretSchema.parse(crypto.randomUUID().replaceAll('-', '') + 'x'.repeat(16))
 */
export const deviceSecretSchema = z.string().regex(/^[A-Za-z0-9_-]{32,128}$/)

/** A server-issued id (login, email update). @example idSchema.parse('q3V0') */
export const idSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/)

/** A code as typed: the check itself says whether it is right. @example otpSchema.parse('042917') */
export const otpSchema = z.string().min(1).max(12)

/** A Shamir share as hex (33 bytes for a 32-byte key). @example shareSchema.parse('0x01ab…') */
export const shareSchema = z.string().regex(/^(0x)?[0-9a-fA-F]{2,512}$/)

/**
 * The site a login or email change is made on, as the frame knows it: the page's name from
 * SYNC_DAPP_DATA (the page's own word), the parent origin the browser vouched for and the
 * project the frame was opened for. Only shown in mails, as text, and only when the origin is
 * one the project lets embed its frame (`verifySite`).
 * @example siteSchema.parse({ name: 'Demo', origin: 'https://demo.example', projectId: 'demo' })
 */
export const siteSchema = z.object({
  name: z.string().max(200).optional(),
  projectId: z.string().regex(/^[A-Za-z0-9._-]{1,128}$/),
  origin: z
    .url({ protocol: /^https?$/ })
    .max(200)
    .refine((value) => new URL(value).origin === value, 'Expected an origin'),
})

/** The site as {@link siteSchema} parses it. @example const site: Site = { origin } */
export type Site = z.infer<typeof siteSchema>
