import { DEVNET_CHAINS } from '@portico/common'
import type { PaymentAsset } from '@portico/core'
import { demoSolanaNetwork } from './demoNetworks'
import { devnetToken } from './devnetToken'

/** The demo shop's till on the EVM devnets: an address nothing else on the stack uses. */
export const DEMO_SHOP_EVM = '0xc0ffee254729296a45a3885639AC7E10F9d54979'
/** The demo shop's till on the local Solana chain. */
export const DEMO_SHOP_SOLANA = 'BgwNwFzDNYyHzBKBbUGS1HWhqApuZQNz7TvNTXyeErt'

/** One item of the demo shop: what `pay()` is asked for. */
export type DemoPayment = {
  id: 'usdt' | 'eth' | 'sol'
  label: string
  paymentAsset: PaymentAsset
  recipient: string
  amount: string
}

/**
 * What the demo shop sells, as `pay()` options: 12.5 tUSDT (a Tether-style token) and 0.01 ETH
 * on devnet A, and, with `?solana=1`, 0.05 SOL on the local Solana chain.
 * @example
 * demoPayments(import.meta.env, { solana: false }).map((p) => p.label) // ['12.5 tUSDT', '0.01 ETH']
 */
export function demoPayments(env: ImportMetaEnv, { solana }: { solana: boolean }): DemoPayment[] {
  const devnetA = DEVNET_CHAINS.devnetA.caipNetworkId
  const payments: DemoPayment[] = [
    {
      id: 'usdt',
      label: '12.5 tUSDT',
      paymentAsset: {
        network: devnetA,
        asset: devnetToken(env, 'tetherStyle'),
        metadata: { name: 'Test Tether USD', symbol: 'tUSDT', decimals: 6 },
      },
      recipient: DEMO_SHOP_EVM,
      amount: '12.5',
    },
    {
      id: 'eth',
      label: '0.01 ETH',
      paymentAsset: {
        network: devnetA,
        asset: 'native',
        metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
      recipient: DEMO_SHOP_EVM,
      amount: '0.01',
    },
  ]
  if (solana) {
    payments.push({
      id: 'sol',
      label: '0.05 SOL',
      paymentAsset: {
        network: demoSolanaNetwork(env).caipNetworkId,
        asset: 'native',
        metadata: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      },
      recipient: DEMO_SHOP_SOLANA,
      amount: '0.05',
    })
  }
  return payments
}
