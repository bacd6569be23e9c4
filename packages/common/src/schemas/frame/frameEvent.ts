import { z } from '../zodMini'
import type { AppEventName } from './appEvent'
import { embeddedUserSchema } from './embeddedUser'
import { frameChainIdSchema, frameMessageIdSchema } from './frameChainId'

const accountType = z.enum(['eoa', 'smartAccount', 'eip7702'])
const hexQuantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))

// What each request's success frame carries; `z.undefined()` for plain acknowledgements.
const SUCCESS_PAYLOADS = {
  SWITCH_NETWORK: z.object({ chainId: frameChainIdSchema }),
  CONNECT_EMAIL: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP']) }),
  CONNECT_DEVICE: z.undefined(),
  CONNECT_OTP: z.undefined(),
  // Or, on a new device of an account that holds a key, the mailbox approval of CONNECT_EMAIL.
  CONNECT_SOCIAL: z.union([
    z.strictObject({
      action: z.literal('VERIFY_DEVICE'),
      email: z.string().check(z.minLength(3), z.maxLength(254)),
    }),
    embeddedUserSchema,
  ]),
  GET_FARCASTER_URI: z.object({ url: z.string().check(z.minLength(1), z.maxLength(4096)) }),
  CONNECT_FARCASTER: embeddedUserSchema,
  GET_USER: embeddedUserSchema,
  GET_SOCIAL_REDIRECT_URI: z.object({ uri: z.string().check(z.minLength(1), z.maxLength(4096)) }),
  SIGN_OUT: z.undefined(),
  IS_CONNECTED: z.object({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.object({ chainId: frameChainIdSchema }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({
    smartAccountEnabledNetworks: z.array(z.number().check(z.int(), z.nonnegative())),
  }),
  INIT_SMART_ACCOUNT: z.object({
    address: z.string().check(z.minLength(1), z.maxLength(128)),
    isDeployed: z.boolean(),
  }),
  SET_PREFERRED_ACCOUNT: z.object({
    type: accountType,
    address: z.string().check(z.minLength(1), z.maxLength(128)),
  }),
  RPC_REQUEST: z.unknown(),
  // In wei, what the visitor will be charged; null when `from` is the visitor's EOA, whose
  // transactions the page prices on the node itself. `paidBy`: the site pays (fee 0), named as
  // its gateway names it; `sponsorshipRefusal`: the site's one-line reason for not paying.
  ESTIMATE_FEE: z.nullable(
    z.object({
      fee: hexQuantity,
      gas: hexQuantity,
      gasPrice: hexQuantity,
      paidBy: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
      sponsorshipRefusal: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
      // The account holds too little to pay `fee`, what it would be charged once it does.
      insufficientFunds: z.optional(z.literal(true)),
      // The visitor pays the fee in a token through the site's token paymaster (`fee` is 0):
      // `amount`, in the token's smallest unit, is exactly what the account is debited.
      paidIn: z.optional(
        z.object({
          token: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
          // Shown to the visitor as text: one short printable word.
          symbol: z
            .string()
            .check(z.minLength(1), z.maxLength(16), z.regex(/^[^\p{Cc}\p{Cf}\s]+$/u)),
          decimals: z.number().check(z.int(), z.minimum(0), z.maximum(36)),
          amount: hexQuantity,
        }),
      ),
    }),
  ),
  PROTECT_RECOVERY: z.object({ protected: z.literal(true) }),
  UNLOCK_KEY: embeddedUserSchema,
  SIGN_OUT_EVERYWHERE: z.undefined(),
  REMOVE_DEVICE: z.undefined(),
  // The key itself never leaves the frame: the page learns only that it was shown.
  EXPORT_KEY: z.object({ exported: z.literal(true) }),
  CONNECT_PASSKEY: embeddedUserSchema,
  UPDATE_EMAIL: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  UPDATE_EMAIL_PRIMARY_OTP: z.undefined(),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({
    newEmail: z.string().check(z.minLength(3), z.maxLength(254)),
  }),
  SYNC_THEME: z.undefined(),
  SYNC_DAPP_DATA: z.undefined(),
  RELOAD: z.undefined(),
} satisfies Record<AppEventName, z.ZodMiniType>

function success<const T extends AppEventName>(name: T) {
  return z.object({
    id: frameMessageIdSchema,
    type: z.literal(`@portico-frame/${name}_SUCCESS` as const),
    payload: SUCCESS_PAYLOADS[name] as (typeof SUCCESS_PAYLOADS)[T],
  })
}

const names = Object.keys(SUCCESS_PAYLOADS) as AppEventName[]

/**
 * An error answer to any request; `message` is shown to the user, 'An error occurred' when
 * missing (spec §8); `code` is the stable name the page translates by (an upper-case word;
 * not an enum, so a newer frame's codes still parse and show their sentence).
 * @example
 * frameErrorEventSchema.parse({ id: '1', type: '@portico-frame/CONNECT_OTP_ERROR', payload: { message: 'Invalid code', code: 'INVALID_OTP' } })
 */
export const frameErrorEventSchema = z.object({
  id: frameMessageIdSchema,
  type: z.templateLiteral(['@portico-frame/', z.enum(names), '_ERROR']),
  payload: z.object({
    message: z.optional(z.string().check(z.maxLength(1024))),
    code: z.optional(z.string().check(z.regex(/^[A-Z][A-Z0-9_]{0,63}$/))),
  }),
})

/**
 * The frame's announcement that it loaded and listens (spec §4: ready, then success or error per
 * request).
 * @example frameReadyEventSchema.parse({ type: '@portico-frame/READY' })
 */
export const frameReadyEventSchema = z.object({ type: z.literal('@portico-frame/READY') })

/**
 * Any message from the embedded wallet frame to the page: READY, a typed success per request,
 * or an error.
 * @example
 * const event = frameEventSchema.parse(message.data)
 */
export const frameEventSchema = z.union([
  frameReadyEventSchema,
  frameErrorEventSchema,
  z.discriminatedUnion('type', [
    success('SWITCH_NETWORK'),
    success('CONNECT_EMAIL'),
    success('CONNECT_DEVICE'),
    success('CONNECT_OTP'),
    success('CONNECT_SOCIAL'),
    success('GET_FARCASTER_URI'),
    success('CONNECT_FARCASTER'),
    success('GET_USER'),
    success('GET_SOCIAL_REDIRECT_URI'),
    success('SIGN_OUT'),
    success('IS_CONNECTED'),
    success('GET_CHAIN_ID'),
    success('GET_SMART_ACCOUNT_ENABLED_NETWORKS'),
    success('INIT_SMART_ACCOUNT'),
    success('SET_PREFERRED_ACCOUNT'),
    success('RPC_REQUEST'),
    success('ESTIMATE_FEE'),
    success('PROTECT_RECOVERY'),
    success('UNLOCK_KEY'),
    success('SIGN_OUT_EVERYWHERE'),
    success('REMOVE_DEVICE'),
    success('EXPORT_KEY'),
    success('CONNECT_PASSKEY'),
    success('UPDATE_EMAIL'),
    success('UPDATE_EMAIL_PRIMARY_OTP'),
    success('UPDATE_EMAIL_SECONDARY_OTP'),
    success('SYNC_THEME'),
    success('SYNC_DAPP_DATA'),
    success('RELOAD'),
  ]),
])

/**
 * A parsed frame-to-page message.
 * @example const event: FrameEvent = frameEventSchema.parse(message.data)
 */
export type FrameEvent = z.infer<typeof frameEventSchema>

/**
 * The request names that have success and error answers, in spec order.
 * @example FRAME_REQUEST_NAMES.includes('CONNECT_EMAIL') // true
 */
export const FRAME_REQUEST_NAMES: readonly AppEventName[] = names
