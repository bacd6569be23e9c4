import { z } from '../zodMini'

/**
 * Answer of GET /v1/sessions/{caip10Address}: smart-session permissions (`expiry` in seconds).
 * @example sessionsResponseSchema.parse({ pcis: [] })
 */
export const sessionsResponseSchema = z.object({
  pcis: z.array(
    z.looseObject({
      pci: z.string(),
      expiry: z.number(),
      project: z.optional(
        z.object({
          id: z.optional(z.string()),
          name: z.optional(z.string()),
          url: z.optional(z.string()),
          iconUrl: z.optional(z.string()),
        }),
      ),
    }),
  ),
})

/**
 * JSON body of POST /v1/sessions/{address}/revoke.
 * @example revokeSessionRequestSchema.parse({ pci: 'p', signature: '0x…' })
 */
export const revokeSessionRequestSchema = z.object({
  pci: z.string().check(z.maxLength(256)),
  signature: z.string().check(z.maxLength(1024)),
})

const pciSchema = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'expected a 32-byte hex session id'))
const evmAddressSchema = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 0x-prefixed address'))

/**
 * One granted permission as the wallet stores and lists it: ERC-7715's `contract-call` narrowed
 * to what the account's session validator enforces — one target, the allowed functions (a
 * selector each, with optional rules on fixed-size arguments: the 32-byte word equals `value`, or
 * is at most it as a number), one spending limit (decimal base units: token units when a listed
 * function is an ERC-20 transfer/approve/transferFrom/increaseAllowance, else wei) and a gas limit
 * (wei: the budget, and the cap per operation).
 * @example
 * grantedPermissionSchema.parse({ type: 'contract-call', data: { address, functions: [{ selector: '0xa9059cbb' }] }, policies: [{ type: 'spending-limit', data: { limit: '10' } }] })
 */
export const grantedPermissionSchema = z.object({
  type: z.literal('contract-call'),
  data: z.object({
    address: evmAddressSchema,
    functions: z
      .array(
        z.object({
          functionName: z.optional(z.string().check(z.maxLength(256))),
          selector: z.string().check(z.regex(/^0x[0-9a-fA-F]{8}$/)),
          args: z.optional(
            z
              .array(
                z.object({
                  index: z.number().check(z.int(), z.nonnegative(), z.maximum(31)),
                  condition: z.enum(['equal', 'atMost']),
                  value: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
                }),
              )
              .check(z.maxLength(4)),
          ),
        }),
      )
      .check(z.minLength(1), z.maxLength(16)),
  }),
  policies: z
    .array(
      z.discriminatedUnion('type', [
        z.object({
          type: z.literal('spending-limit'),
          data: z.object({ limit: z.string().check(z.regex(/^\d{1,78}$/)) }),
        }),
        z.object({
          type: z.literal('gas-limit'),
          data: z.object({
            limit: z.string().check(z.regex(/^\d{1,78}$/)),
            perOperationLimit: z.string().check(z.regex(/^\d{1,78}$/)),
          }),
        }),
      ]),
    )
    .check(z.maxLength(2)),
})

/** A {@link grantedPermissionSchema} value. @example const p: GrantedPermission = grantedPermissionSchema.parse(json) */
export type GrantedPermission = z.infer<typeof grantedPermissionSchema>

/**
 * The text an account signs to have a granted session recorded (POST /v1/sessions/{address}):
 * a JSON text of this shape, signed with `personal_sign` (ERC-1271 / ERC-6492 for smart
 * accounts). It names the project so a record cannot be replayed to another.
 * @example
 * const message = JSON.stringify({ pci, chainId: 31337, address, projectId: 'p', expiry, signer, permissions, project })
 */
export const sessionGrantMessageSchema = z.object({
  pci: pciSchema,
  chainId: z.number().check(z.int(), z.positive()),
  address: evmAddressSchema,
  projectId: z.string().check(z.minLength(1), z.maxLength(128)),
  /** Seconds since the epoch, as the validator's validUntil. */
  expiry: z.number().check(z.int(), z.positive(), z.maximum(2 ** 48 - 1)),
  signer: z.object({
    type: z.literal('key'),
    data: z.object({ type: z.literal('secp256k1'), id: evmAddressSchema }),
  }),
  permissions: z.array(grantedPermissionSchema).check(z.length(1)),
  /** The app the session was granted to, as the wallet showed it. */
  project: z.optional(
    z.object({
      name: z.optional(z.string().check(z.maxLength(256))),
      url: z.optional(z.string().check(z.maxLength(2048))),
      iconUrl: z.optional(z.string().check(z.maxLength(4096))),
    }),
  ),
})

/** A {@link sessionGrantMessageSchema} value. @example const m: SessionGrantMessage = sessionGrantMessageSchema.parse(json) */
export type SessionGrantMessage = z.infer<typeof sessionGrantMessageSchema>

/**
 * JSON body of POST /v1/sessions/{address} (record a granted session): the signed JSON text of
 * {@link sessionGrantMessageSchema} and the account's signature of it.
 * @example recordSessionRequestSchema.parse({ message: JSON.stringify(grant), signature })
 */
export const recordSessionRequestSchema = z.object({
  message: z.string().check(z.minLength(2), z.maxLength(16_384)),
  signature: z.string().check(z.maxLength(2048)),
})

/**
 * The text an account signs (`personal_sign`) to revoke session `pci` at the gateway
 * (POST /v1/sessions/{address}/revoke, `{ pci, signature }`).
 * @example sessionRevokeMessage('0x…') // 'Revoke smart session 0x…'
 */
export function sessionRevokeMessage(pci: string): string {
  return `Revoke smart session ${pci.toLowerCase()}`
}
