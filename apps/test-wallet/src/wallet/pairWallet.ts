import { attemptWithClient } from './attemptWithClient'
import { dispatchWallet } from './dispatchWallet'
import { readPairingUri } from './readPairingUri'
import type { WalletContext } from './WalletContext'

/**
 * Pair with the app behind a WalletConnect uri (pasted text, a link or a QR code's content).
 * @example
 * await pairWallet(ctx, 'wc:…@2?relay-protocol=irn&symKey=…')
 */
export async function pairWallet(ctx: WalletContext, text: string): Promise<void> {
  const uri = readPairingUri(text)
  if (!uri) {
    dispatchWallet(ctx, { type: 'error', message: 'That is not a WalletConnect uri (wc:…@2?…)' })
    return
  }
  dispatchWallet(ctx, { type: 'pairing', pairing: true })
  await attemptWithClient(ctx, 'Pairing', async (c) => {
    await c.pair({ uri })
  })
}
