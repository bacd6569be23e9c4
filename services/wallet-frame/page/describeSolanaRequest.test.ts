import { encodeBase58 } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { describeSolanaRequest } from './describeSolanaRequest'
import type { ReadSolanaAccount, SolanaAccount } from './readSolanaAccount'

const chain = { name: 'Local Solana', caipNetworkId: 'solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf' }
const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const key = (n: number) => encodeBase58(new Uint8Array(32).fill(n))
const u64 = (value: bigint) => {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value, true)
  return [...bytes]
}
const MAX = 2n ** 64n - 1n

// A cluster of two accounts: token account key(5) of mint key(3), which has 6 decimals.
const accounts: Record<string, SolanaAccount> = {
  [key(5)]: { owner: TOKEN, data: new Uint8Array(165).fill(3, 0, 32) },
  [key(3)]: { owner: TOKEN, data: Object.assign(new Uint8Array(82), { 44: 6, 45: 1 }) },
}
const read: ReadSolanaAccount = async (address) => accounts[address] ?? null
const context = { chain, read, own: key(1) }
const describeOne = (program: string, accounts: string[], data: number[]) =>
  describeSolanaRequest(
    {
      kind: 'transactions',
      transactions: [
        {
          feePayer: key(1),
          signatures: 1,
          instructions: [{ program, accounts, data: new Uint8Array(data) }],
        },
      ],
    },
    context,
  )

describe('describeSolanaRequest', () => {
  it('shows text as text and an off-chain message with its domain and format', async () => {
    expect(await describeSolanaRequest({ kind: 'text', text: 'hi\nthere' }, context)).toEqual({
      title: 'Sign message',
      rows: [{ label: 'Network', value: 'Local Solana' }],
      text: 'hi\nthere',
    })
    expect(
      await describeSolanaRequest(
        {
          kind: 'offchain',
          offchain: {
            version: 0,
            applicationDomain: key(7),
            format: 0,
            signers: [key(1)],
            text: 'Hi',
          },
        },
        context,
      ),
    ).toEqual({
      title: 'Sign message',
      rows: [
        { label: 'Network', value: 'Local Solana' },
        { label: 'Application domain', value: key(7) },
        { label: 'Format', value: 'Off-chain message, ASCII' },
      ],
      text: 'Hi',
    })
  })

  it('spells out SPL transfers and token account creation, and names other programs', async () => {
    const d = await describeSolanaRequest(
      {
        kind: 'transactions',
        transactions: [
          {
            feePayer: key(1),
            signatures: 2,
            instructions: [
              {
                program: 'ComputeBudget111111111111111111111111111111',
                accounts: [],
                // SetComputeUnitPrice: 1,000,000 micro-lamports (1 lamport) per unit.
                data: new Uint8Array([3, ...u64(1_000_000n)]),
              },
              {
                program: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
                accounts: [key(1), key(4), key(2), key(3)],
                data: new Uint8Array([1]),
              },
              {
                program: TOKEN,
                accounts: [key(5), key(3), key(4), key(1)],
                data: new Uint8Array([12, ...u64(2_500_000n), 6]),
              },
              {
                program: TOKEN,
                accounts: [key(5), key(4), key(1)],
                data: new Uint8Array([3, ...u64(1_000_000n)]),
              },
              { program: key(9), accounts: [key(8)], data: new Uint8Array([1, 2]) },
            ],
          },
        ],
      },
      context,
    )
    expect(d).toEqual({
      title: 'Approve transaction',
      rows: [
        { label: 'Network', value: 'Local Solana' },
        // Two signatures (10,000 lamports) and 1 lamport for each of the 4 × 200,000 units that
        // four instructions may use without a unit limit.
        { label: 'Network fee', value: '0.00081 SOL' },
        { label: 'Fee payer', value: key(1) },
      ],
      text: [
        'Set compute budget',
        `Create token account ${key(4)} for ${key(2)}`,
        `Send 2.5 of token ${key(3)} to token account ${key(4)}`,
        `Send 1 of token ${key(3)} to token account ${key(4)}`,
        `Call program ${key(9)} (2 bytes of data)`,
      ].join('\n'),
    })
  })

  it('warns of delegates: an amount with the decimals, or unlimited in words', async () => {
    expect(
      await describeOne(TOKEN, [key(5), key(6), key(1)], [4, ...u64(1_500_000n)]),
    ).toMatchObject({
      text: `Allow ${key(6)} to spend 1.5 of token ${key(3)} from token account ${key(5)}`,
      warnings: [
        `This gives ${key(6)} control of 1.5 of token ${key(3)} in token account ${key(5)}: it can move them without asking you again.`,
      ],
    })
    expect(
      await describeOne(TOKEN, [key(5), key(3), key(6), key(1)], [13, ...u64(MAX), 6]),
    ).toMatchObject({
      text: `Allow ${key(6)} to spend unlimited amounts of token ${key(3)} from token account ${key(5)}`,
      warnings: [
        `Unlimited: ${key(6)} can take everything in token account ${key(5)}, now and later, until you revoke it.`,
      ],
    })
    // A token account the cluster does not know: raw units, never a guessed token.
    expect(await describeOne(TOKEN, [key(8), key(6), key(1)], [4, ...u64(7n)])).toMatchObject({
      text: `Allow ${key(6)} to spend 7 raw units (token unknown) from token account ${key(8)}`,
      warnings: [
        `This gives ${key(6)} control of 7 raw units (token unknown) in token account ${key(8)}: it can move them without asking you again.`,
        `Token account ${key(8)} could not be read: the token and its decimals are unknown.`,
      ],
    })
    expect(await describeOne(TOKEN, [key(5), key(1)], [5])).toEqual(
      expect.objectContaining({ text: `Remove the delegate of token account ${key(5)}` }),
    )
  })

  it('says who gets an authority, and what closing an account sends where', async () => {
    const newOwner = new Uint8Array(32).fill(6)
    expect(await describeOne(TOKEN, [key(5), key(1)], [6, 2, 1, ...newOwner])).toMatchObject({
      text: `Make ${key(6)} the owner of token account ${key(5)}`,
      warnings: [
        `This gives ${key(6)} control of token account ${key(5)} and all its tokens: it becomes its owner.`,
      ],
    })
    expect(await describeOne(TOKEN, [key(3), key(1)], [6, 0, 1, ...newOwner])).toMatchObject({
      text: `Make ${key(6)} the mint authority of mint ${key(3)}`,
      warnings: [`This gives ${key(6)} control of mint ${key(3)} as its mint authority.`],
    })
    expect(await describeOne(TOKEN, [key(3), key(1)], [6, 1, 0])).toMatchObject({
      text: `Remove the freeze authority of mint ${key(3)}`,
    })
    expect(await describeOne(TOKEN, [key(5), key(6), key(1)], [9])).toMatchObject({
      text: `Close token account ${key(5)} and send its SOL to ${key(6)}`,
      warnings: [`Closing token account ${key(5)} sends its SOL to ${key(6)}, not to you.`],
    })
    expect((await describeOne(TOKEN, [key(5), key(1), key(1)], [9])).warnings).toBeUndefined()
  })

  it('warns when an account is handed to another program', async () => {
    const program = new Uint8Array(32).fill(9)
    expect(
      await describeOne('11111111111111111111111111111111', [key(1)], [1, 0, 0, 0, ...program]),
    ).toMatchObject({
      text: `Give account ${key(1)} to program ${key(9)}`,
      warnings: [`This gives program ${key(9)} control of account ${key(1)} and all its SOL.`],
    })
  })
})
