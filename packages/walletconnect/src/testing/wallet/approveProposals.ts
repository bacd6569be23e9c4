import { type TestWalletState, takeRejection } from './TestWalletState'

/**
 * Answers every session proposal: approves the eip155 chains the wallet has an RPC for, with
 * its account on each, or declines it after `rejectNext`.
 * @example
 * approveProposals(state)
 */
export function approveProposals(state: TestWalletState): void {
  const { client, account, rpcUrls } = state
  client.on('session_proposal', async ({ id, params }) => {
    if (takeRejection(state)) {
      await client.reject({ id, reason: { code: 5000, message: 'User rejected.' } })
      return
    }
    const known = (chain: string) => rpcUrls[Number(chain.split(':')[1])] !== undefined
    const requested = params.optionalNamespaces.eip155 ?? params.requiredNamespaces.eip155
    const chains = (requested?.chains ?? []).filter(known)
    await client.approve({
      id,
      namespaces: {
        eip155: {
          chains,
          accounts: chains.map((chain) => `${chain}:${account.address}`),
          methods: requested?.methods ?? [],
          events: requested?.events ?? [],
        },
      },
    })
  })
}
