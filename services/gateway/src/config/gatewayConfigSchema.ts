import { BALANCE_CACHE_MS, isLoopbackHost } from '@portico/common'
import {
  positiveIntSchema,
  postgresConfigSchema,
  redisConfigSchema,
  tokenBucketSchema,
} from '@portico/server'
import { z } from 'zod'
import { bitcoinConfigSchema } from '../bitcoin/bitcoinConfigSchema'
import { nftMetadataConfigSchema } from '../nfts/nftMetadataConfigSchema'
import { onrampConfigSchema } from '../onramp/onrampConfigSchema'
import { payConfigSchema } from '../pay/payConfigSchema'
import {
  chainPaymasterSchema,
  paymasterSettingsSchema,
  sponsorshipPolicySchema,
} from '../paymaster/paymasterConfigSchema'
import { sponsorshipConfigIssues } from '../paymaster/sponsorshipConfigIssues'
import { priceFeedConfigSchema } from '../prices/priceFeedConfigSchema'
import { uniswapV3ConfigSchema } from '../prices/uniswapV3ConfigSchema'
import { ensAvatarConfigSchema } from '../profile/ens/ensAvatarConfigSchema'
import { offchainLookupConfigSchema } from '../profile/ens/offchainLookupConfigSchema'
import { rpcConfigSchema } from '../rpc/rpcConfigSchema'
import { solanaConfigSchema } from '../solana/solanaConfigSchema'
import { upstreamConfigSchema } from '../upstream/upstreamConfigSchema'

const evmAddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x-prefixed address')

/**
 * One ERC20 token whose balance the gateway reports.
 * @example tokenConfigSchema.parse({ address: '0x…', name: 'Test USD', symbol: 'TUSD', decimals: 6 })
 */
export const tokenConfigSchema = z.object({
  address: evmAddressSchema,
  name: z.string().min(1),
  symbol: z.string().min(1).max(16),
  decimals: z.number().int().min(0).max(36),
})

/**
 * Uniswap V2 on one chain: what the convert API swaps through and pool prices are read from
 * (with `uniswapV3.quoterV2` and `uniswapV3.swapRouter02` set, V3 routes are quoted too and every
 * swap goes through SwapRouter02 instead of `router`). `stablecoin` is the chain's dollar (priced
 * at 1 unless the static table says otherwise); it must be one of the chain's tokens. `tokens`
 * lists the swappable tokens when they differ from the chain's configured tokens; the native
 * token is always swappable. `routerName` is how the history names the router (either of them)
 * to people ('Approved PTT for Uniswap').
 * @example convertConfigSchema.parse({ router: '0x…', factory: '0x…', weth: '0x…', stablecoin: '0x…' })
 */
export const convertConfigSchema = z.object({
  router: evmAddressSchema,
  routerName: z.string().min(1).max(64).default('Uniswap'),
  factory: evmAddressSchema,
  weth: evmAddressSchema,
  stablecoin: evmAddressSchema,
  tokens: z.array(tokenConfigSchema).max(200).optional(),
})

/**
 * One EVM chain the gateway serves and indexes.
 * @example chainConfigSchema.parse({ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' })
 */
