import { defaultAccountAbstraction } from '@portico/test/devnet/accountAbstraction'
import { fundAccount } from '@portico/test/devnet/fundAccount'
import { defaultVerifyingPaymaster } from '@portico/test/devnet/verifyingPaymaster'
import type { Page } from 'playwright-core'
import { type Address, createPublicClient, erc20Abi, http, parseAbi } from 'viem'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { previewSend } from './send/previewSend'
import { frameHidden, walletFrame } from './setup/embeddedWalletPage'
import { logInNewEmailAccount } from './setup/logInNewEmailAccount'
import { view } from './setup/modalLocators'
import { type DemoPage, openDemo } from './setup/openDemo'
import { useBrowser } from './setup/useBrowser'
import { chooseSwapToken } from './swap/chooseSwapToken'
import { expectWithinSlippage } from './swap/expectWithinSlippage'
import { quoteSwap } from './swap/quoteSwap'
import { waitForSwapSuccess } from './swap/waitForSwapSuccess'

const browser = useBrowser()
const stack = inject('stack')
const devnet = stack.chains.find((chain) => chain.chainId === 31337)
if (!devnet) throw new Error('no devnet 31337 in the stack')
const { rpcUrl } = devnet
const token = devnet.tokens.erc20
const tusdt = devnet.tokens.tetherStyle
const client = createPublicClient({ transport: http(rpcUrl) })
const entryPointAbi = parseAbi([
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
  'function balanceOf(address account) view returns (uint256)',
])
const receiver: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
// The demo shop, which the demo's token batch gives an allowance.
const DEMO_SHOP: Address = '0xc0ffee254729296a45a3885639AC7E10F9d54979'
const SPONSOR = 'Portico Demo'
const byId = (page: Page, id: string) => page.getByTestId(`portico-${id}`)

const deposit = () =>
  client.readContract({
    address: defaultAccountAbstraction.entryPoint,
    abi: entryPointAbi,
    functionName: 'balanceOf',
    args: [defaultVerifyingPaymaster],
  })
