import { z } from 'zod'

/**
 * What the server embeds in the frame page (a JSON data block, not a script, so the CSP holds):
 * the project, the starting chain, the EVM chains and Solana clusters it signs for and the origins allowed to embed it.
 * @example const config: FrameConfig = frameConfigSchema.parse(JSON.parse(text))
 */
export const frameConfigSchema = z.object({
  projectId: z.string(),
  chainId: z.number().int().positive(),
  chains: z.array(
    z.object({
      chainId: z.number().int().positive(),
      name: z.string(),
      nativeCurrency: z.object({
        name: z.string(),
        symbol: z.string(),
        decimals: z.number().int(),
      }),
      /** Contracts the operator named on this chain: the approval view shows the name beside the address. */
      contracts: z
        .array(z.object({ address: z.string().regex(/^0x[0-9a-fA-F]{40}$/), name: z.string() }))
        .optional(),
    }),
  ),
  /** The Solana clusters it signs for (CAIP-2 ids); sends go through the service's Solana RPC proxy. */
  solanaChains: z
    .array(
      z.object({
        caipNetworkId: z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/),
        name: z.string(),
      }),
    )
    .default([]),
  ancestors: z.array(z.string()),
  /**
   * The EntryPoint v0.7 and SimpleAccountFactory of the smart accounts, and the EntryPoint v0.8
   * and implementation the visitor's own address is delegated to (EIP-7702).
   */
  smartAccounts: z.object({
    entryPoint: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
    factory: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
    eip7702: z.object({
      entryPoint: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
      implementation: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
    }),
  }),
  /**
   * The account type of a visitor who has chosen none on this device (their choice, kept in the
   * frame's storage, wins): the project's (service config `projectAccountType`), else the smart
   * account.
   */
  defaultAccountType: z.enum(['eoa', 'smartAccount', 'eip7702']).default('smartAccount'),
  /** The key-derivation worker's script (this origin's `/frame/assets/scrypt-….js`). */
  scryptWorker: z
    .string()
    .regex(/^\/frame\/assets\/scrypt-[0-9a-f]{16}\.js$/)
    .optional(),
  enableLogger: z.boolean(),
  version: z.string(),
})

/** The parsed frame configuration. @example config.chains[0]?.chainId */
export type FrameConfig = z.infer<typeof frameConfigSchema>

/** Id of the data block that carries the configuration. @example document.getElementById(FRAME_CONFIG_ELEMENT_ID) */
export const FRAME_CONFIG_ELEMENT_ID = 'portico-frame-config'
