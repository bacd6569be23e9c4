import { KNOWN_CHAINS, type TokenBalance } from '@portico/common'
import { createPortico } from '../../createPortico'
import { createFakeAdapter, type FakeAdapter } from '../../testing/createFakeAdapter'
import type { Portico } from '../../types/Portico'

/** An EVM receiver for the send tests. */
export const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A Solana receiver for the send tests. */
export const SOLANA_RECEIVER = 'So11111111111111111111111111111111111111112'

/**
 * 10 ETH on mainnet, a native balance as the send form holds it.
 * @example
 * portico.stores.send.getState().setToken(ETH)
 */
export const ETH: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 0,
  quantity: { decimals: '18', numeric: '10' },
  iconUrl: '',
}

/**
 * 100 USDC on mainnet, a token balance with its contract.
 * @example
 * await sendToken(portico, { token: USDC, amount: '1.5', to: RECEIVER })
 */
export const USDC: TokenBalance = {
  ...ETH,
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  quantity: { decimals: '6', numeric: '100' },
}

/**
 * A client connected through a fake adapter of one non-EVM chain: Solana, or Bitcoin (which
 * cannot send). Test files only.
 * @example
 * const { portico, fake } = await connectedOn('solana')
 */
export async function connectedOn(
  chain: 'solana' | 'bitcoin',
): Promise<{ portico: Portico; fake: FakeAdapter }> {
  const fake =
    chain === 'solana'
      ? createFakeAdapter({
          namespace: 'solana',
          address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
          chainId: KNOWN_CHAINS.solana.id,
        })
      : createFakeAdapter({
          namespace: 'bip122',
          address: 'bc1qxyz',
          chainId: KNOWN_CHAINS.bitcoin.id,
        })
  const portico = createPortico({
    networks: [KNOWN_CHAINS[chain]],
    adapters: [fake],
    storage: null,
  })
  await portico.connect({ connectorId: 'injected' })
  return { portico, fake }
}
