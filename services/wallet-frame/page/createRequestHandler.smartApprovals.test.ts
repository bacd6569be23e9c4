import { deployTestTokens } from '@portico/test/devnet'
import { rpcRequest } from '@portico/test/devnet/rpcRequest'
import type { DeployedTestTokens } from '@portico/test/devnet/testTokens'
import { type Address, encodeFunctionData, maxUint256, parseAbi } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import type { createNodeFrame } from '../src/testing/createNodeFrame'
import { logInVisitor } from '../src/testing/logInVisitor'
import { setUpSmartAccountStack } from '../src/testing/setUpSmartAccountStack'
import { shownWhenDeclined } from '../src/testing/shownWhenDeclined'

// The attack: the same unlimited approve, sent by the smart account as a user operation or
// hidden in a wallet_sendCalls batch, must read as plainly as when the EOA sends it.

const PROJECT = 'smart-approvals'
const spender = '0x1111111111111111111111111111111111111111'
const approveAll = encodeFunctionData({
  abi: parseAbi(['function approve(address spender, uint256 amount)']),
  functionName: 'approve',
  args: [spender, maxUint256],
})
const unlimited =
  'Unlimited: the spender can take all of your PTT, now and later, until you revoke it.'

let tokens: DeployedTestTokens
let frame: ReturnType<typeof createNodeFrame>
let smart: Address

const stack = setUpSmartAccountStack({ projectId: PROJECT })
beforeAll(async () => {
  tokens = await deployTestTokens(stack().anvil.rpcUrl)
  const visitor = await logInVisitor(stack(), 'smart.approvals@example.com')
  expect(visitor.user.preferredAccountType).toBe('smartAccount')
  ;({ frame, smart } = visitor)
  // An account that can pay its fee: the approval's warnings are then only the calls' own.
  await rpcRequest(stack().anvil.rpcUrl, 'anvil_setBalance', [smart, '0xde0b6b3a7640000'])
}, 120_000)

const shown = (method: string, params: unknown[]) => shownWhenDeclined(frame, method, params)

describe('the smart account shows the same decoding as the EOA', () => {
  it('decodes an unlimited approve sent as a user operation', async () => {
    const d = await shown('eth_sendTransaction', [
      { from: smart, to: tokens.erc20.address, data: approveAll },
    ])
    expect(d.rows).toEqual(
      expect.arrayContaining([
        { label: 'Action', value: 'Allow spending' },
        { label: 'Amount', value: 'Unlimited PTT' },
        { label: 'Spender', value: spender },
      ]),
    )
    expect(d.warnings).toEqual([unlimited])
  })

  it('decodes each call of a wallet_sendCalls batch and raises their warnings', async () => {
    const d = await shown('wallet_sendCalls', [
      {
        calls: [
          { to: '0x000000000000000000000000000000000000bEEF', value: '0x1' },
          { to: tokens.erc20.address, data: approveAll },
        ],
      },
    ])
    expect(d.title).toBe('Approve calls')
    expect(d.text?.split('\n')[1]).toBe(
      `2. ${tokens.erc20.address} · 0 ETH · Allow ${spender} to spend Unlimited PTT`,
    )
    expect(d.warnings).toEqual([unlimited])
  })
})
