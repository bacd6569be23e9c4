import { isEvmAddress, isSolanaAddress } from '@portico/common'
import { serviceConfigFields } from '@portico/server'
import { z } from 'zod'

const evmAddress = z
  .string()
  .refine((v) => v.startsWith('0x') && isEvmAddress(v), 'Expected a 0x-prefixed EVM address')
const solanaAddress = z.string().refine(isSolanaAddress, 'Expected a base58 Solana address')
const symbol = z.string().regex(/^[A-Za-z0-9.]{1,16}$/, 'Expected a symbol of 1-16 letters')
// The ledger keeps 18 decimals: an asset with more could not be debited exactly.
const decimals = z.number().int().min(0).max(18)
const rpcUrl = z.url({ protocol: /^https?$/ })
// A token bucket per client: `burst` requests at once, refilled at `perMinute`.
const limit = z.strictObject({
  burst: z.number().int().positive(),
  perMinute: z.number().positive(),
})

const evmChain = z.object({
  name: z.string().min(1).max(64),
  rpcUrl,
  nativeSymbol: symbol.default('ETH'),
  tokens: z.array(z.object({ address: evmAddress, symbol, decimals })).default([]),
})
const solanaChain = z.object({
  name: z.string().min(1).max(64),
  rpcUrl,
  nativeSymbol: symbol.default('SOL'),
  tokens: z.array(z.object({ mint: solanaAddress, symbol, decimals })).default([]),
})

/**
 * The networks the exchange pays out on, by CAIP-2 id: an `eip155:<chainId>` entry with its
 * ERC-20 tokens, a `solana:<genesis>` entry with its SPL mints.
 * @example exchangeChainsSchema.parse({ 'eip155:31337': { name: 'Devnet A', rpcUrl } })
 */
export const exchangeChainsSchema = z
  .record(z.string().regex(/^(eip155:\d{1,20}|solana:[1-9A-HJ-NP-Za-km-z]{32})$/), z.unknown())
  .superRefine((chains, ctx) => {
    if (Object.keys(chains).length === 0) ctx.addIssue({ code: 'custom', message: 'No chains' })
  })
  .transform((chains, ctx) => {
    const parsed: Record<string, ExchangeChain> = {}
    for (const [network, value] of Object.entries(chains)) {
      const namespace = network.startsWith('eip155:') ? 'eip155' : 'solana'
      const result = (namespace === 'eip155' ? evmChain : solanaChain).safeParse(value)
      if (!result.success) {
        for (const issue of result.error.issues) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: [network, ...issue.path] })
        }
        continue
      }
      parsed[network] =
        namespace === 'eip155'
          ? { namespace, ...(result.data as z.infer<typeof evmChain>) }
          : { namespace, ...(result.data as z.infer<typeof solanaChain>) }
    }
    return parsed
  })

/**
 * One payout network as parsed.
 * @example chain.namespace === 'eip155' && chain.tokens[0]?.address
 */
export type ExchangeChain =
  | ({ namespace: 'eip155' } & z.infer<typeof evmChain>)
  | ({ namespace: 'solana' } & z.infer<typeof solanaChain>)

/**
 * A test account: who signs in on the hosted page, and what it holds, by asset symbol (an
 * exchange account holds "USDT", whatever network it is paid out on).
 * @example exchangeAccountSchema.parse({ email: 'ada@exchange.test', password: 'ada-password', balances: { ETH: '10' } })
 */
export const exchangeAccountSchema = z.object({
  email: z
    .email()
    .max(254)
    .transform((email) => email.toLowerCase()),
  password: z.string().min(8).max(256),
  balances: z.record(symbol, z.string().regex(/^\d{1,30}(\.\d{1,18})?$/)).default({}),
})

/**
 * Per-client request limits: `api` counts calls with an API key, `signIn` sign-in attempts
 * (password guessing), `confirm` payment confirmations.
 * @example exchangeRateLimitsSchema.parse({}).signIn // { burst: 10, perMinute: 10 }
 */
export const exchangeRateLimitsSchema = z.object({
  api: limit.default({ burst: 120, perMinute: 600 }),
  signIn: limit.default({ burst: 10, perMinute: 10 }),
  confirm: limit.default({ burst: 20, perMinute: 20 }),
})

/** The parsed limits. @example limits.signIn.burst */
export type ExchangeRateLimits = z.infer<typeof exchangeRateLimitsSchema>

/**
 * The sandbox exchange's settings: the API keys sites (their gateways) call it with, the
 * networks and assets it pays out, the hot wallet keys it pays from, the test accounts and
 * their balances, where the page's "Back to the site" link may lead, and its database.
 * @example
 * exchangeConfigSchema.parse({ apiKeys: [key], chains: { 'eip155:31337': { name: 'Devnet A', rpcUrl } }, hotWallet: { evmPrivateKey }, accounts: [] })
 */
export const exchangeConfigSchema = z
  .object({
    // Production refuses unsafe settings at start (exchangeProductionProblems).
    ...serviceConfigFields(5177),
    /** Where the hosted pages are reached (session URLs name it); else each request's origin. */
    publicUrl: z.url({ protocol: /^https?$/ }).optional(),
    apiKeys: z.array(z.string().min(16).max(256)).min(1),
    chains: exchangeChainsSchema,
    hotWallet: z
      .object({
        evmPrivateKey: z
          .string()
          .regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a 32-byte hex private key')
          .optional(),
        /** A 32-byte ed25519 private key as hex, or solana-keygen's 64-number array. */
        solanaSecretKey: z
          .union([
            z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a 32-byte hex private key'),
            z.array(z.number().int().min(0).max(255)).length(64),
          ])
          .optional(),
      })
      .prefault({}),
    accounts: z.array(exchangeAccountSchema).default([]),
    /** Origins a session's `returnUrl` may lead to. Default none: a session with one is refused. */
    allowedReturnOrigins: z.array(z.url({ protocol: /^https?$/ })).default([]),
    /** How long a session may wait for its payment. */
    sessionTtlSeconds: z.number().int().min(60).max(86_400).default(1800),
    /** Where the database lives (':memory:' for tests). */
    dbPath: z.string().default('.data/exchange-sandbox.sqlite'),
    rateLimits: exchangeRateLimitsSchema.prefault({}),
  })
  .superRefine((config, ctx) => {
    // A network without the key to pay out on it would take payments it can never send.
    const namespaces = new Set(Object.values(config.chains).map((chain) => chain.namespace))
    if (namespaces.has('eip155') && !config.hotWallet.evmPrivateKey) {
      ctx.addIssue({
        code: 'custom',
        message: 'An eip155 chain needs hotWallet.evmPrivateKey',
        path: ['hotWallet', 'evmPrivateKey'],
      })
    }
    if (namespaces.has('solana') && !config.hotWallet.solanaSecretKey) {
      ctx.addIssue({
        code: 'custom',
        message: 'A solana chain needs hotWallet.solanaSecretKey',
        path: ['hotWallet', 'solanaSecretKey'],
      })
    }
  })

/** The parsed settings. @example config.chains['eip155:31337']?.rpcUrl */
export type ExchangeConfig = z.infer<typeof exchangeConfigSchema>
/** One test account. @example account.balances.ETH */
export type ExchangeAccount = ExchangeConfig['accounts'][number]