export const chainConfigSchema = z
  .object({
    chainId: z.number().int().positive(),
    name: z.string().min(1),
    rpcUrl: z.url({ protocol: /^https?$/ }),
    nativeCurrency: z
      .object({ name: z.string(), symbol: z.string(), decimals: z.number().int().min(0).max(36) })
      .default({ name: 'Ether', symbol: 'ETH', decimals: 18 }),
    tokens: z.array(tokenConfigSchema).default([]),
    startBlock: z.number().int().nonnegative().default(0),
    convert: convertConfigSchema.optional(),
    /** NFT contracts flagged as spam: left out of the NFT list, `is_spam` in history. */
    spamNfts: z.array(evmAddressSchema).max(10_000).default([]),
    /**
     * The chain's ERC-4337 bundler (JSON-RPC over HTTP), which POST /v1/bundler forwards to;
     * smart accounts are enabled exactly on the chains that have one.
     */
    bundlerUrl: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * ERC-4337 EntryPoints besides the canonical v0.6, v0.7 and v0.8 ones (a devnet's own):
     * the indexer reads their `UserOperationEvent`s and call-traces their bundles.
     */
    entryPoints: z.array(evmAddressSchema).max(16).default([]),
    /** How the gateway paces and recovers from the chain's RPC provider (`upstreamConfigSchema`). */
    upstream: upstreamConfigSchema,
    /** Chainlink-style USD feeds of the chain's tokens, which pools then never price (`priceFeedConfigSchema`). */
    priceFeeds: z.array(priceFeedConfigSchema).max(64).default([]),
    /**
     * Uniswap V3 as a price source (pools' time-weighted averages) and, with `quoterV2` and
     * `swapRouter02`, as a swap route beside `convert`'s V2 pairs (`uniswapV3ConfigSchema`).
     */
    uniswapV3: uniswapV3ConfigSchema.optional(),
    /**
     * The chain's verifying paymaster (`chainPaymasterSchema`), which the gateway signs for on
     * the bundler route (ERC-7677) under each project's `sponsorship`; needs `bundlerUrl`. Its
     * `eip7702` names the chain's paymaster for EIP-7702 accounts on EntryPoint v0.8.
     */
    paymaster: chainPaymasterSchema.optional(),
  })
  .superRefine((chain, ctx) => {
    const v3Stable = chain.uniswapV3?.stablecoin.toLowerCase()
    if (v3Stable && !chain.tokens.some((token) => token.address.toLowerCase() === v3Stable)) {
      ctx.addIssue({
        code: 'custom',
        path: ['uniswapV3', 'stablecoin'],
        message: "The stablecoin must be one of the chain's tokens",
      })
    }
    const v3 = chain.uniswapV3
    const convert = chain.convert
    if (v3 && (v3.quoterV2 === undefined) !== (v3.swapRouter02 === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['uniswapV3', v3.quoterV2 === undefined ? 'quoterV2' : 'swapRouter02'],
        message: 'Swaps through Uniswap V3 need both quoterV2 and swapRouter02',
      })
    }
    if (v3?.swapRouter02 && !convert) {
      ctx.addIssue({
        code: 'custom',
        path: ['uniswapV3', 'swapRouter02'],
        message: "Swaps through Uniswap V3 need the chain's convert settings (V2 factory, tokens)",
      })
    }
    if (v3?.swapRouter02 && convert && v3.weth.toLowerCase() !== convert.weth.toLowerCase()) {
      // SwapRouter02 wraps and unwraps one WETH, which both protocols' routes must share.
      ctx.addIssue({
        code: 'custom',
        path: ['uniswapV3', 'weth'],
        message: 'With swapRouter02, uniswapV3.weth must be convert.weth',
      })
    }
    if (!convert) return
    // Pool prices need the stablecoin's decimals, which only a configured token carries.
    const known = [...chain.tokens, ...(convert.tokens ?? [])]
    const stable = convert.stablecoin.toLowerCase()
    if (!known.some((token) => token.address.toLowerCase() === stable)) {
      ctx.addIssue({
        code: 'custom',
        path: ['convert', 'stablecoin'],
        message: "The stablecoin must be one of the chain's tokens",
      })
    }
  })

/**
 * A project allowed to use the gateway; an empty `allowedOrigins` allows every origin (which
 * production refuses, as it refuses `defaultFrameAncestors` on).
 * @example projectConfigSchema.parse({ projectId: 'demo', allowedOrigins: ['http://127.0.0.1:5173'] })
 */
export const projectConfigSchema = z.object({
  projectId: z.string().min(1).max(128),
  allowedOrigins: z.array(z.string().min(1)).default([]),
  analyticsEnabled: z.boolean().default(true),
  /**
   * Whether the spec's default frame ancestors (`*.pages.dev`, `*.vercel.app`,
   * `*.ngrok-free.app`, the secure-mobile hosts) may embed this project's wallet frame besides
   * `allowedOrigins`. Off: only the project's own origins may.
   */
  defaultFrameAncestors: z.boolean().default(true),
  features: z
    .array(
      z.object({
        id: z.string(),
        isEnabled: z.boolean(),
        config: z.array(z.string()).nullable().optional(),
      }),
    )
    .nullable()
    .default(null),
  /**
   * Gas this project pays for its visitors' user operations through the chains' paymasters
   * (`sponsorshipPolicySchema`); none when left out.
   */
  sponsorship: sponsorshipPolicySchema.optional(),
})

/**
 * The whole gateway configuration, as read from the JSON file and environment, with defaults.
 * @example
 * const config = gatewayConfigSchema.parse({ chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' }] })
 */
