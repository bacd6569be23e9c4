import { privateKeyToAccount } from 'viem/accounts'
import { attemptWithClient } from './attemptWithClient'
import { dispatchWallet, refreshSessions } from './dispatchWallet'
import { toSessionView } from './toSessionView'
import type { WalletContext } from './WalletContext'
import { isPrivateKey, KEY_STORAGE } from './walletKeys'

/**
 * Use another private key; live sessions get the new account (session update + event).
 * @example
 * await setPrivateKey(ctx, '0x59c6…690d')
 */
export async function setPrivateKey(ctx: WalletContext, key: string): Promise<void> {
  if (!isPrivateKey(key)) {
    dispatchWallet(ctx, { type: 'error', message: 'A private key is 0x and 64 hex characters' })
    return
  }
  ctx.account = privateKeyToAccount(key)
  ctx.env.storage.setItem(KEY_STORAGE, key)
  dispatchWallet(ctx, { type: 'address', address: ctx.account.address })
  dispatchWallet(ctx, { type: 'error', message: undefined })
  await attemptWithClient(ctx, 'Updating sessions', async (c) => {
    for (const session of c.session.getAll()) {
      const view = toSessionView(session, ctx.activeChains.get(session.topic))
      const eip155 = session.namespaces.eip155
      if (!eip155) continue
      const accounts = view.chains.map((chain) => `${chain}:${ctx.account.address}`)
      const { acknowledged } = await c.update({
        topic: session.topic,
        namespaces: { ...session.namespaces, eip155: { ...eip155, accounts } },
      })
      await acknowledged()
      await c.emit({
        topic: session.topic,
        event: { name: 'accountsChanged', data: [ctx.account.address] },
        chainId: view.chainId,
      })
    }
    refreshSessions(ctx)
  })
}
