import type { StackInfo } from '@portico/scripts'
import { rpcRequest } from '@portico/test'
import type { Page } from 'playwright-core'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { expect } from 'vitest'
import { installStackWallet } from '../setup/installStackWallet'
import { view } from '../setup/modalLocators'
import { stackDevnets } from '../setup/stackDevnets'

const text = (page: Page, testId: string) => () => page.getByTestId(testId).textContent()

/**
 * AppKit's quick start as a visitor uses it, at `url`: connects the injected test wallet with
 * `<appkit-button>`, signs in (DefaultSIWX), pays with AppKit Pay's `usePay`, switches network
 * through `useAppKit().open`, and disconnects; AppKit's hooks and wagmi's own agree at every step.
 * @example
 * await useAppkitQuickstart(page, appUrl, inject('stack'))
 */
export async function useAppkitQuickstart(
  page: Page,
  url: string,
  stack: StackInfo,
): Promise<void> {
  const [devnetA, devnetB] = stackDevnets(stack)
  // A key of its own: the e2e lanes run this beside the browser files, which send from the
  // shared dev accounts.
  const privateKey = generatePrivateKey()
  await rpcRequest(devnetA.rpcUrl, 'anvil_setBalance', [
    privateKeyToAddress(privateKey),
    `0x${parseEther('1').toString(16)}`,
  ])
  const wallet = await installStackWallet(page, stack, { privateKey })
  await page.goto(url)

  await page.locator('appkit-button').getByTestId('portico-connect-button').click()
  await page.getByRole('button', { name: /Portico Test Wallet/ }).click()
  await view(page, 'SIWXSignMessage').waitFor()
  await page.getByTestId('portico-siwx-sign').click()
  await expect.poll(() => view(page, 'SIWXSignMessage').count()).toBe(0)
  await expect.poll(text(page, 'open')).toBe('false')

  // useAppKitAccount, useWalletInfo, useAppKitNetwork, and wagmi's own hooks agree.
  await expect.poll(text(page, 'address')).toBe(wallet.address)
  expect(await text(page, 'connected')()).toBe('true')
  expect(await text(page, 'status')()).toBe('connected')
  expect(await text(page, 'wallet-name')()).toBe('Portico Test Wallet')
  expect(await text(page, 'chain-id')()).toBe(String(devnetA.chainId))
  await expect.poll(text(page, 'wagmi-address')).toBe(wallet.address)
  await expect.poll(text(page, 'wagmi-chain')).toBe(String(devnetA.chainId))
  await page.locator('appkit-button').getByTestId('portico-account-button').waitFor()

  // The session DefaultSIWX verified is kept in the page.
  const sessions = await page.evaluate(() => localStorage.getItem('@portico/siwx_sessions'))
  expect(JSON.parse(sessions ?? '[]')).toMatchObject([
    { data: { accountAddress: wallet.address, chainId: `eip155:${devnetA.chainId}` } },
  ])

  // AppKit Pay's example shop (usePay from @portico/appkit/pay/react): 0.001 ETH from the
  // connected wallet to an address typed in, seen on chain.
  const shop = privateKeyToAddress(generatePrivateKey())
  await page.getByPlaceholder('0x...').fill(shop)
  await page.getByRole('button', { name: 'Pay 0.001 ETH' }).click()
  await view(page, 'Pay').waitFor()
  await page.getByTestId('portico-pay-wallet-confirm').click()
  await page.getByTestId('portico-pay-success').waitFor({ timeout: 60_000 })
  await page.getByTestId('portico-pay-done').click()
  await expect.poll(text(page, 'pay-status')).toMatch(/^Payment successful: 0x[0-9a-f]{64}$/)
  const paid = await rpcRequest(devnetA.rpcUrl, 'eth_getBalance', [shop, 'latest'])
  expect(BigInt(paid as string)).toBe(parseEther('0.001'))

  // useAppKit().open({ view: 'Networks' }) → pick devnet B: the wallet switches.
  await page.getByRole('button', { name: 'Open Networks' }).click()
  await view(page, 'Networks').waitFor()
  await page.getByTestId(`portico-network-eip155:${devnetB.chainId}`).click()
  await expect.poll(text(page, 'chain-id')).toBe(String(devnetB.chainId))
  expect(wallet.chainId).toBe(devnetB.chainId)
  await expect.poll(text(page, 'selected-network')).toBe(`eip155:${devnetB.chainId}`)
  await expect.poll(text(page, 'wagmi-chain')).toBe(String(devnetB.chainId))
  await expect
    .poll(() =>
      page.locator('appkit-network-button').getByTestId('portico-network-button').textContent(),
    )
    .toContain(devnetB.name)

  // useDisconnect.
  if ((await text(page, 'open')()) === 'true') await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect.poll(text(page, 'connected')).toBe('false')
  await page.locator('appkit-button').getByTestId('portico-connect-button').waitFor()
}
