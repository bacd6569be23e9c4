import { attemptWithClient } from './attemptWithClient'
import { approvedNamespaces } from './describeProposal'
import { dispatchWallet, noteActivity, refreshSessions } from './dispatchWallet'
import type { WalletContext } from './WalletContext'
import { servedSolanaChain } from './walletSolana'

/**
 * Accept the waiting session proposal with the wallet's EVM account on its chains, and its
 * Solana account when the app asks for Solana.
 * @example
 * await approveSession(ctx)
 */
export async function approveSession(ctx: WalletContext): Promise<void> {
  const proposal = ctx.state.proposal
  if (!proposal) return
  await attemptWithClient(ctx, 'Approving the session', async (c) => {
    const chains = ctx.config.chains.map((chain) => chain.id)
    const wantsSolana = proposal.chains.some((chain) => chain.startsWith('solana:'))
    const solana = wantsSolana && ctx.solanaSigner ? await servedSolanaChain(ctx) : undefined
    const { acknowledged } = await c.approve({
      id: proposal.id,
      namespaces: approvedNamespaces(
        proposal,
        ctx.account.address,
        chains,
        solana && ctx.solanaSigner
          ? { chain: solana, address: ctx.solanaSigner.address }
          : undefined,
      ),
    })
    dispatchWallet(ctx, { type: 'proposal', proposal: undefined })
    await acknowledged()
    refreshSessions(ctx)
    noteActivity(ctx, `Connected to ${proposal.name}`)
  })
}
