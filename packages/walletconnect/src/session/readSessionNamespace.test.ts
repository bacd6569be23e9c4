import { describe, expect, it } from 'vitest'
import { addressOnChain, readSessionNamespace } from './readSessionNamespace'
import { sessionNamespacesSchema } from './sessionNamespacesSchema'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** Seeded accounts 0 and 1 of the local Solana chain (services/solana-rpc/README.md). */
const SOL_A = 'G9yJmr4mQ8h2G5ToxMAmbXd5iHLR4cDTU5BMnkQDGi7Q'
const SOL_B = '4xDWokWqPVZHMVCmgfQgBxsMyiJziTXVfQ3kuyrpDhzd'
const LOCAL = 'solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf'

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

  it('reads solana accounts (CAIP-10 with a base58 address), validated by the schema', () => {
    const namespaces = sessionNamespacesSchema.parse({
      solana: {
        chains: [LOCAL],
        accounts: [`${LOCAL}:${SOL_A}`, `${LOCAL}:${SOL_B}`],
        methods: ['solana_signMessage', 'solana_signAndSendTransaction'],
        events: [],
      },
    })
    const view = readSessionNamespace(namespaces, 'solana')
    expect(view?.accounts).toEqual([
      { namespace: 'solana', address: SOL_A, type: 'eoa' },
      { namespace: 'solana', address: SOL_B, type: 'eoa' },
    ])
    expect(view?.chains).toEqual([LOCAL])
    expect(view && addressOnChain(view, LOCAL)).toBe(SOL_A)
  })

  it('keeps solana addresses that differ only in case apart (base58 is case-sensitive)', () => {
    // Both decode to 32 bytes: distinct accounts, where EVM addresses would be one.
    const lower = SOL_A
    const upper = SOL_A.replace('G9y', 'G9Y')
    const view = readSessionNamespace(
      {
        solana: {
          accounts: [`${LOCAL}:${lower}`, `${LOCAL}:${upper}`],
          methods: [],
          events: [],
        },
      },
      'solana',
    )
    expect(
      sessionNamespacesSchema.safeParse({
        solana: { accounts: [`${LOCAL}:${upper}`], methods: [], events: [] },
      }).success,
    ).toBe(true)
    expect(view?.accounts.map((a) => a.address)).toEqual([lower, upper])
  })

  it("rejects accounts whose address breaks its namespace's rules", () => {
    const parse = (account: string) =>
      sessionNamespacesSchema.safeParse({ x: { accounts: [account], methods: [], events: [] } })
        .success
    expect(parse(`${LOCAL}:${SOL_A}`)).toBe(true)
    // Not base58 (0, O, I, l), too short, and an EVM address under solana.
    expect(parse(`${LOCAL}:0OIl${SOL_A.slice(4)}`)).toBe(false)
    expect(parse(`${LOCAL}:abc`)).toBe(false)
    expect(parse(`${LOCAL}:${A}`)).toBe(false)
    // A broken EIP-55 checksum, and a solana address under eip155.
    expect(parse(`eip155:1:${A.replace('F39', 'f39').replace('d6', 'D6')}`)).toBe(false)
    expect(parse(`eip155:1:${SOL_A}`)).toBe(false)
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