const tokenBalance = (address: Address, of: Address = token.address) =>
  client.readContract({ address: of, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
// The account's user operations so far, oldest first.
const operations = (sender: Address) =>
  client.getContractEvents({
    address: defaultAccountAbstraction.entryPoint,
    abi: entryPointAbi,
    eventName: 'UserOperationEvent',
    args: { sender },
    fromBlock: 0n,
  })

/** The network fee row of the frame's approval on `page`. */
const approvalFee = (page: Page) =>
  walletFrame(page)
    .locator('.pf-rows dt', { hasText: 'Network fee' })
    .locator('xpath=following-sibling::dd[1]')

/**
 * Approves the frame's open approval on `page`, which must say the demo pays its fee. The page's
 * next click waits for `frameHidden`: one sent before the page draws the hidden frame goes to it.
 */
async function approvePaidBySite(page: Page) {
  await walletFrame(page).getByTestId('portico-frame-approve').waitFor({ timeout: 30_000 })
  expect(await approvalFee(page).textContent()).toBe(`paid by ${SPONSOR}`)
  await walletFrame(page).getByTestId('portico-frame-approve').click()
}

/**
 * What the operations after the first `seen` did: each one paid by the demo's VerifyingPaymaster
 * and successful; resolves their gas cost, which the paymaster's deposit paid.
 */
async function expectSponsoredSince(sender: Address, seen: number): Promise<bigint> {
  const events = (await operations(sender)).slice(seen)
  expect(events.length).toBeGreaterThan(0)
  for (const event of events)
    expect(event.args).toMatchObject({ paymaster: defaultVerifyingPaymaster, success: true })
  return events.reduce((sum, event) => sum + (event.args.actualGasCost ?? 0n), 0n)
}

// One visitor for the whole file (a login is the slowest step), logged in by the first test that
// needs it: a new email wallet that holds PTT and never any ether.
let visitor: Promise<{ demo: DemoPage; smart: Address }> | undefined
const logIn = async () => {
  const demo = await openDemo(browser(), { wallet: false })
  const smart = await logInNewEmailAccount(
    demo.page,
    `sponsored-${Date.now()}@example.com`,
    new Set(),
  )
  await fundAccount(rpcUrl, smart, { tokens: [{ address: token.address, amount: 10n ** 20n }] })
  return { demo, smart }
}
const theVisitor = () => {
  visitor ??= logIn()
  return visitor
}
afterAll(async () => {
  await (await visitor)?.demo.close()
})

describe('gas paid by the demo’s own paymaster for a new email wallet with no ether', () => {
  it('sends PTT with 0 ETH: the preview and the approval say who pays, the paymaster’s deposit pays', async () => {
    const { demo, smart } = await theVisitor()
    const { page } = demo
    expect(await client.getBalance({ address: smart })).toBe(0n)
    const before = { deposit: await deposit(), received: await tokenBalance(receiver) }

    await byId(page, 'account-button').click()
    await view(page, 'Account').waitFor()
    await previewSend(page, { symbol: 'PTT', amount: '3', receiver })
    await expect
      .poll(() => byId(page, 'preview-fee').textContent(), { timeout: 30_000 })
      .toBe(`Paid by ${SPONSOR}`)
    await byId(page, 'send-confirm').click()
    await approvePaidBySite(page)
    await byId(page, 'send-sent').waitFor({ timeout: 60_000 })
    await frameHidden(page)
    await byId(page, 'close').click()

    const amount = 3n * 10n ** BigInt(token.decimals)
    expect(await tokenBalance(receiver)).toBe(before.received + amount)
    expect(await client.getBalance({ address: smart })).toBe(0n)
    const paid = await expectSponsoredSince(smart, 0)
    expect(await deposit()).toBeLessThanOrEqual(before.deposit - paid)
  }, 180_000)

  it('swaps PTT → tUSDT with 0 ETH: the allowance and the swap paid by the demo', async () => {
    const { demo, smart } = await theVisitor()
    const { page } = demo
    const seen = (await operations(smart)).length
    const before = {
      deposit: await deposit(),
      ptt: await tokenBalance(smart),
      tusdt: await tokenBalance(smart, tusdt.address),
    }
    await byId(page, 'account-button').click()
    await view(page, 'Account').waitFor()
    await byId(page, 'wallet-feature-swaps').click()
    await view(page, 'Swap').waitFor()
    await chooseSwapToken(page, 'from', 'PTT')
    await chooseSwapToken(page, 'to', tusdt.symbol)
    const bought = await quoteSwap(page, '2', tusdt.decimals)
    expect(await byId(page, 'swap-fee').textContent()).toBe(`Paid by ${SPONSOR}`)
    await byId(page, 'swap-review').click()
    await view(page, 'SwapPreview').waitFor()
    await byId(page, 'swap-approve').click()
    await approvePaidBySite(page)
    // The allowance mined, the swap is the one step left.
    await byId(page, 'swap-confirm').waitFor({ timeout: 60_000 })
    await frameHidden(page)
    await byId(page, 'swap-confirm').click()
    await approvePaidBySite(page)
    await waitForSwapSuccess(page, 60_000, rpcUrl)
    await frameHidden(page)
    await byId(page, 'close').click()

    expect(before.ptt - (await tokenBalance(smart))).toBe(2n * 10n ** BigInt(token.decimals))
    expectWithinSlippage((await tokenBalance(smart, tusdt.address)) - before.tusdt, bought)
    expect(await client.getBalance({ address: smart })).toBe(0n)
    const paid = await expectSponsoredSince(smart, seen)
    expect((await operations(smart)).length - seen).toBe(2)
    expect(await deposit()).toBeLessThanOrEqual(before.deposit - paid)
  }, 180_000)

  it('sends the demo’s token batch (an allowance and a transfer) in one operation with 0 ETH', async () => {
    const { demo, smart } = await theVisitor()
    const { page } = demo
    const seen = (await operations(smart)).length
    const before = { deposit: await deposit(), received: await tokenBalance(receiver) }
    await byId(page, 'account-button').waitFor()
    await page.getByTestId('demo-batch-tokens').click()
    await approvePaidBySite(page)
    await expect
      .poll(() => page.getByTestId('demo-batch-tokens-status').textContent(), { timeout: 60_000 })
      .toBe('Batch confirmed')

    const onePtt = 10n ** BigInt(token.decimals)
    expect(await tokenBalance(receiver)).toBe(before.received + onePtt)
    expect(
      await client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [smart, DEMO_SHOP],
      }),
    ).toBe(onePtt)
    expect(await client.getBalance({ address: smart })).toBe(0n)
    const paid = await expectSponsoredSince(smart, seen)
    expect((await operations(smart)).length - seen).toBe(1)
    expect(await deposit()).toBeLessThanOrEqual(before.deposit - paid)
  }, 180_000)

  it('shows the site’s reason for an ether send it does not pay for, and sends nothing when declined', async () => {
    const { demo, smart } = await theVisitor()
    const { page } = demo
    const seen = (await operations(smart)).length
    await page.getByTestId('demo-send').click()
    await expect
      .poll(
        () => walletFrame(page).getByTestId('portico-frame-approval-warning').allTextContents(),
        { timeout: 30_000 },
      )
      .toEqual(
        expect.arrayContaining([
          'This site does not pay the network fee for this action',
          'Insufficient balance',
        ]),
      )
    // With no ether, the fee is still the one the visitor would pay.
    expect(await approvalFee(page).textContent()).toMatch(/^≈ [\d.]+ ETH$/)
    await walletFrame(page).getByTestId('portico-frame-decline').click()
    await page.waitForTimeout(1_000)
    expect(await operations(smart)).toHaveLength(seen)
    expect(await client.getBalance({ address: smart })).toBe(0n)
  })
})
