import { DEVNET_CHAINS, KNOWN_CHAINS } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { buildNamespaces } from './buildNamespaces'

describe('buildNamespaces', () => {
  it('proposes eip155 with the unsafe methods, the switch methods, events and an rpcMap', () => {
    const { eip155 } = buildNamespaces([DEVNET_CHAINS.devnetA, DEVNET_CHAINS.devnetB])
    expect(eip155).toEqual({
      chains: ['eip155:31337', 'eip155:31338'],
      methods: [
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'eth_sendUserOperation',
        'wallet_sendCalls',
        'wallet_grantPermissions',
        'wallet_revokePermissions',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'wallet_getCapabilities',
        'wallet_getCallsStatus',
      ],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: { 31337: 'http://127.0.0.1:8545', 31338: 'http://127.0.0.1:8546' },
    })
  })

  it('puts the preferred network first and makes it the default chain', () => {
    const { eip155 } = buildNamespaces(
      [DEVNET_CHAINS.devnetA, DEVNET_CHAINS.devnetB],
      'eip155:31338',
    )
    expect(eip155?.chains).toEqual(['eip155:31338', 'eip155:31337'])
    expect(eip155?.defaultChain).toBe('31338')
  })

  it('groups families and lists each chain once', () => {
    const namespaces = buildNamespaces([
      KNOWN_CHAINS.mainnet,
      KNOWN_CHAINS.solana,
      KNOWN_CHAINS.mainnet,
      KNOWN_CHAINS.bitcoin,
    ])
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana', 'bip122'])
    expect(namespaces.eip155?.chains).toEqual(['eip155:1'])
    expect(namespaces.solana?.methods).toEqual([
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
    ])
    expect(namespaces.bip122?.chains).toEqual([KNOWN_CHAINS.bitcoin.caipNetworkId])
  })

  it('proposes nothing for families without WalletConnect support and without networks', () => {
    expect(buildNamespaces([])).toEqual({})
    const cosmos = {
      ...KNOWN_CHAINS.mainnet,
      chainNamespace: 'cosmos',
      caipNetworkId: 'cosmos:hub',
    } as const
    expect(buildNamespaces([cosmos])).toEqual({})
  })
})
