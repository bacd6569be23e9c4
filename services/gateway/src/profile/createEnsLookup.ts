import { evmChainIdToCoinType } from '@portico/common'
import type { NameRecord } from '@portico/common/schemas/api'
import type { Address, PublicClient } from 'viem'
import { createEnsReader } from './createEnsReader'
import type { GatewayLookup } from './ens/createGatewayLookup'
import { createUniversalResolverReader } from './ens/createUniversalResolverReader'

/**
 * One ENS deployment the gateway reads: a chain's Universal Resolver (offchain names included)
 * or a plain ENS-style registry.
 * @example const entry: EnsEntry = { chainId: 1, universalResolver: '0xeEeE…EeEe' }
 */
export type EnsEntry = {
  chainId: number
  registry?: string | undefined
  universalResolver?: string | undefined
}

const ETHEREUM = 60

/**
 * The configured ENS deployments, as the profile routes use them: the verified name and avatar
 * of an address, and the record of a name. Through a Universal Resolver a record carries the
 * Ethereum address (coin type 60, also under chain 1's coin type) and, for each of `chainIds`,
 * the address the name sets for that chain's coin type (ENSIP-11); through a plain registry,
 * its address under the registry chain's coin type. ENS keeps no registration date, so
 * `registered_at` is the epoch. Deployments on chains without a client are left out.
 * @example
 * const ens = createEnsLookup([{ chainId: 1, universalResolver: '0x…' }], clientOf, { lookup, maxLookups: 4, chainIds: [1, 8453] })
 * await ens.identityOf('0xd8dA…6045') // { name: 'vitalik.eth', avatar: 'https://…' } or undefined
 */
export function createEnsLookup(
  entries: readonly EnsEntry[],
  clientOf: (caip2: string) => PublicClient | undefined,
  offchain: { lookup: GatewayLookup; maxLookups: number; chainIds: readonly number[] } = {
    lookup: () => Promise.reject(new Error('offchain names are not read')),
    maxLookups: 0,
    chainIds: [],
  },
) {
  const readers = entries.flatMap(({ chainId, registry, universalResolver }) => {
    const client = clientOf(`eip155:${chainId}`)
    if (!client) return []
    if (universalResolver) {
      const reader = createUniversalResolverReader({
        client,
        universalResolver: universalResolver as Address,
        lookup: offchain.lookup,
        maxLookups: offchain.maxLookups,
      })
      const addressesOf = async (name: string) => {
        const ethereum = await reader.addressOf(name)
        const others = await Promise.all(
          offchain.chainIds
            .filter((id) => id !== 1)
            .map(async (id) => {
              const coinType = evmChainIdToCoinType(id)
              return [String(coinType), await reader.addressOf(name, BigInt(coinType))] as const
            }),
        )
        const found = Object.fromEntries(
          [
            ...(ethereum
              ? [
                  [String(ETHEREUM), ethereum],
                  [String(evmChainIdToCoinType(1)), ethereum],
                ]
              : []),
            ...others.filter(([, address]) => address),
          ].map(([coinType, address]) => [coinType, { address: address as string }]),
        )
        return Object.keys(found).length > 0 ? found : undefined
      }
      return [{ reader, addressesOf }]
    }
    if (!registry) return []
    const reader = createEnsReader({ client, registry: registry as Address })
    const addressesOf = async (name: string) => {
      const address = await reader.addressOf(name)
      return address ? { [String(evmChainIdToCoinType(chainId))]: { address } } : undefined
    }
    return [{ reader, addressesOf }]
  })
  return {
    enabled: readers.length > 0,
    async identityOf(address: string) {
      for (const { reader } of readers) {
        const name = await reader.nameOf(address)
        if (name) return { name, avatar: await reader.avatarOf(name) }
      }
      return undefined
    },
    /** The name's `avatar` record and the address whose NFT it may name, from the first deployment that has one. */
    async avatarSourceOf(name: string) {
      for (const { reader } of readers) {
        const record = await reader.avatarOf(name)
        if (record) return { record, owner: await reader.addressOf(name) }
      }
      return undefined
    },
    async recordOf(name: string): Promise<NameRecord | undefined> {
      for (const { reader, addressesOf } of readers) {
        const addresses = await addressesOf(name)
        if (!addresses) continue
        const avatar = await reader.avatarOf(name)
        return {
          name,
          registered_at: new Date(0).toISOString(),
          addresses,
          attributes: avatar ? [{ avatar }] : [],
        }
      }
      return undefined
    },
  }
}
