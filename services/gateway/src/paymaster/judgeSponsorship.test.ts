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

  it("sponsors an EIP-7702 account's calls only with a listed delegate and no initialisation call", () => {
    const SIMPLE_7702 = '0xe6Cae83BdE06E4c305530e199D7217f42808555B'
    const eip7702 = { ...paymaster, implementations: [SIMPLE_7702] }
    // Simple7702Account's (v0.8 BaseAccount's) batch: an array of (target, value, data).
    const batch08 = encodeFunctionData({
      abi: parseAbi(['function executeBatch((address target, uint256 value, bytes data)[] calls)']),
      functionName: 'executeBatch',
      args: [
        [
          { target: TOKEN, value: 0n, data: transfer },
          { target: OPEN, value: 0n, data: '0x' },
        ],
      ],
    })
    const judge7702 = (callData: Hex, delegate: string, more: Record<string, unknown> = {}) =>
      judgeSponsorship(
        policy,
        31337,
        {
          callData,
          factory: '0x7702',
          factoryData: '0x',
          eip7702Auth: { address: delegate },
          ...gas(1n),
          ...more,
        },
        eip7702,
      )
    expect(judge7702(batch08, SIMPLE_7702.toLowerCase())).toEqual({ maxCost: parseEther('0.001') })
    expect(judge7702(execute(TOKEN, transfer), SIMPLE_7702)).toEqual({
      maxCost: parseEther('0.001'),
    })
    // The policy reads the batch all the same: one unlisted call spoils it.
    const spoilt = batch08.replace(OPEN.slice(2).toLowerCase(), OTHER.slice(2)) as Hex
    expect(judge7702(spoilt, SIMPLE_7702)).toEqual({ refusal: 'call' })
    // v0.7's batch shape is not Simple7702Account's: nothing of it would run.
    expect(judge7702(batch([[TOKEN, transfer]]), SIMPLE_7702)).toEqual({ refusal: 'call' })
    expect(judge7702(batch08, OTHER)).toEqual({ refusal: 'delegate' })
    expect(judge7702(batch08, SIMPLE_7702, { factoryData: '0x1234' })).toEqual({ refusal: 'call' })
    // Without the chain's EIP-7702 paymaster no delegate is listed, nor is the marker a factory.
    expect(
      judgeSponsorship(
        policy,
        31337,
        { callData: batch08, factory: '0x7702', eip7702Auth: { address: SIMPLE_7702 } },
        paymaster,
      ),
    ).toEqual({ refusal: 'delegate' })
  })
})
