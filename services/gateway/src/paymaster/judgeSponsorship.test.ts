import { encodeFunctionData, erc20Abi, type Hex, parseAbi, parseEther, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { judgeSponsorship } from './judgeSponsorship'
import { chainPaymasterSchema, sponsorshipPolicySchema } from './paymasterConfigSchema'

const TOKEN = '0x1111111111111111111111111111111111111111'
const OPEN = '0x2222222222222222222222222222222222222222'
const OTHER = '0x3333333333333333333333333333333333333333'
const FACTORY = '0x4444444444444444444444444444444444444444'
const accountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])

const policy = sponsorshipPolicySchema.parse({
  sponsorName: 'Demo',
  chains: [31337],
  // Only transfers of the token; anything on the open contract.
  contracts: [{ address: TOKEN, selectors: ['transfer(address,uint256)'] }, { address: OPEN }],
  accountFactories: [FACTORY],
  maxCostPerOperation: '0.01',
  dailyBudget: { project: '1', perVisitor: '0.1' },
})
const paymaster = chainPaymasterSchema.parse({ address: OTHER })
const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [OTHER, 1n] })
const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [OTHER, 1n] })
const execute = (to: Hex, data: Hex = '0x') =>
  encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [to, 0n, data] })
const batch = (calls: [Hex, Hex][]) =>
  encodeFunctionData({
    abi: accountAbi,
    functionName: 'executeBatch',
    args: [calls.map(([to]) => to), [], calls.map(([, data]) => data)],
  })
// 1,000,000 gas in all (the paymaster's 100,000 included) at `gwei` per gas.
const gas = (gwei: bigint) => ({
  callGasLimit: toHex(500_000),
  verificationGasLimit: toHex(350_000),
  preVerificationGas: toHex(50_000),
  maxFeePerGas: toHex(gwei * 10n ** 9n),
})
const judge = (callData: Hex, more: Record<string, unknown> = {}, chainId = 31337) =>
  judgeSponsorship(policy, chainId, { callData, ...gas(1n), ...more }, paymaster)

describe('judgeSponsorship', () => {
  it('sponsors listed calls, answering the operation’s maximum cost', () => {
    expect(judge(execute(TOKEN, transfer))).toEqual({ maxCost: parseEther('0.001') })
    expect(judge(execute(OPEN))).toEqual({ maxCost: parseEther('0.001') })
    expect(
      judge(
        batch([
          [TOKEN, transfer],
          [OPEN, approve],
        ]),
      ),
    ).toEqual({
      maxCost: parseEther('0.001'),
    })
  })

  it('refuses a chain the policy leaves out', () => {
    expect(judge(execute(TOKEN, transfer), {}, 31338)).toEqual({ refusal: 'chain' })
  })

  it('refuses an unlisted contract, an unlisted function, and callData it cannot read', () => {
    expect(judge(execute(OTHER, transfer))).toEqual({ refusal: 'call' })
    expect(judge(execute(TOKEN, approve))).toEqual({ refusal: 'call' })
    // A listed-functions contract takes no bare call (no selector to check).
    expect(judge(execute(TOKEN))).toEqual({ refusal: 'call' })
    // One unlisted call spoils the batch.
    expect(
      judge(
        batch([
          [TOKEN, transfer],
          [OTHER, transfer],
        ]),
      ),
    ).toEqual({ refusal: 'call' })
    // Not an account's execute / executeBatch: the token's own transfer as callData.
    expect(judge(transfer)).toEqual({ refusal: 'call' })
    expect(judge('0x')).toEqual({ refusal: 'call' })
    expect(judge(batch([]))).toEqual({ refusal: 'call' })
  })

  it('sponsors an account’s creation only through a listed factory', () => {
    expect(judge(execute(OPEN), { factory: FACTORY.toUpperCase().replace('0X', '0x') })).toEqual({
      maxCost: parseEther('0.001'),
    })
    expect(judge(execute(OPEN), { factory: OTHER })).toEqual({ refusal: 'factory' })
  })

  it('refuses an operation whose maximum cost passes the cap; a stub without gas is judged on its calls', () => {
    expect(judge(execute(OPEN), gas(10n))).toEqual({ maxCost: parseEther('0.01') })
    expect(judge(execute(OPEN), gas(11n))).toEqual({ refusal: 'cost' })
    expect(judgeSponsorship(policy, 31337, { callData: execute(OPEN) }, paymaster)).toEqual({
      maxCost: undefined,
    })
  })
})
