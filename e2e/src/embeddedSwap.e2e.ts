import { screenshot } from '@portico/test'
import { rpcRequest } from '@portico/test/devnet/rpcRequest'
import { uniswapV2AmountOut } from '@portico/test/devnet/uniswapV2AmountOut'
import { uniswapV3AmountOut } from '@portico/test/devnet/uniswapV3AmountOut'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { parseEther, parseUnits, toHex } from 'viem'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { nativeBalance, tokenBalance } from './send/erc20'
import { frameHidden, walletFrame } from './setup/embeddedWalletPage'
import { logInNewEmailAccount } from './setup/logInNewEmailAccount'
import { dialog, view } from './setup/modalLocators'
import { type DemoPage, openDemo } from './setup/openDemo'
import { PHONE } from './setup/phoneContext'
import { pressInFrame } from './setup/tapInFrame'
import { trackSteps } from './setup/trackSteps'
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
const ptt = devnet.tokens.erc20
const tusdt = devnet.tokens.tetherStyle
const byId = (page: Page, id: string) => page.getByTestId(`portico-${id}`)
const RECEIVER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const title = (page: Page) => page.locator('portico-modal .portico-header-title').textContent()

const opened: DemoPage[] = []
afterAll(async () => {
  for (const demo of opened) await demo.close()
})

/**
 * Signs the step the preview asks for (`swap-approve` or `swap-confirm`) in the frame: the
 * approval opens over the preview, and once the frame has the visitor's answer the modal is back
 * on the preview (by then perhaps on its success screen), not closed. Resolves with the text
 * the approval showed.
 */
async function signInFrame(page: Page, button: 'swap-approve' | 'swap-confirm', shot: string) {
  await byId(page, button).click()
  await view(page, 'ApproveTransaction').waitFor()
  const approval = walletFrame(page).getByTestId('portico-frame-approval')
  await approval.waitFor({ timeout: 20_000 })
  const shown = (await approval.textContent()) ?? ''
  await screenshot(page, shot)
  await pressInFrame(page, 'portico-frame-approve')
  await view(page, 'ApproveTransaction').waitFor({ state: 'hidden', timeout: 60_000 })
  const modal = (await dialog(page).count()) > 0 ? 'open' : 'closed'
  expect(modal, 'the modal after the approval').toBe('open')
  await view(page, 'SwapPreview').or(byId(page, 'swap-success')).waitFor()
  // The page draws the hidden frame before its next click (one sent before goes to the frame).
  await frameHidden(page)
  return shown
}

/** From the Account view to the Swap form. */
async function openSwap(page: Page) {
  await byId(page, 'wallet-feature-swaps').click()
  await view(page, 'Swap').waitFor()
}

const devices: { name: string; context: BrowserContextOptions }[] = [
  { name: 'desktop', context: {} },
  { name: 'phone', context: PHONE },
]

describe('swaps from an embedded smart account end inside the modal', () => {
  for (const { name, context } of devices) {
    it(`swaps ETH → PTT, then PTT → tUSDT after its allowance, each ending on Swap complete, and a native send on its confirmation (${name})`, async () => {
      const step = trackSteps()
      const demo = await openDemo(browser(), {
        wallet: false,
        context: { colorScheme: 'dark', reducedMotion: 'reduce', ...context },
      })
      opened.push(demo)
      const { page } = demo
      step('log in by email')
      const account = await logInNewEmailAccount(
        page,
        `swap-${name}-${Date.now()}@example.com`,
        new Set(),
      )
      await rpcRequest(rpcUrl, 'anvil_setBalance', [account, toHex(parseEther('1'))])

      step('ETH → PTT')
      await byId(page, 'account-button').click()
      await view(page, 'Account').waitFor()
      await openSwap(page)
      await expect.poll(() => byId(page, 'swap-from-token').textContent()).toContain('ETH')
      await chooseSwapToken(page, 'to', 'PTT')
      const boughtPtt = await quoteSwap(page, '0.1', ptt.decimals)
      await byId(page, 'swap-review').click()
      await view(page, 'SwapPreview').waitFor()
      await signInFrame(page, 'swap-confirm', `embedded-swap-${name}-01-approve-eth-ptt`)
      await waitForSwapSuccess(page, 60_000, rpcUrl)
      expect(await title(page)).toBe('Swap complete')
      expect(await byId(page, 'swap-success-summary').textContent()).toMatch(
        /^Swapped 0\.1 ETH for [\d.,]+ PTT$/,
      )
      await screenshot(page, `embedded-swap-${name}-02-eth-ptt-complete`)
      const pttHeld = await tokenBalance(rpcUrl, ptt.address, account)
      expectWithinSlippage(pttHeld, boughtPtt)

      step('PTT → tUSDT: the allowance, then the swap')
      await byId(page, 'swap-done').click()
      await view(page, 'Account').waitFor()
      await openSwap(page)
      await chooseSwapToken(page, 'from', 'PTT')
      await chooseSwapToken(page, 'to', tusdt.symbol)
      const boughtUsdt = await quoteSwap(page, '100', tusdt.decimals)
      await byId(page, 'swap-review').click()
      await view(page, 'SwapPreview').waitFor()
      expect(await byId(page, 'swap-approve').textContent()).toBe('Approve PTT')
      await signInFrame(page, 'swap-approve', `embedded-swap-${name}-03-approve-allowance`)
      // Back on the preview, the allowance mined, the swap is the one step left.
      await byId(page, 'swap-confirm').waitFor({ timeout: 60_000 })
      expect(await byId(page, 'swap-approve').count()).toBe(0)
      await screenshot(page, `embedded-swap-${name}-04-allowed`)
      await signInFrame(page, 'swap-confirm', `embedded-swap-${name}-05-approve-ptt-tusdt`)
      await waitForSwapSuccess(page, 60_000, rpcUrl)
      expect(await title(page)).toBe('Swap complete')
      await screenshot(page, `embedded-swap-${name}-06-ptt-tusdt-complete`)
      expect(pttHeld - (await tokenBalance(rpcUrl, ptt.address, account))).toBe(
        parseUnits('100', ptt.decimals),
      )
      expectWithinSlippage(await tokenBalance(rpcUrl, tusdt.address, account), boughtUsdt)
      expect(await dialog(page).count()).toBe(1)

      step('a native send from the modal')
      // Send pushes its own approval (core's sendToken): it too ends on its confirmation.
      await byId(page, 'swap-done').click()
      await view(page, 'Account').waitFor()
      await byId(page, 'wallet-feature-send').click()
      await view(page, 'WalletSend').waitFor()
      await byId(page, 'send-token').click()
      await view(page, 'WalletSendSelectToken').waitFor()
      await byId(page, 'send-token-ETH').click()
      await view(page, 'WalletSend').waitFor()
      await byId(page, 'send-amount').fill('0.01')
      await byId(page, 'send-receiver').fill(RECEIVER)
      await byId(page, 'send-preview').click()
      await view(page, 'WalletSendPreview').waitFor()
      const before = await nativeBalance(rpcUrl, RECEIVER)
      await byId(page, 'send-confirm').click()
      await view(page, 'ApproveTransaction').waitFor()
      await pressInFrame(page, 'portico-frame-approve')
      await byId(page, 'send-sent').waitFor({ timeout: 60_000 })
      expect((await nativeBalance(rpcUrl, RECEIVER)) - before).toBe(parseEther('0.01'))
      await screenshot(page, `embedded-swap-${name}-07-sent`)
      expect(demo.blocked).toEqual([])
    }, 240_000)
  }
})

