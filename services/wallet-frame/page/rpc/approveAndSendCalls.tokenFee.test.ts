import { tokenFeeOf } from '@portico/common'
import {
  defaultTestTokens,
  defaultTokenPaymaster,
  fundAccount,
  rpcRequest,
} from '@portico/test/devnet'
import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseAbi,
  parseEventLogs,
  parseUnits,
  toHex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import type { createNodeFrame } from '../../src/testing/createNodeFrame'
import { logInVisitor } from '../../src/testing/logInVisitor'
import { setUpSmartAccountStack } from '../../src/testing/setUpSmartAccountStack'

const PROJECT = 'token-fee-test'
const tusdt = defaultTestTokens.tetherStyle
const ptt = defaultTestTokens.erc20
const recipient: Address = '0x000000000000000000000000000000000000bEEF'
const sink: Address = '0x000000000000000000000000000000000000dEaD'
const router: Address = '0x000000000000000000000000000000000000c0DE'
const entryPointAbi = parseAbi([
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
])
const transferData = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
const tusdtUnits = (amount: string) => parseUnits(amount, tusdt.decimals)
// The gateway's price: $3,000 an ether in $1 tUSDT (6 decimals), its 10 % markup added.
const TUSDT_PER_ETHER = 3_300_000_000n

// A devnet with ERC-4337, the test tokens and PorticoTokenPaymaster, its alto, a real gateway
// whose token paymaster takes tUSDT at $1 with ether at $3,000 (10 % markup: 3,300 tUSDT an
// ether), a project that sponsors nothing, and the frame service naming both test tokens.
const stack = setUpSmartAccountStack({
  projectId: PROJECT,
  tokenPaymaster: { prices: { ETH: 3000, tUSDT: 1, PTT: 2 } },
})

