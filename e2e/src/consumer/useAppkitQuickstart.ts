import type { StackInfo } from '@portico/scripts'
import { installInjectedWallet } from '@portico/test'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { view } from '../setup/modalLocators'

const text = (page: Page, testId: string) => () => page.getByTestId(testId).textContent()

/**
 * AppKit's quick start as a visitor uses it, at `url`: connects the injected test wallet with
 * `<appkit-button>`, signs in (DefaultSIWX), switches network through `useAppKit().open`, and
 * disconnects; AppKit's hooks and wagmi's own agree at every step.
 * @example
 * await useAppkitQuickstart(page, appUrl, inject('stack'))
 */
export async function useAppkitQuickstart(
  page: Page,
  url: string,
  stack: StackInfo,
): Promise<void> {
  const [devnetA, devnetB] = stack.chains
  if (!devnetA || !devnetB) throw new Error('the stack runs two devnets')
  const wallet = await installInjectedWallet(page, {
    chains: stack.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
  })
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
