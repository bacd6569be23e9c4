import type { CaipNetworkId, ChainNamespace } from '@portico/common'
import type { ConnectorAccount } from '@portico/core'
import type { SessionNamespaces } from './sessionNamespacesSchema'

/**
 * What a session holds for one chain family.
 * @example
 * const view: SessionNamespaceView = { accounts, chains: ['eip155:1'], methods: ['personal_sign'] }
 */
export type SessionNamespaceView = {
  /** Distinct accounts in the wallet's order, plain addresses. */
  accounts: ConnectorAccount[]
  /** Approved chains, from `chains` or else from the accounts. */
  chains: CaipNetworkId[]
  methods: string[]
  /** CAIP-10 ids, to find the address of a given chain. */
  caipAccounts: string[]
}

/**
 * Collect one family's accounts, chains and methods from approved session namespaces (keys may
 * be the family, `eip155`, or single chains, `eip155:1`). Undefined when the wallet approved
 * nothing of that family.
 * @example
 * readSessionNamespace(session.namespaces, 'eip155')?.accounts[0]?.address // '0xf39F…2266'
 */
export function readSessionNamespace(
  namespaces: SessionNamespaces,
  namespace: ChainNamespace,
): SessionNamespaceView | undefined {
  const view: SessionNamespaceView = { accounts: [], chains: [], methods: [], caipAccounts: [] }
  const seen = new Set<string>()
  // EVM addresses differ only in checksum case; base58 (solana) addresses are case-sensitive.
  const keyOf = (address: string) => (namespace === 'eip155' ? address.toLowerCase() : address)
  for (const [key, entry] of Object.entries(namespaces)) {
    if (key !== namespace && !key.startsWith(`${namespace}:`)) continue
    const chains = [...(entry.chains ?? (key.includes(':') ? [key] : []))]
    for (const account of entry.accounts) {
      const [ns = '', reference = '', address = ''] = account.split(':')
      view.caipAccounts.push(account)
      chains.push(`${ns}:${reference}`)
      if (seen.has(keyOf(address))) continue
      seen.add(keyOf(address))
      view.accounts.push({ namespace, address, type: 'eoa' })
    }
    for (const chain of chains) {
      if (!view.chains.includes(chain as CaipNetworkId)) view.chains.push(chain as CaipNetworkId)
    }
    for (const method of entry.methods)
      if (!view.methods.includes(method)) view.methods.push(method)
  }
  return view.accounts.length > 0 ? view : undefined
}

/**
 * The address a session gives on `caipNetworkId`, else its first account's.
 * @example
 * addressOnChain(view, 'eip155:31338') // '0xf39F…2266'
 */
export function addressOnChain(
  view: SessionNamespaceView,
  caipNetworkId: string,
): string | undefined {
  const match = view.caipAccounts.find((account) => account.startsWith(`${caipNetworkId}:`))
  return match ? match.slice(caipNetworkId.length + 1) : view.accounts[0]?.address
}
