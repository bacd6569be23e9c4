import type { AdapterConnection, ChainAdapter } from '@portico/core'
import type { Config } from '@wagmi/core'
import { connectWallet } from '../actions/connectWallet'
import { disconnectWallet } from '../actions/disconnectWallet'
import { estimateEvmFee } from '../actions/estimateEvmFee'
import { getNativeBalance } from '../actions/getNativeBalance'
import { reconnectWallet } from '../actions/reconnectWallet'
import { requestWallet } from '../actions/requestWallet'
import { sendEvmTransaction } from '../actions/sendEvmTransaction'
import { signPersonalMessage } from '../actions/signPersonalMessage'
import { switchNetwork } from '../actions/switchNetwork'
import { transferErc20 } from '../actions/transferErc20'
import { watchNewBlocks } from '../actions/watchNewBlocks'
import { toViemChain } from '../toViemChain'
import type { WALLET_ACTION_NAMES } from './walletActionNames'

/**
 * What the adapter's page-side part shares with its wallet actions.
 * @example
 * const state: WalletActionsState = { config, providers: new Map(), reconnectTimeoutMs: 1000 }
 */
export type WalletActionsState = {
  config: Config
  /** Each connected connector's EIP-1193 provider, for the synchronous `getWalletProvider`. */
  providers: Map<string, unknown>
  /** How long `reconnect` waits for a stored wallet to announce itself. */
  reconnectTimeoutMs: number
  /** Extra USDT-style token contracts (CAIP-10) whose `transfer` returns nothing. */
  usdtContracts?: readonly string[] | undefined
}

/**
 * The adapter's wallet actions, built on its lazy parts.
 * @example
 * const actions: WalletActions = createWalletActions(state)
 */
export type WalletActions = Pick<ChainAdapter, (typeof WALLET_ACTION_NAMES)[number]> & {
  watchBlocks: NonNullable<ChainAdapter['watchBlocks']>
}

/**
 * The wagmi adapter's wallet actions on `state.config`: connecting (each connection's provider
 * remembered in `state.providers`), balance, new blocks, network switch, signing, sending,
 * token transfers, fee estimates and raw requests.
 * @example
 * const actions = createWalletActions({ config, providers, reconnectTimeoutMs: 1_000 })
 * await actions.connect({ connectorId: 'io.metamask' })
 */
export function createWalletActions(state: WalletActionsState): WalletActions {
  const { config } = state
  // getWalletProvider is synchronous while wagmi hands providers out asynchronously.
  async function remember<T extends AdapterConnection | undefined>(connection: T): Promise<T> {
    if (!connection) return connection
    const connector = config.connectors.find((c) => c.id === connection.connectorId)
    state.providers.set(
      connection.connectorId,
      await connector?.getProvider().catch(() => undefined),
    )
    return connection
  }
  return {
    connect: async (p) => remember(await connectWallet(config, p)),
    reconnect: async (p) =>
      remember(
        await reconnectWallet(config, {
          connectorId: p.connectorId,
          timeoutMs: state.reconnectTimeoutMs,
        }),
      ),
    disconnect: (p) => disconnectWallet(config, p),
    getBalance: (p) => getNativeBalance(config, p),
    watchBlocks: (p) => watchNewBlocks(config, p),
    switchNetwork: ({ caipNetwork, connectorId }) =>
      switchNetwork(config, {
        chain: config.chains.find((c) => c.id === caipNetwork.id) ?? toViemChain(caipNetwork),
        connectorId,
      }),
    signMessage: (p) => signPersonalMessage(config, p),
    sendTransaction: (p) => sendEvmTransaction(config, p),
    sendToken: (p) => transferErc20(config, { ...p, usdtContracts: state.usdtContracts }),
    estimateFee: (p) => estimateEvmFee(config, p),
    request: (p) =>
      requestWallet(config, {
        method: p.method,
        params: p.params,
        chainId: p.caipNetwork ? Number(p.caipNetwork.id) : undefined,
        connectorId: p.connectorId,
        signal: p.signal,
      }),
  }
}
