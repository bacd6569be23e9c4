import { describe, expect, it } from 'vitest'
import { ERC20_TRANSFER_TOPIC, erc20Paid } from './erc20Paid'
import { evmNativePaid } from './evmNativePaid'
import type { EvmCallFrame, EvmTransaction } from './evmPaymentSchemas'

const recipient = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const payer = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const bundler = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
const entryPoint = '0x0000000071727de22e5e9d8baf0edac6f37da032'
const account = '0x90f79bf6eb2c4f870365e785982e1f101e93b906'
const token = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'
const hex = (n: bigint) => `0x${n.toString(16)}`
const topic = (address: string) => `0x${address.slice(2).padStart(64, '0')}`
const word = (n: bigint) => `0x${n.toString(16).padStart(64, '0')}`

const tx = (fields: Partial<EvmTransaction>): EvmTransaction => ({
  hash: `0x${'ab'.repeat(32)}`,
  from: payer,
  to: recipient,
  value: '0x0',
  blockNumber: '0x5',
  ...fields,
})

describe('evmNativePaid', () => {
  it("reads a plain transfer from the transaction's to and value", () => {
    expect(
      evmNativePaid({
        transaction: tx({ value: hex(10n ** 16n) }),
        recipient: recipient.toUpperCase().replace('0X', '0x'),
      }),
    ).toEqual({
      paid: 10n ** 16n,
      from: payer,
    })
    expect(evmNativePaid({ transaction: tx({ to: account, value: '0x1' }), recipient })).toEqual({
      paid: 0n,
      from: undefined,
    })
    // Paying oneself pays nothing.
    expect(
      evmNativePaid({ transaction: tx({ from: recipient, value: '0x1' }), recipient }).paid,
    ).toBe(0n)
  })

  it("reads a smart account's payment inside a bundle from the trace, reverted frames left out", () => {
    const frame = (f: EvmCallFrame): EvmCallFrame => f
    const trace = frame({
      type: 'CALL',
      from: bundler,
      to: entryPoint,
      value: '0x0',
      calls: [
        frame({
          type: 'CALL',
          from: entryPoint,
          to: account,
          value: '0x0',
          calls: [frame({ type: 'CALL', from: account, to: recipient, value: hex(7n) })],
        }),
        // A second user operation that reverted: its payment never happened.
        frame({
          type: 'CALL',
          from: entryPoint,
          to: account,
          error: 'execution reverted',
          calls: [frame({ type: 'CALL', from: account, to: recipient, value: hex(100n) })],
        }),
        // DELEGATECALL and STATICCALL move nothing.
        frame({ type: 'DELEGATECALL', from: account, to: recipient, value: hex(50n) }),
        frame({ type: 'STATICCALL', from: account, to: recipient }),
      ],
    })
    expect(
      evmNativePaid({ transaction: tx({ from: bundler, to: entryPoint }), trace, recipient }),
    ).toEqual({
      paid: 7n,
      from: account,
    })
  })

  it('takes off what the recipient sends on in the same transaction', () => {
    const trace: EvmCallFrame = {
      type: 'CALL',
      from: payer,
      to: recipient,
      value: hex(10n),
      calls: [{ type: 'CALL', from: recipient, to: payer, value: hex(10n) }],
    }
    expect(evmNativePaid({ transaction: tx({ value: hex(10n) }), trace, recipient }).paid).toBe(0n)
  })
})

describe('erc20Paid', () => {
  const transfer = (address: string, from: string, to: string, value: bigint) => ({
    address,
    topics: [ERC20_TRANSFER_TOPIC, topic(from), topic(to)],
    data: word(value),
  })

  it("adds up the token's Transfer logs to the recipient", () => {
    const logs = [
      transfer(token, payer, recipient, 12_000_000n),
      transfer(token, account, recipient, 500_000n),
    ]
    expect(erc20Paid({ logs, token: token.toUpperCase().replace('0X', '0x'), recipient })).toEqual({
      paid: 12_500_000n,
      from: payer,
    })
  })

  it("counts no other contract's log, no ERC-721 Transfer and no malformed data", () => {
    const other = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
    const logs = [
      transfer(other, payer, recipient, 12_500_000n),
      {
        ...transfer(token, payer, recipient, 1n),
        topics: [...transfer(token, payer, recipient, 1n).topics, word(1n)],
      },
      { ...transfer(token, payer, recipient, 1n), data: '0x' },
      transfer(token, payer, account, 99n),
    ]
    expect(erc20Paid({ logs, token, recipient })).toEqual({ paid: 0n, from: undefined })
  })
})
