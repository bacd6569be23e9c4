import { DEVNET_CHAINS } from '@portico/common'
import type { StackInfo } from '@portico/scripts'
import { screenshot } from '@portico/test'
import type { Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { expect } from 'vitest'
import { installStackWallet } from '../setup/installStackWallet'
import { dialog, view } from '../setup/modalLocators'
import { stackDevnets } from '../setup/stackDevnets'

/** What the guide's component signs (`site/pages/guide/vue.md`). */
const MESSAGE = 'Hello from Vue'

const text = (page: Page, testId: string) => () => page.getByTestId(testId).textContent()

/**
 * The page's requests to the dev stack's devnets (the addresses `DEVNET_CHAINS` names) go to
 * the running stack's, wherever it runs them.
 */
async function routeDevnets(page: Page, stack: StackInfo): Promise<void> {
  for (const [network, chain] of [
    [DEVNET_CHAINS.devnetA, stack.chains[0]],
    [DEVNET_CHAINS.devnetB, stack.chains[1]],
  ] as const) {
    if (!chain || chain.chainId !== network.id) throw new Error(`the stack runs no ${network.name}`)
    const [devUrl] = network.rpcUrls.default.http
    await page.route(`${devUrl}/**`, (route) => route.continue({ url: chain.rpcUrl }))
  }
}

/**
 * The Vue and Nuxt guide's app as a visitor uses it, at `url`: connects the injected test wallet
 * through `<ConnectButton>`, switches to devnet B through `<NetworkButton>`, signs a message with
 * the app's own button (`usePorticoClient().signMessage`) and disconnects with its other one
 * (`useDisconnect`); the composables' refs follow every step.
 * @example
 * await useVueGuideApp(page, server.url, inject('stack'), 'consumer-vue')
 */
export async function useVueGuideApp(
  page: Page,
  url: string,
  stack: StackInfo,
  name: string,
): Promise<void> {
  const [devnetA, devnetB] = stackDevnets(stack)
  const wallet = await installStackWallet(page, stack)
  await routeDevnets(page, stack)
  await page.goto(url)
  expect(await text(page, 'address')()).toBe('Not connected')
  await expect.poll(text(page, 'network')).toBe(devnetA.name)

  // <ConnectButton>: the modal lists the wallet; useAccount's refs follow the connection.
  await page.getByTestId('portico-connect-button').click()
  await view(page, 'Connect').waitFor()
  await page.getByRole('button', { name: /Portico Test Wallet/ }).click()
  await page.getByTestId('portico-account-button').waitFor()
  await expect.poll(text(page, 'address')).toBe(wallet.address)
  await expect.poll(() => dialog(page).count()).toBe(0)
  await screenshot(page, `${name}-connected`)

  // <NetworkButton>: pick devnet B; the wallet switches and useNetwork's ref follows.
  await page.getByTestId('portico-network-button').click()
  await view(page, 'Networks').waitFor()
  await page.getByTestId(`portico-network-eip155:${devnetB.chainId}`).click()
  await expect.poll(() => wallet.chainId).toBe(devnetB.chainId)
  await expect.poll(text(page, 'network')).toBe(devnetB.name)
  await expect
    .poll(() => page.getByTestId('portico-network-button').textContent())
    .toContain(devnetB.name)
  if ((await dialog(page).count()) > 0) await page.keyboard.press('Escape')
  await expect.poll(() => dialog(page).count()).toBe(0)

  // The app's own button: usePorticoClient().signMessage, a signature of the wallet's account.
  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = await page.getByTestId('signature').textContent()
  expect(
    await verifyMessage({
      address: wallet.address,
      message: MESSAGE,
      signature: (signature ?? '') as Hex,
    }),
  ).toBe(true)

  // useDisconnect, from the app's button: the refs and <ConnectButton> go back.
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect.poll(text(page, 'address')).toBe('Not connected')
  await page.getByTestId('portico-connect-button').waitFor()
}
