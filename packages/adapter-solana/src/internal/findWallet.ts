import type { Wallet } from '@wallet-standard/base'
import { isSolanaWallet } from '../wallet/solanaWalletFeatures'
import { registryOf, type SolanaState } from './solanaState'

/**
 * The page's usable Solana wallets.
 * @example
 * toSolanaConnectors(solanaWallets(state))
 */
export function solanaWallets(state: Pick<SolanaState, 'parameters'>): Wallet[] {
  return registryOf(state).get().filter(isSolanaWallet)
}

/**
 * The page's Solana wallet named `connectorId`, or undefined.
 * @example
 * const wallet = findWallet(state, 'Phantom')
 */
export function findWallet(
  state: Pick<SolanaState, 'parameters'>,
  connectorId: string,
): Wallet | undefined {
  return solanaWallets(state).find((wallet) => wallet.name === connectorId)
}

/**
 * The Solana wallet named `connectorId`, waiting up to `timeoutMs` for it to register (an
 * extension may register after the page's scripts); undefined when it does not.
 * @example
 * const wallet = await waitForWallet(state, 'Phantom', 1_000)
 */
export function waitForWallet(
  state: Pick<SolanaState, 'parameters'>,
  connectorId: string,
  timeoutMs: number,
): Promise<Wallet | undefined> {
  const found = findWallet(state, connectorId)
  if (found || timeoutMs <= 0) return Promise.resolve(found)
  return new Promise((resolve) => {
    const finish = (wallet: Wallet | undefined) => {
      clearTimeout(timer)
      off()
      resolve(wallet)
    }
    const off = registryOf(state).on('register', () => {
      const wallet = findWallet(state, connectorId)
      if (wallet) finish(wallet)
    })
    const timer = setTimeout(() => finish(undefined), timeoutMs)
  })
}
