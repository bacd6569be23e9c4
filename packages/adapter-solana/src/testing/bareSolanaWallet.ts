import { createTestSolanaState } from './createTestSolanaState'

/**
 * The test wallet with only `features` (a wallet that lacks some, or answers oddly), and an
 * account for the request: for the wallet-request and signing tests.
 * @example
 * const { wallet, account } = await bareSolanaWallet({ 'solana:signMessage': { signMessage } })
 */
export async function bareSolanaWallet(features: Record<string, unknown>) {
  const { wallet } = await createTestSolanaState()
  const account = { address: 'A', publicKey: new Uint8Array(32), chains: [], features: [] }
  return { wallet: { ...wallet, features: features as typeof wallet.features }, account }
}
