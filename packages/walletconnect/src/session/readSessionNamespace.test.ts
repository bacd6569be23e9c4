import { describe, expect, it } from 'vitest'
import { addressOnChain, readSessionNamespace } from './readSessionNamespace'
import { sessionNamespacesSchema } from './sessionNamespacesSchema'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('readSessionNamespace', () => {
  it('reads accounts once each, chains and methods of a family', () => {
    const view = readSessionNamespace(
      {
        eip155: {
          chains: ['eip155:1', 'eip155:8453'],
          accounts: [`eip155:1:${A}`, `eip155:8453:${A}`, `eip155:8453:${B}`],
          methods: ['personal_sign'],
          events: ['chainChanged'],
        },
        solana: {
          accounts: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:abc'],
          methods: [],
          events: [],
        },
      },
      'eip155',
    )
    expect(view).toEqual({
      accounts: [
        { namespace: 'eip155', address: A, type: 'eoa' },
        { namespace: 'eip155', address: B, type: 'eoa' },
      ],
      chains: ['eip155:1', 'eip155:8453'],
      methods: ['personal_sign'],
      caipAccounts: [`eip155:1:${A}`, `eip155:8453:${A}`, `eip155:8453:${B}`],
    })
  })

  it('takes chains from per-chain keys and from accounts when `chains` is absent', () => {
    const view = readSessionNamespace(
      {
        'eip155:10': { accounts: [`eip155:10:${A}`], methods: ['eth_sendTransaction'], events: [] },
        eip155: { accounts: [`eip155:1:${A}`], methods: ['personal_sign'], events: [] },
      },
      'eip155',
    )
    expect(view?.chains).toEqual(['eip155:10', 'eip155:1'])
    expect(view?.methods).toEqual(['eth_sendTransaction', 'personal_sign'])
    expect(view?.accounts).toHaveLength(1)
  })

  it('is undefined for a family the wallet did not approve', () => {
    expect(readSessionNamespace({}, 'eip155')).toBeUndefined()
    expect(
      readSessionNamespace({ eip155: { accounts: [], methods: [], events: [] } }, 'eip155'),
    ).toBeUndefined()
  })

  it('finds the address of a chain, else the first one', () => {
    const view = readSessionNamespace(
      { eip155: { accounts: [`eip155:1:${A}`, `eip155:10:${B}`], methods: [], events: [] } },
      'eip155',
    )
    if (!view) throw new Error('expected a view')
    expect(addressOnChain(view, 'eip155:10')).toBe(B)
    expect(addressOnChain(view, 'eip155:1')).toBe(A)
    expect(addressOnChain(view, 'eip155:137')).toBe(A)
  })

  it('rejects namespaces whose accounts are not CAIP-10 ids', () => {
    expect(
      sessionNamespacesSchema.safeParse({ eip155: { accounts: [A], methods: [], events: [] } })
        .success,
    ).toBe(false)
    expect(
      sessionNamespacesSchema.safeParse({ eip155: { accounts: [`eip155:1:${A}`] } }).success,
    ).toBe(false)
  })
})
