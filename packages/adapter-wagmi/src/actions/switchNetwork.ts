import { BaseError } from '@portico/common'
import { type Eip1193Provider, switchWalletChain, toSwitchChainError } from '@portico/evm-injected'
import type { Config } from '@wagmi/core'
import type { Chain } from 'viem'
import { findConnection } from '../internal/findConnection'

/**
 * Moves the connected wallet (or, with no connection, wagmi's active chain) to `chain` (the
 * wagmi config's own, or one made with toViemChain for a network it lacks).
 *
 * Injected wallets get `wallet_switchEthereumChain`, then `wallet_addEthereumChain` and a
 * second switch when they do not know the chain; other connectors use their own switch. With no
 * connection, wagmi's active chain moves (a chain its config has). The connector's switch is
 * called directly, not through wagmi's `switchChain`, whose error module would ride in the page's
 * first-load file. Failures are common's SwitchChainError (4902 / 5000 / 32603) or
 * UserRejectedRequestError.
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
    } else if (connector) {
      if (!connector.switchChain) {
        throw new BaseError(`${connector.name} cannot switch networks from the app`)
      }
      await connector.switchChain({ chainId: chain.id })
    } else {
      if (!config.chains.some((c) => c.id === chain.id)) {
        throw new BaseError(`Chain ${chain.id} is not in the wagmi config`)
      }
      config.setState((state) => ({ ...state, chainId: chain.id }))
    }
  } catch (error) {
    throw toSwitchChainError(error)
  }
}
