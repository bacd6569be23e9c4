import { z } from '../zodMini'

/**
 * Answer of GET /v1/bundler/networks: the EVM chain ids with smart accounts, and those where the
 * calling project's gateway pays its visitors' network fees through its own paymaster
 * (`sponsoredNetworks`; absent from gateways without sponsorship).
 * @example bundlerNetworksResponseSchema.parse({ smartAccountEnabledNetworks: [31337], sponsoredNetworks: [31337] })
 */
export const bundlerNetworksResponseSchema = z.object({
  smartAccountEnabledNetworks: z.array(z.number().check(z.int(), z.positive())),
  sponsoredNetworks: z.optional(z.array(z.number().check(z.int(), z.positive()))),
})

/** @example const r: BundlerNetworksResponse = { smartAccountEnabledNetworks: [1], sponsoredNetworks: [] } */
export type BundlerNetworksResponse = z.infer<typeof bundlerNetworksResponseSchema>
