import { attemptWithClient } from './attemptWithClient'
import { dispatchWallet, refreshSessions } from './dispatchWallet'
import { readSolanaKey } from './solanaKey'
import type { WalletContext } from './WalletContext'
import { SOLANA_KEY_STORAGE } from './walletKeys'
import { loadSolanaKey } from './walletSolana'

/**
 * Use another Solana key (32-byte ed25519 seed, hex); live sessions with a solana namespace
 * get the new account (session update).
 * @example
 * await setSolanaKey(ctx, '9d61b19d…7f60')
 */
export async function setSolanaKey(ctx: WalletContext, text: string): Promise<void> {
  const key = readSolanaKey(text)
  if (!key) {
    dispatchWallet(ctx, {
      type: 'error',
      message: 'A Solana key is 64 hex characters (a 32-byte seed)',
    })
    return
  }
  await attemptWithClient(ctx, 'Using the Solana key', async (c) => {
    await loadSolanaKey(ctx, key)
    ctx.env.storage.setItem(SOLANA_KEY_STORAGE, text.trim())
    dispatchWallet(ctx, { type: 'error', message: undefined })
    for (const session of c.session.getAll()) {
      const solana = session.namespaces.solana
      const address = ctx.solanaSigner?.address
      if (!solana || !address) continue
      const chains = solana.chains ?? [
        ...new Set(solana.accounts.map((a) => a.split(':').slice(0, 2).join(':'))),
      ]
      const { acknowledged } = await c.update({
        topic: session.topic,
        namespaces: {
          ...session.namespaces,
          solana: { ...solana, accounts: chains.map((chain) => `${chain}:${address}`) },
        },
      })
      await acknowledged()
    }
    refreshSessions(ctx)
  })
}
