import {
  positiveIntSchema,
  postgresConfigSchema,
  redisConfigSchema,
  tokenBucketSchema,
} from '@portico/server'
import { z } from 'zod'
import { socialProviderConfigSchema } from '../social/socialProviderConfigSchema'
import { frameContractSchema } from './frameContractSchema'

// The key of a project's own setting: a project id as frame pages name it.
const projectId = z.string().regex(/^[A-Za-z0-9._-]{1,128}$/, 'a project id')

// A contract the operator names (an EVM address), with where the dev stack's devnets have it.
const contractAt = (fallback: string) =>
  z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/)
    .default(fallback)

/**
 * One EVM chain the frame signs for; its RPC is reached through the service's RPC proxy.
 * @example frameChainSchema.parse({ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' })
 */
export const frameChainSchema = z.object({
  chainId: z.number().int().positive(),
  name: z.string().min(1).max(64),
  rpcUrl: z.url({ protocol: /^https?$/ }),
  nativeCurrency: z
    .object({
      name: z.string().max(32),
      symbol: z.string().max(16),
      decimals: z.number().int().min(0).max(36),
    })
    .default({ name: 'Ether', symbol: 'ETH', decimals: 18 }),
  /** Contracts named in the approval view (the swap router, WETH, tokens); none by default. */
  contracts: z.array(frameContractSchema).max(64).default([]),
})

/**
 * One Solana cluster the frame signs for (its CAIP-2 id: `solana:` and the genesis hash's first
 * 32 characters); sign-and-send reaches it through the service's Solana RPC proxy.
 * @example frameSolanaChainSchema.parse({ caipNetworkId: 'solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf', name: 'Local Solana', rpcUrl: 'http://127.0.0.1:8899' })
 */
export const frameSolanaChainSchema = z.object({
  caipNetworkId: z
    .string()
    .regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/, 'Expected solana:<32 base58>'),
  name: z.string().min(1).max(64),
  rpcUrl: z.url({ protocol: /^https?$/ }),
})

/**
 * The whole wallet-frame configuration, as read from the JSON file and environment, with
 * defaults for the dev stack.
 * @example
 * const config = walletFrameConfigSchema.parse({ port: 0, dataDir: '/tmp/frame' })
 */
