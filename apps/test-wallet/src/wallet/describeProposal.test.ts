import { describe, expect, it } from 'vitest'
import { approvedNamespaces, describeProposal } from './describeProposal'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA_ADDRESS = 'G9yJmr4mQ8h2G5ToxMAmbXd5iHLR4cDTU5BMnkQDGi7Q'
const proposal = {
  id: 1717,
  expiryTimestamp: 1_700_000_000,
  pairingTopic: 'ab'.repeat(32),
  proposer: {
    publicKey: 'cd'.repeat(32),
    metadata: {
      name: 'Portico Demo',
      description: 'Connect a wallet with Portico',
      url: 'http://127.0.0.1:5173',
      icons: ['javascript:alert(1)', 'http://127.0.0.1:5173/icon.png'],
    },
  },
  requiredNamespaces: {},
  optionalNamespaces: {
    eip155: {
      chains: ['eip155:31337', 'eip155:31338', 'eip155:1'],
      methods: ['personal_sign', 'eth_sendTransaction'],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: { 31337: 'http://127.0.0.1:8545' },
    },
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': { methods: ['solana_signMessage'], events: [] },
  },
}

describe('describeProposal', () => {
  it('lists who asks and the chains, methods and events of every namespace', () => {
    expect(describeProposal(proposal)).toEqual({
      id: 1717,
      name: 'Portico Demo',
      description: 'Connect a wallet with Portico',
      url: 'http://127.0.0.1:5173',
      icon: 'http://127.0.0.1:5173/icon.png',
      chains: [
        'eip155:31337',
        'eip155:31338',
        'eip155:1',
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      ],
      methods: ['personal_sign', 'eth_sendTransaction', 'solana_signMessage'],
      events: ['chainChanged', 'accountsChanged'],
    })
  })

  it('puts required chains first and lists each once', () => {
    const view = describeProposal({
      ...proposal,
      requiredNamespaces: {
        eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] },
      },
    })
    expect(view.chains).toEqual([
      'eip155:1',
      'eip155:31337',
      'eip155:31338',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    ])
  })

  it('refuses malformed proposals', () => {
    expect(() => describeProposal({ id: 'x' })).toThrow()
  })
})

describe('approvedNamespaces', () => {
  it('approves the requested EVM chains the wallet serves, with its account on each', () => {
    expect(approvedNamespaces(describeProposal(proposal), ADDRESS, [31337, 31338])).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        accounts: [`eip155:31337:${ADDRESS}`, `eip155:31338:${ADDRESS}`],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['chainChanged', 'accountsChanged'],
      },
    })
  })

  it('approves the solana chain the wallet serves with its Solana account and the solana_* methods', () => {
    const solana = { chain: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', address: SOLANA_ADDRESS }
    const approved = approvedNamespaces(describeProposal(proposal), ADDRESS, [31337], solana)
    expect(approved.solana).toEqual({
      chains: [solana.chain],
      accounts: [`${solana.chain}:${SOLANA_ADDRESS}`],
      methods: ['solana_signMessage'],
      events: [],
    })
    expect(approved.eip155?.chains).toEqual(['eip155:31337'])
    // Only Solana served: still approved, without eip155.
    expect(
      Object.keys(approvedNamespaces(describeProposal(proposal), ADDRESS, [], solana)),
    ).toEqual(['solana'])
  })

  it('leaves solana out when the proposal asks for another Solana chain', () => {
    const other = { chain: 'solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf', address: SOLANA_ADDRESS }
    expect(approvedNamespaces(describeProposal(proposal), ADDRESS, [31337], other).solana).toBe(
      undefined,
    )
    expect(() => approvedNamespaces(describeProposal(proposal), ADDRESS, [], other)).toThrow(
      'None of the requested chains is served',
    )
  })

  it('throws when no requested chain is served', () => {
    expect(() => approvedNamespaces(describeProposal(proposal), ADDRESS, [8453])).toThrow(
      'None of the requested chains is served',
    )
  })
})
