import { DisconnectError, KNOWN_CHAINS, STORAGE_KEYS } from '@portico/common'
import { createMemoryStorage } from '@portico/test/storage/createMemoryStorage'
import { describe, expect, it } from 'vitest'
import { createPortico } from '../createPortico'
import { groupTransactionsByYear } from '../rules/groupTransactionsByYear'
import { createFakeAdapter } from '../testing/createFakeAdapter'
import { createTestPortico } from '../testing/createTestPortico'

const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

function twoChains(connectorType: 'WALLET_CONNECT' | 'INJECTED') {
  const connector = (chain: 'eip155' | 'solana') => ({
    id: 'wallet',
    name: 'Wallet',
    type: connectorType,
    chain,
  })
  const evm = createFakeAdapter({ connectors: [connector('eip155')] })
  const sol = createFakeAdapter({
    namespace: 'solana',
    connectors: [connector('solana')],
    address: SOLANA_ADDRESS,
    chainId: KNOWN_CHAINS.solana.id,
  })
  const portico = createPortico({
    networks: [KNOWN_CHAINS.mainnet, KNOWN_CHAINS.solana],
    adapters: [evm, sol],
    storage: createMemoryStorage(),
  })
  return { portico, evm, sol }
}

/** {@link twoChains}, started and connected through its wallet on EVM, then on Solana. */
async function connectedOnBoth(connectorType: 'WALLET_CONNECT' | 'INJECTED') {
  const chains = twoChains(connectorType)
  await chains.portico.init()
  await chains.portico.connect({ connectorId: 'wallet', namespace: 'eip155' })
  await chains.portico.connect({ connectorId: 'wallet', namespace: 'solana' })
  return chains
}

describe('disconnect', () => {
  it('resets account, network approvals, connection and stored records, and emits DISCONNECT_SUCCESS', async () => {
    const { portico, fake, storage, events } = createTestPortico()
    await portico.connect({ connectorId: 'injected' })
    portico.stores.account.getState().setAccount('eip155', { socialProvider: 'github' })
    portico.stores.chain
      .getState()
      .setNetworkState('eip155', { approvedCaipNetworkIds: ['eip155:1'] })
    portico.stores.connection.getState().setWcUri('wc:abc@2', Date.now() + 60_000)
    portico.stores.transactions
      .getState()
      .addPage({ data: [], next: 'c' }, 'eip155:1', groupTransactionsByYear)
    storage.setItem(STORAGE_KEYS.connectedSocial, '"github"')

    await portico.disconnect()

    expect(fake.calls.some((c) => c.method === 'disconnect')).toBe(true)
    const s = portico.stores
    expect(s.account.getState().accounts.eip155).toMatchObject({
      address: undefined,
      caipAddress: undefined,
      socialProvider: undefined,
    })
    expect(s.chain.getState().networks.eip155?.approvedCaipNetworkIds).toEqual([])
    expect(s.connection.getState()).toMatchObject({
      wcUri: undefined,
      status: { eip155: 'disconnected' },
    })
    expect(s.connectors.getState().activeConnectorIds.eip155).toBeUndefined()
    expect(s.transactions.getState().lastNetworkInView).toBeUndefined()
    expect(storage.entries.has(STORAGE_KEYS.connectedSocial)).toBe(false)
    expect(storage.entries.has(STORAGE_KEYS.walletId)).toBe(false)
    expect(JSON.parse(storage.entries.get(STORAGE_KEYS.connectionStatus) ?? '{}')).toEqual({
      eip155: 'disconnected',
    })
    expect(events.at(-1)).toBe('DISCONNECT_SUCCESS')
  })

  it('when the wallet fails: still cleared, DISCONNECT_ERROR, toast and DisconnectError', async () => {
    const { portico, fake, events } = createTestPortico()
    await portico.connect({ connectorId: 'injected' })
    fake.nextDisconnectError = new Error('socket closed')
    const error = await portico.disconnect().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DisconnectError)
    expect((error as DisconnectError).code).toBe('INTERNAL_SDK_ERROR')
    expect(portico.stores.connection.getState().status.eip155).toBe('disconnected')
    expect(events.at(-1)).toBe('DISCONNECT_ERROR')
    expect(portico.stores.toast.getState().message).toBe('Failed to disconnect')
  })

  it('a WalletConnect disconnect also ends the other namespaces connected through WalletConnect', async () => {
    const { portico, evm, sol } = await connectedOnBoth('WALLET_CONNECT')
    await portico.disconnect({ namespace: 'eip155' })
    expect(portico.stores.connection.getState().status).toEqual({
      eip155: 'disconnected',
      solana: 'disconnected',
    })
    expect(evm.calls.filter((c) => c.method === 'disconnect')).toHaveLength(1)
    expect(sol.calls.filter((c) => c.method === 'disconnect')).toHaveLength(1)
  })

  it('an injected disconnect leaves other namespaces connected', async () => {
    const { portico } = await connectedOnBoth('INJECTED')
    await portico.disconnect({ namespace: 'eip155' })
    expect(portico.stores.connection.getState().status).toEqual({
      eip155: 'disconnected',
      solana: 'connected',
    })
    expect(portico.stores.account.getState().accounts.solana?.address).toBe(SOLANA_ADDRESS)
  })

  it('disconnecting the active namespace makes a still connected one active', async () => {
    const { portico } = twoChains('INJECTED')
    await portico.init()
    await portico.connect({ connectorId: 'wallet', namespace: 'solana' })
    await portico.connect({ connectorId: 'wallet', namespace: 'eip155' })
    expect(portico.stores.chain.getState().activeNamespace).toBe('eip155')
    await portico.disconnect()
    expect(portico.stores.chain.getState().activeNamespace).toBe('solana')
  })
})
