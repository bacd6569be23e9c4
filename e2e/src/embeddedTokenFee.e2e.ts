import { DEMO_UNSPONSORED_PROJECT } from '@portico/scripts'
import { screenshot } from '@portico/test'
import { fundAccount } from '@portico/test/devnet/fundAccount'
import { defaultTokenPaymaster } from '@portico/test/devnet/tokenPaymaster'
import type { Page } from 'playwright-core'
import { type Address, createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { previewSend } from './send/previewSend'
import { frameHidden, walletFrame } from './setup/embeddedWalletPage'
import { logInNewEmailAccount } from './setup/logInNewEmailAccount'
import { view } from './setup/modalLocators'
import { type DemoPage, openDemo } from './setup/openDemo'
import { stackDevnets } from './setup/stackDevnets'
import { useBrowser } from './setup/useBrowser'

const browser = useBrowser()
// Devnet A, whose tUSDT the token paymaster takes.
const [devnet] = stackDevnets(inject('stack'))
const { rpcUrl } = devnet
const tusdt = devnet.tokens.tetherStyle
const client = createPublicClient({ transport: http(rpcUrl) })
const receiver: Address = '0x90f79bf6eb2C4F870365E477e4db71cE12ebf8eE'
const byId = (page: Page, id: string) => page.getByTestId(`portico-${id}`)
const balanceOf = (address: Address) =>
  client.readContract({
    address: tusdt.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

/** The amount of a token fee as shown ('0.421875 tUSDT ($0.42)'), in the token's smallest unit. */
function feeAmount(shown: string | null): bigint {
  const amount = new RegExp(`^([\\d.]+) ${tusdt.symbol}( \\(.+\\))?$`).exec(shown ?? '')?.[1]
  if (!amount) throw new Error(`no ${tusdt.symbol} fee in: ${shown}`)
  return parseUnits(amount, tusdt.decimals)
}

const opened: DemoPage[] = []
afterAll(async () => {
  for (const demo of opened) await demo.close()
})

describe('the network fee paid in a stablecoin by a new email wallet with no ether, on a site that does not pay it', () => {
  it('sends tUSDT: the preview and the approval show one exact fee in tUSDT, and exactly that leaves the account besides the amount sent', async () => {
    const demo = await openDemo(browser(), {
      path: `/?projectId=${DEMO_UNSPONSORED_PROJECT}`,
      wallet: false,
    })
    opened.push(demo)
    const { page } = demo
    const smart = await logInNewEmailAccount(page, `token-fee-${Date.now()}@example.com`, new Set())
    await fundAccount(rpcUrl, smart, {
      tokens: [{ address: tusdt.address, amount: parseUnits('50', tusdt.decimals) }],
    })
    expect(await client.getBalance({ address: smart })).toBe(0n)
    const before = {
      account: await balanceOf(smart),
      receiver: await balanceOf(receiver),
      paymaster: await balanceOf(defaultTokenPaymaster),
    }

    await byId(page, 'account-button').click()
    await view(page, 'Account').waitFor()
    await previewSend(page, { symbol: tusdt.symbol, amount: '3', receiver })
    // The site pays nothing here and the account holds no ether: the fee is quoted in tUSDT.
    await expect
      .poll(() => byId(page, 'preview-fee').textContent(), { timeout: 30_000 })
      .toMatch(new RegExp(` ${tusdt.symbol}( |$)`))
    const previewed = feeAmount(await byId(page, 'preview-fee').textContent())
    expect(previewed).toBeGreaterThan(0n)
    await screenshot(page, 'embedded-token-fee-preview')
    await byId(page, 'send-confirm').click()

    const approvalFee = walletFrame(page)
      .locator('.pf-rows dt', { hasText: 'Network fee' })
      .locator('xpath=following-sibling::dd[1]')
    await approvalFee.waitFor({ timeout: 30_000 })
    expect(feeAmount(await approvalFee.textContent())).toBe(previewed)
    await screenshot(page, 'embedded-token-fee-approval')
    await walletFrame(page).getByTestId('portico-frame-approve').click()
    await byId(page, 'send-sent').waitFor({ timeout: 60_000 })
    await frameHidden(page)
    await byId(page, 'close').click()

    const sent = parseUnits('3', tusdt.decimals)
    expect(await balanceOf(receiver)).toBe(before.receiver + sent)
    expect(await balanceOf(smart)).toBe(before.account - sent - previewed)
    expect(await balanceOf(defaultTokenPaymaster)).toBe(before.paymaster + previewed)
    expect(await client.getBalance({ address: smart })).toBe(0n)
    expect(demo.blocked).toEqual([])
  }, 180_000)
})
