import { type Eip1193Provider, switchWalletChain, toSwitchChainError } from '@portico/evm-injected'
import { type Config, switchChain } from '@wagmi/core'
import type { Chain } from 'viem'
import { findConnection } from '../internal/findConnection'

/**
 * Moves the connected wallet (or, with no connection, wagmi's active chain) to `chain` (the
 * wagmi config's own, or one made with toViemChain for a network it lacks).
 *
 * Injected wallets get `wallet_switchEthereumChain`, then `wallet_addEthereumChain` and a
 * second switch when they do not know the chain; other connectors use their own switch.
 * Failures are common's SwitchChainError (4902 / 5000 / 32603) or UserRejectedRequestError.
 * @example
 * await switchNetwork(config, { chain: toViemChain(base) })
 */
export async function switchNetwork(
  config: Config,
  parameters: { chain: Chain; connectorId?: string | undefined },
): Promise<void> {
  const { chain } = parameters
  const connection = findConnection(config, parameters.connectorId)
  const connector = connection
    ? (config.connectors.find((c) => c.uid === connection.connector.uid) ?? connection.connector)
    : undefined
  try {
    if (connector?.type === 'injected') {
      const provider = (await connector.getProvider()) as Eip1193Provider
      await switchWalletChain(provider, chain)
      // Some wallets switch without emitting chainChanged; tell wagmi ourselves.
      connector.emitter.emit('change', { chainId: chain.id })
    } else {
      await switchChain(config, { chainId: chain.id, ...(connector ? { connector } : {}) })
    }
  } catch (error) {
    throw toSwitchChainError(error)
  }
}
