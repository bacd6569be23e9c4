import { screenshot } from '@portico/test'
import { defaultAccountAbstraction } from '@portico/test/devnet/accountAbstraction'
import { rpcRequest } from '@portico/test/devnet/rpcRequest'
import { defaultVerifyingPaymaster } from '@portico/test/devnet/verifyingPaymaster'
import type { Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  http,
  parseAbiItem,
  parseEther,
  parseUnits,
  toHex,
} from 'viem'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { frameHidden, walletFrame } from './setup/embeddedWalletPage'
import { logInNewEmailAccount } from './setup/logInNewEmailAccount'
import { view } from './setup/modalLocators'
import { type DemoPage, openDemo } from './setup/openDemo'
import { PHONE } from './setup/phoneContext'
import { pressInFrame } from './setup/tapInFrame'
import { useBrowser } from './setup/useBrowser'
import { chooseSwapToken } from './swap/chooseSwapToken'
import { quoteSwap } from './swap/quoteSwap'
import { waitForSwapSuccess } from './swap/waitForSwapSuccess'

const browser = useBrowser()
const stack = inject('stack')
const devnet = stack.chains.find((chain) => chain.chainId === 31337)
if (!devnet) throw new Error('no devnet 31337 in the stack')
const { rpcUrl } = devnet
const userOperationEvent = parseAbiItem(
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
)

const opened: DemoPage[] = []
afterAll(async () => {
  for (const demo of opened) await demo.close()
})

/** What the EntryPoint charged `sender` for each of its user operations, oldest first. */
async function chargedTo(sender: Address) {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const logs = await client.getLogs({
    address: defaultAccountAbstraction.entryPoint,
    event: userOperationEvent,
    args: { sender },
    fromBlock: 0n,
  })
  return logs.map((log) => log.args.actualGasCost ?? 0n)
}

/** A new email account's smart account on the demo, with 1 ETH and no code yet. */
async function newFundedAccount(options: Parameters<typeof openDemo>[1] = {}) {
  const demo = await openDemo(browser(), { ...options, wallet: false })
  opened.push(demo)
  const smart = await logInNewEmailAccount(demo.page, `fee-${Date.now()}@example.com`, new Set())
  await rpcRequest(rpcUrl, 'anvil_setBalance', [smart, toHex(parseEther('1'))])
  return { page: demo.page, smart }
}

/** Both fees shown are within 20 % of `paid`. */
function expectClose(shown: { preview: bigint; approval: bigint }, paid: bigint) {
  for (const fee of [shown.preview, shown.approval]) {
    expect(Number(fee) / Number(paid)).toBeGreaterThan(0.8)
    expect(Number(fee) / Number(paid)).toBeLessThan(1.2)
  }
}

/**
 * Sends `amount` ETH from the Account view through Send and its preview, approved in the frame;
 * resolves with the fee in wei the preview and the frame's approval showed ('≈ 0.00234381 ETH').
 */
async function sendFromAccount(page: Page, amount: string, receiver: Address, shot: string) {
  await page.getByTestId('portico-account-button').click()
  await view(page, 'Account').waitFor()
  await page.getByTestId('portico-wallet-feature-send').click()
  await view(page, 'WalletSend').waitFor()
  await expect.poll(() => page.getByTestId('portico-send-token').textContent()).toContain('ETH')
  await page.getByTestId('portico-send-amount').fill(amount)
  await page.getByTestId('portico-send-receiver').fill(receiver)
  await page.getByTestId('portico-send-preview').click()
  await view(page, 'WalletSendPreview').waitFor()
  const fee = page.getByTestId('portico-preview-fee')
  await expect.poll(() => fee.textContent(), { timeout: 20_000 }).toMatch(/ETH/)
  const shown = /≈ ([\d.]+) ETH/.exec((await fee.textContent()) ?? '')?.[1]
  if (!shown) throw new Error(`no fee in ${await fee.textContent()}`)
  await screenshot(page, shot)
  await page.getByTestId('portico-send-confirm').click()
  // The frame's approval prices the same user operation.
  const approvalFee = walletFrame(page)
    .locator('.pf-rows dt', { hasText: 'Network fee' })
    .locator('xpath=following-sibling::dd[1]')
  const approved = /^≈ ([\d.]+) ETH$/.exec((await approvalFee.textContent()) ?? '')?.[1]
  if (!approved) throw new Error(`no fee in the approval: ${await approvalFee.textContent()}`)
  await screenshot(page, `${shot}-approval`)
  await pressInFrame(page, 'portico-frame-approve')
  await page.getByTestId('portico-send-sent').waitFor({ timeout: 60_000 })
  // The page draws the hidden frame before its next click (one sent before goes to the frame).
  await frameHidden(page)
  await page.getByTestId('portico-close').click()
  return { preview: parseUnits(shown, 18), approval: parseUnits(approved, 18) }
}

const receiver: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('the send preview of the embedded smart account', () => {
  it('shows the fee the chain charges, for the first send that deploys the account and a later one', async () => {
    const { page, smart } = await newFundedAccount()
    const first = await sendFromAccount(page, '0.01', receiver, 'smart-fee-01-first-send-desktop')
    const second = await sendFromAccount(page, '0.02', receiver, 'smart-fee-02-later-send-desktop')
    const charged = await chargedTo(smart)
    expect(charged).toHaveLength(2)
    const [deploying = 0n, later = 0n] = charged
    // The first operation also deployed the account: it costs many times the later one.
    expect(deploying).toBeGreaterThan(later * 5n)
    expectClose(first, deploying)
    expectClose(second, later)
  })

  it('shows the deploying send’s fee on a phone too', async () => {
    const { page, smart } = await newFundedAccount({ context: PHONE })
    const first = await sendFromAccount(page, '0.01', receiver, 'smart-fee-03-first-send-phone')
    const [deploying = 0n] = await chargedTo(smart)
    expectClose(first, deploying)
  })

  it('quotes a swap the demo sponsors as paid by it, and its paymaster pays the deploying user operation', async () => {
    const { page, smart } = await newFundedAccount()
    await page.getByTestId('portico-account-button').click()
    await view(page, 'Account').waitFor()
    await page.getByTestId('portico-wallet-feature-swaps').click()
    await view(page, 'Swap').waitFor()
    await expect
      .poll(() => page.getByTestId('portico-swap-from-token').textContent())
      .toContain('ETH')
    await chooseSwapToken(page, 'to', 'PTT')
    await quoteSwap(page, '0.1', devnet.tokens.erc20.decimals)
    // The demo's policy pays for Uniswap swaps, the account's creation included.
    await expect
      .poll(() => page.getByTestId('portico-swap-fee').textContent())
      .toBe('Paid by Portico Demo')
    await screenshot(page, 'smart-fee-04-swap-quote-desktop')
    await page.getByTestId('portico-swap-review').click()
    await view(page, 'SwapPreview').waitFor()
    await page.getByTestId('portico-swap-confirm').click()
    await walletFrame(page).getByTestId('portico-frame-approve').click()
    await waitForSwapSuccess(page, 60_000, rpcUrl)
    const client = createPublicClient({ transport: http(rpcUrl) })
    const [event] = await client.getLogs({
      address: defaultAccountAbstraction.entryPoint,
      event: userOperationEvent,
      args: { sender: smart },
      fromBlock: 0n,
    })
    expect(event?.args.paymaster).toBe(defaultVerifyingPaymaster)
    // Only the 0.1 ETH sold left the account: no gas.
    expect(await client.getBalance({ address: smart })).toBe(parseEther('0.9'))
  })
})