export const walletFrameConfigSchema = z.object({
  port: z.number().int().min(0).max(65535).default(8789),
  host: z.string().default('127.0.0.1'),
  /**
   * Base of the links in mails, the Farcaster domain and the OAuth redirect URI; defaults to the
   * address listened on, and is required when `host` is not a loopback address.
   */
  publicUrl: z.url({ protocol: /^https?$/ }).optional(),
  /** Where the database, the service secrets and the dev KMS key live unless set one by one. */
  dataDir: z.string().default('.cache/wallet-frame'),
  /** The SQLite file (one node); ignored when `database` is set. */
  dbPath: z.string().optional(),
  /**
   * PostgreSQL instead of the SQLite file, for several nodes behind one load balancer: every
   * login, code, session and key share lives there. `schema` keeps the tables in that schema
   * (created on first start), so one database can hold several services.
   */
  database: postgresConfigSchema.optional(),
  /**
   * Redis shared by several nodes: the rate-limit buckets live there under `keyPrefix`, so a
   * client's requests count alike whichever node they reach. Without it each node counts alone.
   */
  redis: redisConfigSchema('portico:wallet-frame:').optional(),
  /** JSON file with the token-signing key and the code pepper; created on first start. */
  secretsPath: z.string().optional(),
  kms: z
    .discriminatedUnion('kind', [
      z.object({
        kind: z.literal('file'),
        /** The key-encryption key of recovery shares: keep it off the database's disk and backups. */
        keyPath: z.string().optional(),
      }),
      /** The separate KMS process (`services/kms`): its URL and the client token file it made. */
      z.object({
        kind: z.literal('remote'),
        url: z.url({ protocol: /^https?$/ }),
        tokenPath: z.string(),
      }),
    ])
    .prefault({ kind: 'file' }),
  /**
   * Who can rebuild a visitor's key. `self` (default): a new account's key is made protected by
   * the visitor's passkey or recovery password, and nobody else — not this service, not its KMS —
   * can rebuild it; accounts made before, still sealed by the KMS, are asked to protect themselves
   * at their next login. `operator`: for sites that want email-only recovery — the service's KMS
   * keeps every recovery share, visitors are told so before their key is made and are offered no
   * protection: the operator (service and KMS together) can rebuild every key. `custodial`, its
   * former name, still reads as `operator`.
   */
  custody: z
    .enum(['self', 'operator', 'custodial'])
    .default('self')
    .transform((mode): 'self' | 'operator' => (mode === 'custodial' ? 'operator' : mode)),
  /**
   * A project's own custody, over `custody` for the frame pages of that project (each page names
   * its project on every call): e.g. `{ "shop": "operator" }` keeps email-only recovery for one
   * site while every other stays self-custody. An account's key is made under the custody of the
   * project whose page made it; a KMS-sealed account opened on a self-custody project's page is
   * asked to protect itself, and a protected account stays protected everywhere.
   */
  projectCustody: z.record(projectId, z.enum(['self', 'operator'])).default({}),
  /**
   * A project's account type for visitors who have chosen none: e.g. `{ "shop": "eip7702" }`
   * makes the visitor's own address their smart account (EIP-7702) on that site's pages, where
   * every other project starts on the smart account at an address of its own (`smartAccount`).
   * A visitor's own choice (Account's switch) wins.
   */
  projectAccountType: z.record(projectId, z.enum(['eoa', 'smartAccount', 'eip7702'])).default({}),
  /**
   * Production refuses to start (and `--check-config` fails) on unsafe settings, every one listed
   * (`walletFrameProductionProblems`); `PORTICO_PRODUCTION=1` sets it.
   */
  production: z.boolean().default(false),
  /**
   * Bearer token of `GET /metrics` for callers beyond loopback (without it they get 404).
   * Production needs it when the frame is reachable beyond loopback or behind a proxy, and
   * refuses one shorter than 32 characters or that looks like a placeholder.
   */
  metricsToken: z.string().min(1).max(256).optional(),
  /** How much the JSON log on stdout says: one line per request at `info`. */
  logLevel: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** The gateway whose `GET /projects/v1/origins` lists each project's allowed page origins. */
  gatewayUrl: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:8787'),
  /**
   * Shared with the gateway (its `walletFrame.proxySecret`): calls made for a visitor (bundler,
   * smart sessions) carry it with the visitor's address, so the gateway's rate limits count each
   * visitor apart instead of the frame's one address. Unset: no visitor address is sent (which
   * production refuses).
   */
  gatewayProxySecret: z.string().min(32).max(256).optional(),
  originsCacheMs: z.number().int().nonnegative().default(60_000),
  /**
   * Let pages on localhost and 127.0.0.1 (any port) embed the frame: a development setting
   * (the dev stack turns it on); off, the spec's loopback ancestors are left out too.
   */
  allowLoopbackOrigins: z.boolean().default(false),
  chains: z.array(frameChainSchema).default([]),
  /** The Solana clusters of the embedded wallet's Solana key (none: it answers no Solana chain). */
  solanaChains: z.array(frameSolanaChainSchema).max(16).default([]),
  /**
   * The ERC-4337 contracts the embedded smart accounts use on the gateway's smart-account
   * networks: an EntryPoint v0.7 and an account factory with SimpleAccountFactory's interface
   * whose accounts answer ERC-1271 (the devnets' PorticoAccountFactory). The defaults are where
   * the dev stack's devnets deploy them.
   */
  smartAccounts: z
    .object({
      entryPoint: contractAt('0xFbe400a5bD9424988a7954982A1e7d3c3Ddb2d3A'),
      factory: contractAt('0xdc353dDd45D8a7a0BDff8E72652Cf59E250db160'),
      /**
       * The visitor's own address as a smart account (EIP-7702): the EntryPoint v0.8 its user
       * operations go to and the implementation the frame delegates it to — the only one it
       * ever signs an authorization for. The defaults are mainnet's canonical Simple7702Account
       * and EntryPoint v0.8, where the devnets deploy them too.
       */
      eip7702: z
        .object({
          entryPoint: contractAt('0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'),
          implementation: contractAt('0xe6Cae83BdE06E4c305530e199D7217f42808555B'),
        })
        .prefault({}),
    })
    .prefault({}),
  smtp: z
    .object({
      host: z.string().default('127.0.0.1'),
      port: z.number().int().min(1).max(65535).default(1025),
      /** TLS from the first byte (port 465). */
      secure: z.boolean().default(false),
      /** Refuse to send unless the server upgrades with STARTTLS (port 587). */
      requireTls: z.boolean().default(false),
      user: z.string().optional(),
      pass: z.string().optional(),
      from: z.string().default('Portico Wallet <wallet@portico.localhost>'),
    })
    .prefault({}),
  otp: z
    .object({
      ttlMs: positiveIntSchema(10 * 60_000),
      maxAttempts: z.number().int().positive().default(5),
      /** Spec §5/§9: one email login per 30 s. */
      resendCooldownMs: z.number().int().nonnegative().default(30_000),
    })
    .prefault({}),
  session: z
    .object({
      accessTtlMs: positiveIntSchema(15 * 60_000),
      refreshTtlMs: positiveIntSchema(30 * 24 * 60 * 60_000),
      /** Tolerated difference between this clock and the one that signed a token. */
      clockToleranceMs: z.number().int().nonnegative().default(5_000),
    })
    .prefault({}),
  /** How long the old address may undo an email change with the link it was mailed. */
  emailChangeUndoTtlMs: positiveIntSchema(7 * 24 * 60 * 60_000),
  /** How long a device-verification login waits for its approval link. */
  deviceApprovalTtlMs: positiveIntSchema(10 * 60_000),
  /** Longest a CONNECT_DEVICE poll is held open by the server before answering "not yet". */
  deviceWaitMs: z.number().int().nonnegative().default(10_000),
  rateLimits: z
    .object({
      /**
       * Mails (codes, device links) per client address and per email address. A client address
       * is an IPv4 address, or an IPv6 address's /64 prefix.
       */
      sendPerIp: tokenBucketSchema(10, 0.05),
      sendPerEmail: tokenBucketSchema(5, 1 / 60),
      /** Code entries per client address and per email address. */
      verifyPerIp: tokenBucketSchema(30, 0.5),
      verifyPerEmail: tokenBucketSchema(10, 0.1),
      /** Social login starts (each stores an authorization request) per client address. */
      socialPerIp: tokenBucketSchema(30, 0.5),
      /** Passkey sign-in options and answers (`features.passkeys` in the kit). */
      passkeyPerIp: tokenBucketSchema(30, 0.5),
      /** Farcaster channels opened, and signed messages posted, per client address. */
      farcasterPerIp: tokenBucketSchema(30, 0.5),
      /** Every other API call per client address. */
      apiPerIp: tokenBucketSchema(120, 10),
      /**
       * Frame pages (`GET /frame`) per client address: each load asks the gateway for the
       * project's origins and renders the page.
       */
      framePerIp: tokenBucketSchema(60, 1),
      /** Chain RPC calls through `/rpc/v1` (EVM and Solana) per signed-in user. */
      rpcPerUser: tokenBucketSchema(120, 5),
    })
    .prefault({}),
  bodyLimitBytes: positiveIntSchema(32 * 1024),
  trustProxy: z.boolean().default(false),
  /** Social logins: each configured provider shows up; the others answer 'not available'. */
  social: z
    .object({
      /** Registered at each provider; defaults to `<publicUrl>/social/callback`. */
      redirectUri: z.url({ protocol: /^https?$/ }).optional(),
      /** How long an authorization request waits for its answer. */
      loginTtlMs: positiveIntSchema(10 * 60_000),
      providers: z
        .object({
          google: socialProviderConfigSchema.optional(),
          x: socialProviderConfigSchema.optional(),
          discord: socialProviderConfigSchema.optional(),
          github: socialProviderConfigSchema.optional(),
          apple: socialProviderConfigSchema.optional(),
          facebook: socialProviderConfigSchema.optional(),
        })
        .strict()
        .default({}),
    })
    .prefault({}),
  /**
   * Sign In With Farcaster: the ID registry whose `custodyOf(fid)` a signed message is checked
   * against. Without `registry` Farcaster answers 'Farcaster sign-in is not available'.
   */
  farcaster: z
    .object({
      registry: z
        .object({
          /** The registry's chain; a message must name it as its Chain ID. */
          chainId: z.number().int().positive(),
          rpcUrl: z.url({ protocol: /^https?$/ }),
          address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
        })
        .optional(),
      /** How long a channel waits for the signed message (its expirationTime). */
      channelTtlMs: positiveIntSchema(10 * 60_000),
    })
    .prefault({}),
})

/** The parsed configuration. @example const port = config.port */
export type WalletFrameConfig = z.infer<typeof walletFrameConfigSchema>
/** Input of {@link walletFrameConfigSchema} (defaults optional). @example const c: WalletFrameConfigInput = {} */
export type WalletFrameConfigInput = z.input<typeof walletFrameConfigSchema>
/** One configured chain. @example chain.rpcUrl */
export type FrameChain = z.infer<typeof frameChainSchema>
/** One configured Solana cluster. @example cluster.caipNetworkId */
export type FrameSolanaChain = z.infer<typeof frameSolanaChainSchema>