describe('the embedded wallet’s network fee paid in a token by an account with no ether', () => {
  let frame: ReturnType<typeof createNodeFrame>
  let smart: Address
  const chain = () => stack().chain()
  const balanceOf = (token: Address, account: Address) =>
    chain().readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    })
  const request = (method: string, params: unknown[]) =>
    frame.request('RPC_REQUEST', { method, params })
  const estimate = (to: Address, data: Hex) =>
    frame.request('ESTIMATE_FEE', { chainId: 31337, from: smart, to, data }) as Promise<{
      fee: Hex
      paidIn?: { token: Address; symbol: string; decimals: number; amount: Hex }
      insufficientFunds?: true
    }>
  const feeRow = () => frame.asked.at(-1)?.rows.find((row) => row.label === 'Network fee')?.value
  // The fee the approval showed, '0.421875 tUSDT', in the token's smallest unit.
  const shownFee = () => {
    const amount = /^([\d.]+) tUSDT$/.exec(feeRow() ?? '')?.[1]
    if (!amount) throw new Error(`no tUSDT fee shown: ${feeRow()}`)
    return tusdtUnits(amount)
  }
  const operationOf = async (hash: Hex) => {
    const receipt = await chain().getTransactionReceipt({ hash })
    const [event] = parseEventLogs({ abi: entryPointAbi, logs: receipt.logs })
    return event?.args
  }
  const snapshot = async () => ({
    account: await balanceOf(tusdt.address, smart),
    paymaster: await balanceOf(tusdt.address, defaultTokenPaymaster),
  })
  // The operation of `hash` paid through the token paymaster: the account lost `sent` tUSDT and
  // the fee alone since `before`, the paymaster gained the fee. Answers the operation's event.
  const expectPaid = async (
    hash: Hex,
    before: Awaited<ReturnType<typeof snapshot>>,
    { sent, fee }: { sent: bigint; fee: bigint },
  ) => {
    const operation = await operationOf(hash)
    expect(operation).toMatchObject({ paymaster: defaultTokenPaymaster, success: true })
    const after = await snapshot()
    expect(after.account).toBe(before.account - sent - fee)
    expect(after.paymaster).toBe(before.paymaster + fee)
    return operation
  }

  it('sends 3 tUSDT from a fresh account: the approval shows the fee, and exactly 3 and that fee leave it', async () => {
    ;({ frame, smart } = await logInVisitor(stack(), 'token-fee@example.com'))
    await fundAccount(stack().anvil.rpcUrl, smart, {
      tokens: [{ address: tusdt.address, amount: tusdtUnits('50') }],
    })
    expect(await chain().getBalance({ address: smart })).toBe(0n)
    const data = transferData(recipient, tusdtUnits('3'))
    const previewed = await estimate(tusdt.address, data)
    expect(previewed).toMatchObject({
      fee: '0x0',
      paidIn: { token: tusdt.address, symbol: 'tUSDT', decimals: 6 },
    })
    expect(previewed).not.toHaveProperty('insufficientFunds')
    const before = await snapshot()
    const hash = (await request('eth_sendTransaction', [
      { from: smart, to: tusdt.address, data },
    ])) as Hex
    const fee = shownFee()
    // The preview the kit shows is the approval's amount.
    expect(fee).toBe(BigInt(previewed.paidIn?.amount ?? '0x0'))
    expect(frame.asked.at(-1)?.warnings ?? []).not.toContain('Insufficient balance')
    const operation = await expectPaid(hash, before, { sent: tusdtUnits('3'), fee })
    expect(operation?.sender).toBe(smart)
    // Priced at the operation's most, the fee covers the gas it used at the gateway's price.
    expect(fee).toBeGreaterThanOrEqual(tokenFeeOf(operation?.actualGasCost ?? 0n, TUSDT_PER_ETHER))
    expect(await chain().getCode({ address: smart })).toMatch(/^0x[0-9a-f]{2,}/)
    expect(await balanceOf(tusdt.address, recipient)).toBe(tusdtUnits('3'))
    expect(await chain().getBalance({ address: smart })).toBe(0n)
    // What it approved the paymaster for is what it took: no allowance is left over.
    expect(
      await chain().readContract({
        address: tusdt.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [smart, defaultTokenPaymaster],
      }),
    ).toBe(0n)
  }, 120_000)

  it('pays a PTT transfer’s fee in tUSDT, the token the gateway takes of those the frame names', async () => {
    await fundAccount(stack().anvil.rpcUrl, smart, {
      tokens: [{ address: ptt.address, amount: parseUnits('5', ptt.decimals) }],
    })
    const before = await snapshot()
    const hash = (await request('eth_sendTransaction', [
      {
        from: smart,
        to: ptt.address,
        data: transferData(recipient, parseUnits('1', ptt.decimals)),
      },
    ])) as Hex
    const fee = shownFee()
    await expectPaid(hash, before, { sent: 0n, fee })
    expect(await balanceOf(ptt.address, smart)).toBe(parseUnits('4', ptt.decimals))
    expect(await chain().getBalance({ address: smart })).toBe(0n)
  }, 120_000)

  it('lets no page choose the fee’s token or amount: its paymaster capability and context are not read', async () => {
    const before = await snapshot()
    const { id } = (await request('wallet_sendCalls', [
      {
        calls: [{ to: tusdt.address, data: transferData(recipient, tusdtUnits('1')) }],
        capabilities: {
          paymasterService: {
            url: 'https://paymaster.attacker.example/rpc',
            context: { token: ptt.address, tokenAmount: '0x1' },
          },
        },
      },
    ])) as { id: Hex }
    const fee = shownFee()
    const status = (await request('wallet_getCallsStatus', [id])) as {
      receipts: { transactionHash: Hex }[]
    }
    const hash = status.receipts[0]?.transactionHash ?? '0x'
    await expectPaid(hash, before, { sent: tusdtUnits('1'), fee })
    expect(await balanceOf(ptt.address, smart)).toBe(parseUnits('4', ptt.decimals))
  }, 120_000)

  it('asks again with the new fee when gas costs more after the approval, and debits what the second showed', async () => {
    const held = frame.holdNextApproval()
    const before = await snapshot()
    const sending = request('eth_sendTransaction', [
      { from: smart, to: tusdt.address, data: transferData(recipient, tusdtUnits('1')) },
    ])
    await held.shown
    const approved = shownFee()
    // Gas costs three times as much from the next block on: the approved fee no longer covers
    // the operation at its most.
    const { rpcUrl } = stack().anvil
    const { baseFeePerGas } = await chain().getBlock()
    await rpcRequest(rpcUrl, 'anvil_setNextBlockBaseFeePerGas', [toHex((baseFeePerGas ?? 0n) * 3n)])
    await rpcRequest(rpcUrl, 'evm_mine', [])
    held.answer(true)
    const hash = (await sending) as Hex
    const again = frame.asked.at(-1)
    expect(again?.warnings).toContain("The network fee's price changed. Try again.")
    const fee = shownFee()
    expect(fee).toBeGreaterThan(approved)
    await expectPaid(hash, before, { sent: tusdtUnits('1'), fee })
    expect(await chain().getBalance({ address: smart })).toBe(0n)
  }, 120_000)

  it('counts what a contract the calls reach may already take of the token: such a call’s fee stays in ether', async () => {
    // A router the account approved, in an earlier transaction, for all its tUSDT but 1: a call
    // to it may take that, and the fee after it would find too little.
    const { account } = await snapshot()
    await asAccount(smart, 'approve', [router, account - tusdtUnits('1')])
    const call = (to: Address) => estimate(to, '0x7ff36ab5')
    const toRouter = await call(router)
    expect(toRouter).not.toHaveProperty('paidIn')
    expect(toRouter).toMatchObject({ insufficientFunds: true })
    // The same call to a contract with no allowance pays its fee in tUSDT.
    expect(await call(sink)).toMatchObject({ paidIn: { token: tusdt.address } })
    await asAccount(smart, 'approve', [router, 0n])
  }, 120_000)

  it('sends nothing when the balance falls below the approved fee before the signature, and asks again', async () => {
    const held = frame.holdNextApproval()
    frame.nextDecision(false)
    const before = await snapshot()
    const sending = request('eth_sendTransaction', [
      { from: smart, to: tusdt.address, data: transferData(recipient, tusdtUnits('1')) },
    ])
    const shown = await held.shown
    expect(shown.rows.find((row) => row.label === 'Network fee')?.value).toMatch(/^[\d.]+ tUSDT$/)
    // The account spends all but 1 tUSDT elsewhere while the approval is open.
    await asAccount(smart, 'transfer', [sink, before.account - tusdtUnits('1')])
    held.answer(true)
    await expect(sending).rejects.toThrow('User rejected the request.')
    const again = frame.asked.at(-1)
    expect(again?.warnings).toContain('Not enough tUSDT to pay the network fee')
    // It can no longer pay in the token: the ether fee it cannot pay either.
    expect(again?.rows.find((row) => row.label === 'Network fee')?.value).toMatch(/^≈ [\d.]+ ETH$/)
    expect(again?.warnings).toContain('Insufficient balance')
    expect(await snapshot()).toEqual({ account: tusdtUnits('1'), paymaster: before.paymaster })
  }, 120_000)

  it('stays on the ether fee when the token cannot cover both the fee and what the calls send of it', async () => {
    const answer = await estimate(tusdt.address, transferData(recipient, tusdtUnits('1')))
    expect(answer).not.toHaveProperty('paidIn')
    expect(answer).toMatchObject({ insufficientFunds: true })
    expect(BigInt(answer.fee)).toBeGreaterThan(0n)
  }, 120_000)
})

// Calls tUSDT's `transfer` or `approve` as the smart account itself, outside the frame (anvil
// impersonation, with ether for that transaction's gas only, taken back after).
async function asAccount(
  account: Address,
  functionName: 'transfer' | 'approve',
  args: readonly [Address, bigint],
) {
  const { rpcUrl } = stack().anvil
  await rpcRequest(rpcUrl, 'anvil_impersonateAccount', [account])
  await rpcRequest(rpcUrl, 'anvil_setBalance', [account, '0xde0b6b3a7640000'])
  const wallet = createWalletClient({ account, transport: http(rpcUrl) })
  const hash = await wallet.writeContract({
    chain: null,
    address: tusdt.address,
    abi: erc20Abi,
    functionName,
    args,
  })
  await stack().chain().waitForTransactionReceipt({ hash })
  await rpcRequest(rpcUrl, 'anvil_setBalance', [account, '0x0'])
  await rpcRequest(rpcUrl, 'anvil_stopImpersonatingAccount', [account])
}
