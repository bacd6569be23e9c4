import { evmChainIdToCoinType } from '@portico/common'
import type { NameRecord } from '@portico/common/schemas/api'
import type { Address, PublicClient } from 'viem'
import { createEnsReader } from './createEnsReader'

/**
 * The configured ENS-style registries, as the profile routes use them: the verified name and
 * avatar of an address, and the record of a name (its address under the chain's coin type; ENS
 * keeps no registration date, so `registered_at` is the epoch). Registries on chains without a
 * client are left out.
 * @example
 * const ens = createEnsLookup([{ chainId: 31337, registry: '0x…' }], clientOf)
 * await ens.identityOf('0xf39F…2266') // { name: 'alice.eth', avatar: undefined } or undefined
 */
export function createEnsLookup(
  registries: readonly { chainId: number; registry: string }[],
  clientOf: (caip2: string) => PublicClient | undefined,
) {
  const readers = registries.flatMap(({ chainId, registry }) => {
    const client = clientOf(`eip155:${chainId}`)
    return client
      ? [{ chainId, reader: createEnsReader({ client, registry: registry as Address }) }]
      : []
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
    async recordOf(name: string): Promise<NameRecord | undefined> {
      for (const { chainId, reader } of readers) {
        const address = await reader.addressOf(name)
        if (!address) continue
        const avatar = await reader.avatarOf(name)
        return {
          name,
          registered_at: new Date(0).toISOString(),
          addresses: { [String(evmChainIdToCoinType(chainId))]: { address } },
          attributes: avatar ? [{ avatar }] : [],
        }
      }
      return undefined
    },
  }
}
