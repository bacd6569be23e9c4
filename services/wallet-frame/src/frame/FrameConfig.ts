import { z } from 'zod'

/**
 * What the server embeds in the frame page (a JSON data block, not a script, so the CSP holds):
 * the project, the starting chain, the chains it signs for and the origins allowed to embed it.
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
    }),
  ),
  ancestors: z.array(z.string()),
  /** The EntryPoint v0.7 and SimpleAccountFactory of the smart accounts. */
  smartAccounts: z.object({
    entryPoint: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
    factory: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  }),
  enableLogger: z.boolean(),
  version: z.string(),
})

/** The parsed frame configuration. @example config.chains[0]?.chainId */
export type FrameConfig = z.infer<typeof frameConfigSchema>

/** Id of the data block that carries the configuration. @example document.getElementById(FRAME_CONFIG_ELEMENT_ID) */
export const FRAME_CONFIG_ELEMENT_ID = 'portico-frame-config'
