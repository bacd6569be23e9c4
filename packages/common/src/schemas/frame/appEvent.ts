import { z } from '../zodMini'
import { frameChainIdSchema, frameMessageIdSchema } from './frameChainId'

const email = z.string().check(z.minLength(3), z.maxLength(254))
const otp = z.string().check(z.minLength(4), z.maxLength(12))
const accountType = z.enum(['eoa', 'smartAccount', 'eip7702'])
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const hexQuantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))
const hexData = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/), z.maxLength(262_144))

function request<const T extends string, P extends z.ZodMiniType>(name: T, payload: P) {
  return z.object({ id: frameMessageIdSchema, type: z.literal(`@portico-app/${name}`), payload })
}

function bare<const T extends string>(name: T) {
  return z.object({ id: frameMessageIdSchema, type: z.literal(`@portico-app/${name}`) })
}

/**
 * A request from the page to the embedded wallet frame (spec §7 app events). Field checks here
 * are structural; rules such as the email format and the RPC allowlist are applied by the frame.
 * @example
 * appEventSchema.parse({ id: '1', type: '@portico-app/CONNECT_EMAIL', payload: { email: 'ada@example.com' } })
 */
export const appEventSchema = z.discriminatedUnion('type', [
  request('SWITCH_NETWORK', z.object({ chainId: frameChainIdSchema })),
  request('CONNECT_EMAIL', z.object({ email })),
  bare('CONNECT_DEVICE'),
  request('CONNECT_OTP', z.object({ otp })),
  request(
    'CONNECT_SOCIAL',
    z.object({
      uri: z.string().check(z.minLength(1), z.maxLength(4096)),
      preferredAccountType: z.optional(accountType),
    }),
  ),
  bare('GET_FARCASTER_URI'),
  bare('CONNECT_FARCASTER'),
  request(
    'GET_USER',
    z.object({
      chainId: z.optional(frameChainIdSchema),
      preferredAccountType: z.optional(accountType),
      socialUri: z.optional(z.string().check(z.maxLength(4096))),
    }),
  ),
  request(
    'GET_SOCIAL_REDIRECT_URI',
    z.object({ provider: z.string().check(z.minLength(1), z.maxLength(32)) }),
  ),
  bare('SIGN_OUT'),
  request('IS_CONNECTED', z.object({ token: z.optional(z.string().check(z.maxLength(4096))) })),
  bare('GET_CHAIN_ID'),
  bare('GET_SMART_ACCOUNT_ENABLED_NETWORKS'),
  bare('INIT_SMART_ACCOUNT'),
  request('SET_PREFERRED_ACCOUNT', z.object({ type: accountType })),
  request(
    'RPC_REQUEST',
    z.object({
      method: z.string().check(z.minLength(1), z.maxLength(128)),
      params: z.optional(z.unknown()),
      chainId: z.optional(frameChainIdSchema),
    }),
  ),
  // The fee of a transaction from the visitor's smart account: the frame knows the account.
  request(
    'ESTIMATE_FEE',
    z.object({
      chainId: frameChainIdSchema,
      from: address,
      to: address,
      value: z.optional(hexQuantity),
      data: z.optional(hexData),
    }),
  ),
  bare('PROTECT_RECOVERY'),
  bare('UNLOCK_KEY'),
  bare('SIGN_OUT_EVERYWHERE'),
  bare('REMOVE_DEVICE'),
  bare('EXPORT_KEY'),
  bare('CONNECT_PASSKEY'),
  request('UPDATE_EMAIL', z.object({ email })),
  request('UPDATE_EMAIL_PRIMARY_OTP', z.object({ otp })),
  request('UPDATE_EMAIL_SECONDARY_OTP', z.object({ otp })),
  request(
    'SYNC_THEME',
    z.object({
      themeMode: z.optional(z.enum(['dark', 'light'])),
      themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    }),
  ),
  request(
    'SYNC_DAPP_DATA',
    z.object({
      metadata: z.optional(
        z.object({
          name: z.string(),
          description: z.string(),
          url: z.string(),
          icons: z.array(z.string()),
        }),
      ),
      sdkVersion: z.string().check(z.maxLength(64)),
      sdkType: z.string().check(z.maxLength(64)),
      projectId: z.string().check(z.maxLength(128)),
      /** The app's features the frame enforces (spec §1 defaults: smartSessions off). */
      features: z.optional(z.object({ smartSessions: z.optional(z.boolean()) })),
    }),
  ),
  bare('RELOAD'),
])

/**
 * A parsed page-to-frame request.
 * @example const event: AppEvent = appEventSchema.parse(message.data)
 */
export type AppEvent = z.infer<typeof appEventSchema>

/**
 * The name of a page-to-frame request, without prefix.
 * @example const name: AppEventName = 'CONNECT_EMAIL'
 */
export type AppEventName = AppEvent['type'] extends `@portico-app/${infer N}` ? N : never
