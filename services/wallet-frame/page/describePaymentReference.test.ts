import {
  decodeFunctionData,
  encodeFunctionData,
  encodeFunctionResult,
  erc20Abi,
  type Hex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import type { DescribeContext } from './ApprovalDescription'
import { UNDECODED_CALL_WARNING } from './approvalWarnings'
import { describeRequest } from './describeRequest'

const usdt: Hex = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const shop: Hex = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const contract: Hex = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
// As the gateway makes them: 16 random bytes (core sends them with the payment).
const reference: Hex = '0x8d2f0c7be1a94e36b5d07f1a2c3e4b5d'
const read = async (to: Hex, data: Hex): Promise<Hex> => {
  if (to.toLowerCase() !== usdt.toLowerCase()) throw new Error('execution reverted')
  const { functionName } = decodeFunctionData({ abi: erc20Abi, data })
  if (functionName === 'symbol')
    return encodeFunctionResult({ abi: erc20Abi, functionName, result: 'tUSDT' })
  if (functionName === 'decimals')
    return encodeFunctionResult({ abi: erc20Abi, functionName, result: 6 })
  throw new Error('execution reverted')
}
const context: DescribeContext = {
  chain: { name: 'Anvil', chainId: 31337, nativeCurrency: { symbol: 'ETH', decimals: 18 } },
  read,
  // The shop is an account; the other address holds a contract.
  codeAt: async (address) => (address.toLowerCase() === contract.toLowerCase() ? '0x6080' : '0x'),
}
const transfer = encodeFunctionData({
  abi: erc20Abi,
  functionName: 'transfer',
  args: [shop, 12_500_000n],
})

describe('a payment with its reference, in the approval view', () => {
  it('reads a token transfer followed by the reference as the transfer it is', async () => {
    const d = await describeRequest(
      { kind: 'transaction', tx: { to: usdt, data: `${transfer}${reference.slice(2)}` } },
      context,
    )
    expect(d.summary).toBe(`Send 12.5 tUSDT to ${shop}`)
    expect(d.warnings).toBeUndefined()
  })

  it('reads a native send with the 16 bytes as a send with a payment reference', async () => {
    const d = await describeRequest(
      { kind: 'transaction', tx: { to: shop, value: '0x2386f26fc10000', data: reference } },
      context,
    )
    expect(d.summary).toBe(`Send 0.01 ETH to ${shop} with a payment reference`)
    expect(d.rows).toEqual([
      { label: 'Payment reference', value: reference },
      { label: 'To', value: shop },
      { label: 'Amount', value: '0.01 ETH' },
      { label: 'Network', value: 'Anvil (31337)' },
    ])
    expect(d.warnings).toBeUndefined()
  })

  it('keeps 16 bytes sent to a contract, or to an address whose code is unknown, an undecoded call', async () => {
    const tx = { value: '0x2386f26fc10000', data: reference } as const
    const toContract = await describeRequest(
      { kind: 'transaction', tx: { ...tx, to: contract } },
      context,
    )
    expect(toContract.summary).toBeUndefined()
    expect(toContract.warnings).toEqual([UNDECODED_CALL_WARNING])
    const { codeAt: _, ...blind } = context
    const unknown = await describeRequest({ kind: 'transaction', tx: { ...tx, to: shop } }, blind)
    expect(unknown.warnings).toEqual([UNDECODED_CALL_WARNING])
    // Any other length is no reference.
    const longer = await describeRequest(
      { kind: 'transaction', tx: { ...tx, to: shop, data: `${reference}00` } },
      context,
    )
    expect(longer.warnings).toEqual([UNDECODED_CALL_WARNING])
  })
})
