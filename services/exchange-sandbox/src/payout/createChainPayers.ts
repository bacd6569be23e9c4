import type { Hex } from 'viem'
import type { ExchangeConfig } from '../config/exchangeConfigSchema'
import type { ChainPayer } from './ChainPayer'
import { createEvmPayer } from './createEvmPayer'
import { createSolanaPayer } from './createSolanaPayer'

/**
 * A payer for every configured network, by CAIP-2 id, from the hot wallet's keys.
 * @example
 * const payers = await createChainPayers(config.chains, config.hotWallet)
 * payers.get('eip155:31337')?.address
 */
export async function createChainPayers(
  chains: ExchangeConfig['chains'],
  hotWallet: ExchangeConfig['hotWallet'],
  options: { timeoutMs?: number } = {},
): Promise<Map<string, ChainPayer>> {
  const entries = await Promise.all(
    Object.entries(chains).map(async ([network, chain]): Promise<[string, ChainPayer]> => {
      if (chain.namespace === 'eip155') {
        const privateKey = hotWallet.evmPrivateKey
        if (!privateKey) throw new Error(`${network} needs hotWallet.evmPrivateKey`)
        const chainId = Number(network.slice('eip155:'.length))
        return [
          network,
          createEvmPayer({
            chainId,
            rpcUrl: chain.rpcUrl,
            privateKey: privateKey as Hex,
            ...options,
          }),
        ]
      }
      const secretKey = hotWallet.solanaSecretKey
      if (!secretKey) throw new Error(`${network} needs hotWallet.solanaSecretKey`)
      return [network, await createSolanaPayer({ rpcUrl: chain.rpcUrl, secretKey, ...options })]
    }),
  )
  return new Map(entries)
}
