import {
  bitcoinMainnetParams,
  KNOWN_CHAINS,
  litecoinRegtestParams,
  ProviderNotConnectedError,
  SwitchChainError,
} from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createTestBitcoinState, regtest } from '../testing/createTestBitcoinState'
import { connectWallet } from './connectWallet'
import { switchNetwork } from './switchNetwork'

const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: SwitchChainError) => error.code,
  )

describe('switchNetwork', () => {
  it('needs a connected wallet', async () => {
    const { state } = createTestBitcoinState()
    await expect(switchNetwork(state, { caipNetwork: regtest })).rejects.toBeInstanceOf(
      ProviderNotConnectedError,
    )
  })

  it('refuses a network the wallet does not serve (4902)', async () => {
    const { state, wallet } = createTestBitcoinState()
    await connectWallet(state, { connectorId: wallet.name })
    expect(await codeOf(switchNetwork(state, { caipNetwork: KNOWN_CHAINS.bitcoin }))).toBe(
      SwitchChainError.UNRECOGNIZED_CHAIN,
    )
  })

  it('refuses a served network the wallet has no account of (5000)', async () => {
    // The chain the wallet serves, with mainnet's addresses: none of the wallet's decode.
    const params = [{ ...bitcoinMainnetParams, caipNetworkId: litecoinRegtestParams.caipNetworkId }]
    const { state, wallet } = createTestBitcoinState({ params })
    await wallet.features['bitcoin:connect'].connect()
    state.session = { wallet, caipNetwork: regtest, accounts: [], unsubscribe: () => {} }
    expect(await codeOf(switchNetwork(state, { caipNetwork: regtest }))).toBe(
      SwitchChainError.DEFAULT,
    )
  })

  it('reports the new chain and accounts', async () => {
    const { state, wallet, context } = createTestBitcoinState()
    await connectWallet(state, { connectorId: wallet.name })
    await switchNetwork(state, { caipNetwork: regtest })
    expect(context.chains.at(-1)).toEqual({ chainId: regtest.id, connectorId: wallet.name })
  })
})
