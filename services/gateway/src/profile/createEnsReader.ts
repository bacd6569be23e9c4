import { type Address, getAddress, namehash, type PublicClient, parseAbi, zeroAddress } from 'viem'

const registryAbi = parseAbi(['function resolver(bytes32 node) view returns (address)'])
const resolverAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function name(bytes32 node) view returns (string)',
  'function text(bytes32 node, string key) view returns (string)',
])

/**
 * Reads names from an ENS-style registry on one chain: the registry maps a namehash to its
 * resolver, the resolver answers `addr`, `name` (reverse records under `addr.reverse`) and
 * `text` (the `avatar` key). A reverse name counts only when it resolves back to the address.
 * @example
 * const ens = createEnsReader({ client, registry: '0x…' })
 * await ens.nameOf('0xf39F…2266') // 'alice.eth' or undefined
 */
export function createEnsReader(deps: { client: PublicClient; registry: Address }) {
  const resolverOf = async (node: `0x${string}`) => {
    const resolver = await deps.client.readContract({
      address: deps.registry,
      abi: registryAbi,
      functionName: 'resolver',
      args: [node],
    })
    return resolver === zeroAddress ? undefined : resolver
  }
  const addressOf = async (name: string): Promise<Address | undefined> => {
    const node = namehash(name)
    const resolver = await resolverOf(node)
    if (!resolver) return undefined
    const address = await deps.client.readContract({
      address: resolver,
      abi: resolverAbi,
      functionName: 'addr',
      args: [node],
    })
    return address === zeroAddress ? undefined : getAddress(address)
  }
  return {
    addressOf,
    /** The verified reverse name of an address. */
    async nameOf(address: string): Promise<string | undefined> {
      const node = namehash(`${address.toLowerCase().replace(/^0x/, '')}.addr.reverse`)
      const resolver = await resolverOf(node)
      if (!resolver) return undefined
      const name = await deps.client.readContract({
        address: resolver,
        abi: resolverAbi,
        functionName: 'name',
        args: [node],
      })
      if (!name) return undefined
      const forward = await addressOf(name)
      return forward?.toLowerCase() === address.toLowerCase() ? name : undefined
    },
    /** The name's `avatar` text record, when it has one. */
    async avatarOf(name: string): Promise<string | undefined> {
      const node = namehash(name)
      const resolver = await resolverOf(node)
      if (!resolver) return undefined
      const avatar = await deps.client.readContract({
        address: resolver,
        abi: resolverAbi,
        functionName: 'text',
        args: [node, 'avatar'],
      })
      return avatar || undefined
    },
  }
}

/** A reader made by {@link createEnsReader}. @example const ens: EnsReader = createEnsReader(deps) */
export type EnsReader = ReturnType<typeof createEnsReader>