describe('a swap the gateway routes through Uniswap V3', () => {
  it("swaps ETH → tUSDT at QuoterV2's quote, above what the V2 pair pays, signed in an approval that names SwapRouter02", async () => {
    const step = trackSteps()
    const demo = await openDemo(browser(), {
      wallet: false,
      context: { colorScheme: 'dark', reducedMotion: 'reduce' },
    })
    opened.push(demo)
    const { page } = demo
    step('log in by email')
    const account = await logInNewEmailAccount(page, `swap-v3-${Date.now()}@example.com`, new Set())
    const funded = parseEther('1')
    await rpcRequest(rpcUrl, 'anvil_setBalance', [account, toHex(funded)])

    step('the quote')
    await byId(page, 'account-button').click()
    await view(page, 'Account').waitFor()
    await openSwap(page)
    await chooseSwapToken(page, 'to', tusdt.symbol)
    const amountIn = parseEther('0.02')
    const quoted = await quoteSwap(page, '0.02', tusdt.decimals)
    // The stack's WETH/tUSDT pool at 0.05 % is twice as deep as the V2 pair at 0.3 %: the route
    // through it pays more, and the form shows QuoterV2's own answer, to the unit.
    const { weth, router } = devnet.uniswap
    const path = { tokenIn: weth, tokenOut: tusdt.address }
    expect(quoted.out).toBe(
      await uniswapV3AmountOut(rpcUrl, devnet.uniswapV3.quoterV2, { ...path, fee: 500, amountIn }),
    )
    expect(quoted.out).toBeGreaterThan(
      await uniswapV2AmountOut(rpcUrl, router, amountIn, [weth, tusdt.address]),
    )

    step('the approval names SwapRouter02')
    await byId(page, 'swap-review').click()
    await view(page, 'SwapPreview').waitFor()
    const approval = await signInFrame(
      page,
      'swap-confirm',
      'embedded-swap-v3-01-approve-eth-tusdt',
    )
    expect(approval).toMatch(/Swap 0\.02 ETH for at least [\d.,]+ tUSDT/)
    expect(approval).toContain(`Uniswap SwapRouter02 · ${devnet.uniswapV3.swapRouter02}`)
    expect(approval).toContain('paid by Portico Demo')
    await waitForSwapSuccess(page, 60_000, rpcUrl)
    expect(await byId(page, 'swap-success-summary').textContent()).toMatch(
      /^Swapped 0\.02 ETH for [\d.,]+ tUSDT$/,
    )
    await screenshot(page, 'embedded-swap-v3-02-eth-tusdt-complete')

    step('the balances after')
    // Nothing else trades in the pool meanwhile: it pays the quote to the unit.
    expect(await tokenBalance(rpcUrl, tusdt.address, account)).toBe(quoted.out)
    // The demo sponsors swaps through SwapRouter02: its paymaster pays the user operation's fee,
    // and the account spends exactly what it swapped.
    expect(funded - (await nativeBalance(rpcUrl, account))).toBe(amountIn)
    expect(demo.blocked).toEqual([])
  }, 180_000)
})
