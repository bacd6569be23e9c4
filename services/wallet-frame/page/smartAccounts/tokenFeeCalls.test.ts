import {
  defaultAccountAbstraction,
  defaultTestTokens,
  defaultTokenPaymaster,
} from '@portico/test/devnet'
import { toSimpleSmartAccount } from 'permissionless/accounts'
import {
  type Address,
  createPublicClient,
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  maxUint256,
  parseAbi,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { tokenFeeCalls } from './tokenFeeCalls'
import { tokenSpendOf } from './tokenSpendOf'

// The devnet's two test tokens, the token paymaster, and three others: a router, a recipient and
// Permit2.
const {
  erc20: { address: token },
  tetherStyle: { address: other },
} = defaultTestTokens
const [paymaster, router, bob, permit2] = [
  defaultTokenPaymaster,
  '0x000000000000000000000000000000000000dEaD',
  '0x000000000000000000000000000000000000bEEF',
  '0x000000000022D473030F116dDEE9F6B43aC78BA3',
] as const
const call = (to: Address, data: `0x${string}`) => ({ to, data })
const erc20 = (functionName: 'transfer' | 'approve', args: [Address, bigint]) =>
  encodeFunctionData({ abi: erc20Abi, functionName, args })
const executeBatchAbi = parseAbi([
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])

describe('tokenFeeCalls', () => {
  it('puts the approve of exactly the fee to the paymaster first, the same length as its placeholder', async () => {
    // The smart account's own encoding (SimpleAccount v0.7), with no node: it reads none for it.
    const account = await toSimpleSmartAccount({
      client: createPublicClient({ transport: http('http://127.0.0.1:1') }),
      owner: privateKeyToAccount(`0x${'11'.repeat(32)}`),
      entryPoint: { address: defaultAccountAbstraction.entryPoint, version: '0.7' },
      address: '0x000000000000000000000000000000000000c0DE',
    })
    const calls = [call(token, erc20('transfer', [bob, 3_000_000n]))]
    const placeholder = await account.encodeCalls(
      tokenFeeCalls(calls, { token, paymaster, amount: maxUint256 }),
    )
    const rewritten = await account.encodeCalls(
      tokenFeeCalls(calls, { token, paymaster, amount: 421_875n }),
    )
    // Estimated with the placeholder, sent with the fee: the gas of the same calldata length.
    expect(rewritten.length).toBe(placeholder.length)
    const { args } = decodeFunctionData({ abi: executeBatchAbi, data: rewritten })
    const [targets, values, data] = args
    expect(targets).toEqual([token, token])
    expect(values).toEqual([0n, 0n])
    expect(decodeFunctionData({ abi: erc20Abi, data: data[0] ?? '0x' })).toEqual({
      functionName: 'approve',
      args: [paymaster, 421_875n],
    })
    expect(data[1]).toBe(calls[0]?.data)
  })
})

describe('tokenSpendOf', () => {
  it('counts every transfer and allowance of the token, whoever the spender, and nothing of others', () => {
    expect(tokenSpendOf([call(token, erc20('transfer', [bob, 3_000_000n]))], token)).toBe(
      3_000_000n,
    )
    const swap = [
      // An allowance to a router, then the router's call that takes it: counted once, at the
      // allowance, as the router may take all of it.
      call(token, erc20('approve', [router, 5_000_000n])),
      call(router, '0x38ed1739'),
      call(token, erc20('transfer', [bob, 1n])),
      call(other, erc20('transfer', [bob, 7n])),
    ]
    expect(tokenSpendOf(swap, token)).toBe(5_000_001n)
    expect(tokenSpendOf(swap, other)).toBe(7n)
    // The router already may take 2 of it (an approval sent before): the swap may take that too,
    // once however often it is called; an allowance to a contract the calls do not reach is not.
    const standing = new Map([
      [getAddress(router), 2n],
      [getAddress(bob), 1_000n],
    ])
    expect(tokenSpendOf([...swap, call(router, '0x38ed1739')], token, standing)).toBe(5_000_003n)
    expect(tokenSpendOf([call(router, '0x38ed1739')], token, standing)).toBe(2n)
    const transferFrom = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transferFrom',
      args: [bob, other, 9n],
    })
    expect(tokenSpendOf([call(token, transferFrom)], token)).toBe(9n)
  })

  it('counts Permit2’s allowance of the token, and takes a call to it of no known amount as all of it', () => {
    const permit2Approve = encodeFunctionData({
      abi: parseAbi([
        'function approve(address token, address spender, uint160 amount, uint48 expiration)',
      ]),
      functionName: 'approve',
      args: [token, other, 4n, 0],
    })
    expect(tokenSpendOf([call(permit2, permit2Approve)], token)).toBe(4n)
    expect(tokenSpendOf([call(permit2, permit2Approve)], permit2)).toBe(0n)
    // A burn, a transferAndCall: the frame does not read them, so they may take the balance.
    expect(tokenSpendOf([call(token, '0x42966c680000')], token)).toBe(maxUint256)
    const forAll = encodeFunctionData({
      abi: parseAbi(['function setApprovalForAll(address operator, bool approved)']),
      functionName: 'setApprovalForAll',
      args: [other, true],
    })
    expect(tokenSpendOf([call(token, forAll)], token)).toBe(maxUint256)
    // Ether sent to it moves none of the token.
    expect(tokenSpendOf([{ to: token, value: 1n }], token)).toBe(0n)
    // An unlimited allowance can never be covered: such a token is not the fee's.
    expect(tokenSpendOf([call(token, erc20('approve', [other, maxUint256]))], token)).toBe(
      maxUint256,
    )
  })
})
