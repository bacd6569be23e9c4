import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '@portico/common'
import { httpRpcUrlOf } from '@portico/core'
import { WALLET_CONNECT_METHODS } from './WALLET_CONNECT_METHODS'

/**
 * One namespace of a session proposal (spec §3 Namespace), in the shape UniversalProvider takes:
 * `rpcMap` is keyed by chain reference, `defaultChain` is a reference too.
 * @example
 * const ns: ProposalNamespace = { chains: ['eip155:1'], methods: ['personal_sign'], events: [], rpcMap: {} }
 */
export type ProposalNamespace = {
  chains: CaipNetworkId[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
  defaultChain?: string
}

/**
 * The optional namespaces to propose for the app's networks: one entry per chain family that
 * WalletConnect support exists for, its chains in the app's order with `preferred` first (and as
 * `defaultChain`), its methods and events, and an `rpcMap` from each network's first HTTP(S) URL.
 * @example
 * buildNamespaces([devnetA, devnetB], devnetB.caipNetworkId).eip155?.defaultChain // '31338'
 */
export function buildNamespaces(
  networks: readonly CaipNetwork[],
  preferred?: CaipNetworkId,
): Partial<Record<ChainNamespace, ProposalNamespace>> {
  const namespaces: Partial<Record<ChainNamespace, ProposalNamespace>> = {}
  const ordered = [...networks].sort(
    (a, b) => Number(b.caipNetworkId === preferred) - Number(a.caipNetworkId === preferred),
  )
  for (const network of ordered) {
    const family = WALLET_CONNECT_METHODS[network.chainNamespace]
    if (!family) continue
    const entry = namespaces[network.chainNamespace] ?? {
      chains: [],
      methods: [...family.methods],
      events: [...family.events],
      rpcMap: {},
    }
    namespaces[network.chainNamespace] = entry
    if (entry.chains.includes(network.caipNetworkId)) continue
    entry.chains.push(network.caipNetworkId)
    const url = httpRpcUrlOf(network)
    if (url) entry.rpcMap[String(network.id)] = url
    if (network.caipNetworkId === preferred) entry.defaultChain = String(network.id)
  }
  return namespaces
}