export const gatewayConfigSchema = z
  .object({
    port: z.number().int().min(0).max(65535).default(8787),
    host: z.string().default('127.0.0.1'),
    publicUrl: z.url().optional(),
    /**
     * Production refuses unsafe settings at start (gatewayProductionProblems): loopback origins,
     * SQLite, a missing or plain-http publicUrl, short secrets, /metrics without a token beyond
     * loopback or with a short one, no projects or a project open to every site or to shared
     * hosts, NFT metadata reads onto loopback or metadata services, the dev test wallet.
     */
    production: z.boolean().default(false),
    /** Bearer token that lets a client beyond loopback read GET /metrics. */
    metricsToken: z.string().min(1).max(256).optional(),
    logLevel: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    dbPath: z.string().default('.cache/portico-gateway.sqlite'),
    /**
     * PostgreSQL instead of the SQLite file: what several gateway nodes share. `schema` (default
     * the server's search_path; created when missing) holds the tables; `poolSize` is connections
     * per node.
     */
    database: postgresConfigSchema.optional(),
    /**
     * Redis shared by several nodes: rate-limit buckets and the balance cache live there under
     * `keyPrefix`, so every node counts and answers alike.
     */
    redis: redisConfigSchema('portico:gateway:').optional(),
    chains: z.array(chainConfigSchema).default([]),
    projects: z.array(projectConfigSchema).default([]),
    priceSource: z
      .object({ kind: z.literal('static'), prices: z.record(z.string(), z.number().nonnegative()) })
      .default({ kind: 'static', prices: {} }),
    balanceCacheMs: z.number().int().nonnegative().default(BALANCE_CACHE_MS),
    /**
     * How long pool reserves (quotes and pool prices) and gas prices are reused: about a block, so
     * a warm quote reads nothing from the chain.
     */
    reserveCacheMs: z.number().int().nonnegative().default(2_000),
    /** Quotes that would move a pool's price more than this (percent) are refused as illiquid. */
    maxPriceImpactPercent: z.number().positive().max(100).default(50),
    /** `forceUpdate` re-reads the chain at most once per address and chain in this interval. */
    balanceForceUpdateIntervalMs: z.number().int().nonnegative().default(5_000),
    historyPageSize: z.number().int().min(1).max(100).default(20),
    bodyLimitBytes: positiveIntSchema(64 * 1024),
    trustProxy: z.boolean().default(false),
    /**
     * The wallet frame's server calls the gateway on behalf of every embedded-wallet visitor: with
     * `proxySecret` (shared with the frame, at least 32 characters) its `X-Portico-Visitor-Ip`
     * header counts as the client address for rate limits, so each visitor keeps a bucket of their
     * own. Without it, or from a caller without the secret, the header is ignored.
     */
    walletFrame: z.object({ proxySecret: z.string().min(32).max(256).optional() }).prefault({}),
    /**
     * Let pages on localhost and 127.0.0.1 (any port) call the API of every project whatever its
     * allowedOrigins: a development setting (the dev stack turns it on). Sign-in domains never
     * get it: a SIWX message for localhost needs localhost in the project's allowedOrigins.
     */
    allowLoopbackOrigins: z.boolean().default(false),
    indexer: z
      .object({
        enabled: z.boolean().default(true),
        pollIntervalMs: z.number().int().positive().default(1000),
        batchSize: z.number().int().min(1).max(1000).default(100),
        /** eth_calls (token metadata, NFT token URIs) in flight at once per indexed batch. */
        maxCallsInFlight: z.number().int().min(1).max(100).default(8),
        /** On Postgres, how often a node that does not index tries to take the indexer lock. */
        leaderCheckMs: z.number().int().positive().default(2_000),
      })
      .prefault({}),
    analytics: z
      .object({
        capacity: z.number().int().positive().default(30),
        refillPerSecond: z.number().positive().default(1),
        /** Events older than this many days are deleted by the sweep. */
        retentionDays: z.number().positive().default(30),
      })
      .prefault({}),
    bundler: z
      .object({
        /**
         * Token bucket per client address over /v1/bundler calls: a client polls for its user
         * operation's receipt about once a second while it waits.
         */
        rateLimit: tokenBucketSchema(120, 4),
        /** How long a bundler may take to answer one call (simulation included). */
        timeoutMs: z.number().int().positive().default(30_000),
      })
      .prefault({}),
    /** The chain JSON-RPC proxy, POST /v1 (services/gateway/src/rpc). */
    rpc: rpcConfigSchema.prefault({}),
    siwx: z
      .object({
        /** Token bucket per client address over every /v1/siwx/* call. */
        rateLimit: tokenBucketSchema(30, 1),
        /** Longest sign-in session; a message's Expiration Time can end it sooner. */
        sessionTtlMs: positiveIntSchema(7 * 24 * 60 * 60_000),
        /** How long an issued nonce waits for its signed message. */
        nonceTtlMs: positiveIntSchema(5 * 60_000),
      })
      .prefault({}),
    names: z
      .object({
        /** The zone names are registered under: `alice` becomes `alice` + suffix. */
        suffix: z
          .string()
          .regex(/^(\.[a-z0-9-]+)+$/, 'Expected a suffix such as .portico.id')
          .default('.portico.id'),
        /** How old a signed registration message may be (its `timestamp`). */
        messageMaxAgeMs: positiveIntSchema(10 * 60_000),
        /**
         * ENS on configured chains: identity and name lookups go through them too (after the
         * gateway's own names). Each entry names the chain's Universal Resolver (ENS itself,
         * offchain names included: mainnet's is 0xeEeEEEeE14D718C2B47D9923Deab1335E144EeEe) or a
         * plain ENS-style `registry`.
         */
        ens: z
          .array(
            z
              .object({
                chainId: z.number().int().positive(),
                registry: evmAddressSchema.optional(),
                universalResolver: evmAddressSchema.optional(),
              })
              .refine(
                (entry) =>
                  (entry.registry === undefined) !== (entry.universalResolver === undefined),
                {
                  message: 'Give either universalResolver or registry',
                },
              ),
          )
          .max(16)
          .default([]),
        /** What the gateway fetches for offchain (EIP-3668) names (`offchainLookupConfigSchema`). */
        offchainLookups: offchainLookupConfigSchema.prefault({}),
        /** How ENS avatars are read and served (`ensAvatarConfigSchema`). */
        avatars: ensAvatarConfigSchema.prefault({}),
        /** Token bucket per client address and project over every /v1/profile/* call. */
        rateLimit: tokenBucketSchema(60, 1),
        /**
         * Token bucket per client address and project over registrations (POST
         * /v1/profile/account), each of which may cost an eth_call to check a signature.
         */
        registrationRateLimit: tokenBucketSchema(10, 0.1),
        /** The most names one address may own; updating a name it owns is always allowed. */
        maxNamesPerAddress: z.number().int().positive().default(5),
      })
      .prefault({}),
    /** How often expired rows (old analytics events, SIWX nonces and sessions) are deleted. */
    sweepIntervalMs: z.number().int().positive().default(60_000),
    catalogue: z
      .object({
        path: z.string().optional(),
        evmWalletsSupportConfiguredChains: z.boolean().default(true),
        /**
         * Where the dev stack's test wallet app runs, when not on http://127.0.0.1:5174: https, or
         * http on this machine only.
         */
        testWalletUrl: z
          .url({ protocol: /^https?$/ })
          .refine(
            (url) => url.startsWith('https:') || isLoopbackHost(new URL(url).hostname),
            'Expected https, or http on a loopback address',
          )
          .optional(),
      })
      .prefault({}),
    /** Reading NFT metadata behind token URIs (services/gateway/src/nfts). */
    nftMetadata: nftMetadataConfigSchema.prefault({}),
    /** The on-ramp: currencies, prices and provider plugins (services/gateway/src/onramp). */
    onramp: onrampConfigSchema.prefault({}),
    /**
     * Pay: the exchanges visitors can pay from, confirmations, how long a payment stays open,
     * rate limits (services/gateway/src/pay).
     */
    pay: payConfigSchema.prefault({}),
    /** Bitcoin-family chains served as an Esplora-style API (services/gateway/src/bitcoin). */
    bitcoin: bitcoinConfigSchema.prefault({}),
    /** Solana clusters the balance API answers for (services/gateway/src/solana). */
    solana: solanaConfigSchema.prefault({}),
    /** The key the gateway signs sponsored user operations with (`paymasterSettingsSchema`). */
    paymaster: paymasterSettingsSchema.prefault({}),
  })
  .superRefine((config, ctx) => {
    for (const issue of sponsorshipConfigIssues(config)) ctx.addIssue({ code: 'custom', ...issue })
  })

/** The parsed gateway configuration. @example const port = config.port */
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>
/** Input of {@link gatewayConfigSchema} (defaults optional). @example const c: GatewayConfigInput = {} */
export type GatewayConfigInput = z.input<typeof gatewayConfigSchema>
/** One configured chain. @example const id = chain.chainId */
export type ChainConfig = z.infer<typeof chainConfigSchema>
/** One configured project. @example project.allowedOrigins */
export type ProjectConfig = z.infer<typeof projectConfigSchema>
/** A chain's Uniswap V2 set-up. @example convert.router */
export type ConvertConfig = z.infer<typeof convertConfigSchema>
/** One configured token. @example token.symbol */
export type TokenConfig = z.infer<typeof tokenConfigSchema>
