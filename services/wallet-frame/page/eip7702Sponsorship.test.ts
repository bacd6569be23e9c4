import { defaultTestTokens, eip7702Devnet, fundAccount } from '@portico/test/devnet'
import { readTokenBalance } from '@portico/test/devnet/readTokenBalance'
import type { Address, Hex } from 'viem'
import { encodeFunctionData, erc20Abi, parseEther, parseEventLogs, toHex } from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { logInVisitor } from '../src/testing/logInVisitor'
import { setUpSmartAccountStack } from '../src/testing/setUpSmartAccountStack'
import { delegationCode } from './smartAccounts/delegationCode'

const SPONSOR = 'Delegation Shop'
const token = defaultTestTokens.erc20.address
const recipient: Address = '0x000000000000000000000000000000000000bEEF'

// Devnet A with both EntryPoints, the test tokens, the v0.7 VerifyingPaymaster and the v0.8
// PorticoVerifyingPaymaster, alto, a gateway that pays for the project's transfers of the test
// token, and the frame service.
const stack = setUpSmartAccountStack({
  projectId: 'eip7702-sponsor-test',
  eip7702: true,
  sponsorship: {
    sponsorName: SPONSOR,
    chains: [31337],
    contracts: [{ address: token, selectors: ['transfer(address,uint256)'] }],
    maxCostPerOperation: '0.05',
    dailyBudget: { project: '10', perVisitor: '1' },
  },
})

describe("the delegated EOA's user operations paid by the site's own paymaster, or by the visitor when it will not", () => {
  let frame: Awaited<ReturnType<typeof logInVisitor>>['frame']
  let eoa: Address
  const chain = () => stack().chain()
  const transfer = (amount: bigint) =>
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] })
  const send = (tx: { to: Address; value?: Hex; data?: Hex }) =>
    frame.request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ from: eoa, ...tx }] })
  const feeRow = () => frame.asked.at(-1)?.rows.find((row) => row.label === 'Network fee')?.value

  it('delegates a fresh EOA with no ether in a transfer the site pays for, the approval saying both', async () => {
    const visitor = await logInVisitor(stack(), 'sponsored7702@example.com')
    frame = visitor.frame
    eoa = visitor.eoa
    await frame.request('SET_PREFERRED_ACCOUNT', { type: 'eip7702' })
    await fundAccount(stack().anvil.rpcUrl, eoa, {
      tokens: [{ address: token, amount: parseEther('10') }],
    })
    // The page's preview and the approval both say the site pays.
    const data = transfer(parseEther('1'))
    const preview = await frame.request('ESTIMATE_FEE', {
      chainId: 31337,
      from: eoa,
      to: token,
      data,
    })
    expect(preview).toEqual({ fee: '0x0', gas: '0x0', gasPrice: '0x0', paidBy: SPONSOR })
    const hash = (await send({ to: token, data })) as Hex
    expect(frame.asked.at(-1)?.notes).toEqual([
      'Upgrade your account to a smart account on Devnet A',
    ])
    expect(feeRow()).toBe(`paid by ${SPONSOR}`)
    const receipt = await chain().getTransactionReceipt({ hash })
    const [event] = parseEventLogs({
      abi: entryPoint08Abi,
      eventName: 'UserOperationEvent',
      logs: receipt.logs,
    })
    expect(event?.args).toMatchObject({
      sender: eoa,
      paymaster: eip7702Devnet.paymaster,
      success: true,
    })
    expect(await chain().getCode({ address: eoa })).toBe(
      delegationCode(eip7702Devnet.implementation),
    )
    expect(await chain().getBalance({ address: eoa })).toBe(0n)
    expect(await readTokenBalance(chain(), token, recipient)).toBe(parseEther('1'))
  })

  it('lets the visitor pay for what the site does not sponsor', async () => {
    await fundAccount(stack().anvil.rpcUrl, eoa, { value: parseEther('1') })
    const hash = (await send({ to: recipient, value: toHex(parseEther('0.1')) })) as Hex
    expect(feeRow()).toMatch(/^≈ 0\.0\d+ ETH$/)
    const receipt = await chain().getTransactionReceipt({ hash })
    const [event] = parseEventLogs({
      abi: entryPoint08Abi,
      eventName: 'UserOperationEvent',
      logs: receipt.logs,
    })
    expect(event?.args).toMatchObject({ sender: eoa, success: true })
    expect(event?.args.paymaster).toBe('0x0000000000000000000000000000000000000000')
    // The visitor's own ether paid (what the EntryPoint took beyond the cost stays deposited there).
    const left = await chain().getBalance({ address: eoa })
    expect(left).toBeLessThanOrEqual(parseEther('0.9') - (event?.args.actualGasCost ?? 0n))
    expect(left).toBeGreaterThan(parseEther('0.89'))
  })
})
