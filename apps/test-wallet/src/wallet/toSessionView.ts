import type { SessionView } from './walletState'

/**
 * The parts of a settled session the wallet lists.
 * @example
 * const session: SessionLike = client.session.get(topic)
 */
export type SessionLike = {
  topic: string
  peer: { metadata: { name: string; url: string; icons: string[] } }
  namespaces: Record<string, { chains?: string[] | undefined; accounts: string[] }>
}

/**
 * A session as the wallet lists it: the dapp, its EVM chains and accounts (a Solana-only
 * session: its solana chain and account), and the chain last announced (`activeChain` when
 * still approved, else the first one).
 * @example
 * toSessionView(client.session.get(topic), 'eip155:31338').chainId // 'eip155:31338'
 */
export function toSessionView(session: SessionLike, activeChain?: string): SessionView {
  // Chain switches are announced for EVM only; a session without eip155 lists its solana chain.
  const listed = session.namespaces.eip155 ?? session.namespaces.solana
  const accounts = listed?.accounts ?? []
  const chains = listed?.chains ?? [
    ...new Set(accounts.map((a) => a.split(':').slice(0, 2).join(':'))),
  ]
  const { metadata } = session.peer
  return {
    topic: session.topic,
    peer: {
      name: metadata.name,
      url: metadata.url,
      icon: metadata.icons.find((icon) => /^(https?:|data:image\/)/.test(icon)),
    },
    chains,
    accounts,
    chainId: activeChain && chains.includes(activeChain) ? activeChain : (chains[0] ?? ''),
  }
}
