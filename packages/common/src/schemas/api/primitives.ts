import { z } from '../zodMini'

/**
 * A CAIP-2 chain id on the wire: exactly two non-empty colon-separated parts.
 * @example caip2Schema.parse('eip155:31337')
 */
export const caip2Schema = z
  .string()
  .check(
    z.regex(
      /^[-a-z0-9]{3,16}:[-_a-zA-Z0-9]{1,64}$/,
      'Expected a CAIP-2 chain id (namespace:reference)',
    ),
  )

/**
 * A CAIP-10 account or token address on the wire: `namespace:reference:address`.
 * @example caip10Schema.parse('eip155:1:0x0000000000000000000000000000000000000001')
 */
export const caip10Schema = z
  .string()
  .check(
    z.regex(
      /^[-a-z0-9]{3,16}:[-_a-zA-Z0-9]{1,64}:[-.%a-zA-Z0-9]{1,128}$/,
      'Expected a CAIP-10 address (namespace:reference:address)',
    ),
  )

/**
 * Base-10 digits in a JSON string (the client passes it to BigInt).
 * @example integerStringSchema.parse('18')
 */
export const integerStringSchema = z.string().check(z.regex(/^\d+$/, 'Expected an integer string'))

/**
 * Digits with an optional fraction, in a JSON string.
 * @example decimalStringSchema.parse('1.5')
 */
export const decimalStringSchema = z
  .string()
  .check(z.regex(/^\d+(\.\d+)?$/, 'Expected a decimal string'))

/**
 * The SDK parameters every client request may carry (`projectId`, `st`, `sv`, `clientId`).
 * Unknown parameters are stripped, never rejected: real clients add more.
 * @example sdkQuerySchema.parse({ projectId: 'abc', st: 'appkit', sv: 'react-wagmi-1.8.24' })
 */
export const sdkQuerySchema = z.object({
  projectId: z.optional(z.string().check(z.maxLength(128))),
  st: z.optional(z.string().check(z.maxLength(128))),
  sv: z.optional(z.string().check(z.maxLength(128))),
  clientId: z.optional(z.string().check(z.maxLength(256))),
})
