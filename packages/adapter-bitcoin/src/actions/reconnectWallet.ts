import type { CaipNetwork } from '@portico/common'
import type { AdapterConnection } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'
import { type BitcoinState, STORAGE_KEY } from '../internal/bitcoinState'
import { networkParamsOf } from '../internal/networkParamsOf'
import { pickNetwork } from '../internal/pickNetwork'
import { startSession } from '../internal/startSession'
import { walletFeature } from '../internal/walletFeature'
import { toConnectorAccounts } from '../toConnectorAccounts'
import { waitForWallet } from '../waitForWallet'

type SilentConnectFeature = {
  connect(input: { silent: boolean }): Promise<{ accounts: Wallet['accounts'] }>
}

/**
 * Restores the stored connection of `connectorId` without a prompt: waits for the wallet to
 * register, asks it silently for the accounts it already granted, and starts the session on the
 * requested, else the remembered network. Resolves undefined when there is nothing to restore.
 * @example
 * const connection = await reconnectWallet(state, { connectorId: 'Xverse' })
 */
export async function reconnectWallet(
  state: BitcoinState,
  parameters: { connectorId: string; caipNetwork?: CaipNetwork | undefined },
): Promise<AdapterConnection | undefined> {
  const { connectorId, caipNetwork } = parameters
  const raw = await state.parameters.storage?.getItem(STORAGE_KEY)
  const stored = raw
    ? (JSON.parse(raw) as { connectorId?: string; caipNetworkId?: string })
    : undefined
  if (stored?.connectorId !== connectorId || !state.directory) return undefined
  const timeoutMs = state.parameters.reconnectTimeoutMs ?? 1_000
  const wallet = await waitForWallet(state.directory, connectorId, timeoutMs)
  if (!wallet) return undefined
  const remembered = state.networks.find((n) => n.caipNetworkId === stored.caipNetworkId)
  const network = pickNetwork(state, wallet, caipNetwork ?? remembered)
  const silent = walletFeature<SilentConnectFeature>(wallet, 'standard:connect')
  const accounts = silent ? (await silent.connect({ silent: true })).accounts : wallet.accounts
  const mapped = toConnectorAccounts(accounts, networkParamsOf(state, network), state.preferred)
  if (mapped.length === 0) return undefined
  return startSession(state, { wallet, caipNetwork: network, accounts: mapped })
}
