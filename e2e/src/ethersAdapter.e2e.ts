import { rpcRequest } from '@portico/test'
import type { Page } from 'playwright-core'
import { createPublicClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { disconnectDemo } from './demo/disconnectDemo'
import { expectDemoSignature } from './demo/expectDemoSignature'
import { expectSessionKept } from './demo/expectSessionKept'
import { switchNetworkInAccount } from './demo/switchNetworkInAccount'
import { view } from './setup/modalLocators'
import { openDemo } from './setup/openDemo'
import { useBrowser } from './setup/useBrowser'

const stack = inject('stack')
const [devnetA, devnetB] = stack.chains
if (!devnetA || !devnetB) throw new Error('the stack must run two devnets')
/** Where the demo's Send button pays to. */
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** Strings of ethers' own code: a script holding one carries that ethers. */
const ETHERS_MARKER = 'value will overwrite populated values'
const ETHERS5_MARKER = 'links.ethers.org/v5-errors-'

const browser = useBrowser()
// A key of this file only, with distinct balances per devnet to see the switch.
const privateKey = generatePrivateKey()
const address = privateKeyToAccount(privateKey).address
beforeAll(async () => {
  for (const [chain, ether] of [
    [devnetA, '12.5'],
    [devnetB, '7.25'],
  ] as const) {
    await rpcRequest(chain.rpcUrl, 'anvil_setBalance', [
      address,
      `0x${parseEther(ether).toString(16)}`,
    ])
  }
})

/** Whether any of the demo's scripts the page loaded carries ethers (v6, or v5 with `marker`). */
async function loadedEthers(requests: readonly string[], marker = ETHERS_MARKER): Promise<boolean> {
  const demo = new URL(stack.urls.demo ?? '').origin
  const scripts = requests.filter((url) => {
    const { origin, pathname } = new URL(url)
    return origin === demo && pathname.endsWith('.js')
  })
  const bodies = await Promise.all(scripts.map((url) => fetch(url).then((r) => r.text())))
  return bodies.some((body) => body.includes(marker))
}

/** Connect → the wallet list → the test wallet; the demo then reads this file's address. */
async function connectFromList(page: Page): Promise<void> {
  await page.getByTestId('portico-connect-button').click()
  await view(page, 'Connect').waitFor()
  await page.getByRole('button', { name: /Portico Test Wallet/ }).click()
  await page.getByTestId('portico-account-button').waitFor()
  await expect.poll(() => page.getByTestId('demo-address').textContent()).toBe(address)
}

/** The demo's Send went through on the devnet: from this file's key to the recipient. */
async function expectPaid(rpcUrl: string, hash: `0x${string}`): Promise<void> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
  const sent = await client.getTransaction({ hash })
  expect(sent.from.toLowerCase()).toBe(address.toLowerCase())
  expect(sent.to?.toLowerCase()).toBe(RECIPIENT.toLowerCase())
  expect(sent.value).toBeGreaterThanOrEqual(parseEther('0.01'))
}

describe('the demo on the ethers v6 adapter (?adapter=ethers)', () => {
  it('connects, switches network, signs, sends, keeps the session on reload, disconnects', async () => {
    const { page, wallet, requests, errors, blocked, close } = await openDemo(browser(), {
      path: '/?adapter=ethers',
      context: { reducedMotion: 'reduce' },
      wallet: { privateKey },
    })
    if (!wallet) throw new Error('no test wallet')
    try {
      await connectFromList(page)
      await expect.poll(() => page.getByTestId('demo-balance').textContent()).toBe('12.5 ETH')

      await page.getByTestId('portico-account-button').click()
      await view(page, 'Account').waitFor()
      await switchNetworkInAccount(page, devnetB.chainId)
      await expect
        .poll(() => page.getByTestId('portico-account-balance').textContent())
        .toBe('7.25 ETH')
      expect(wallet.chainId).toBe(devnetB.chainId)
      await page.keyboard.press('Escape')
      await expect.poll(() => view(page, 'Account').count()).toBe(0)

      await expectDemoSignature(page, address)

      await page.getByTestId('demo-send').click()
      const hash = (await page.getByTestId('demo-tx-hash').textContent()) as `0x${string}`
      await expectPaid(devnetB.rpcUrl, hash)
      expect(await loadedEthers(requests)).toBe(true)

      await expectSessionKept(page, address, devnetB.chainId)
      await disconnectDemo(page)
      expect(blocked).toEqual([])
      expect(errors.filter((text) => !text.includes('net::ERR_BLOCKED_BY_CLIENT'))).toEqual([])
    } finally {
      await close()
    }
  })

  it('runs on ethers v5 with ?adapter=ethers5: connects, signs and sends', async () => {
    const { page, requests, errors, close } = await openDemo(browser(), {
      path: '/?adapter=ethers5',
      context: { reducedMotion: 'reduce' },
      wallet: { privateKey },
    })
    try {
      await connectFromList(page)
      await expectDemoSignature(page, address)
      const chain =
        (await page.getByTestId('demo-chain').textContent()) === String(devnetB.chainId)
          ? devnetB
          : devnetA
      await page.getByTestId('demo-send').click()
      const hash = (await page.getByTestId('demo-tx-hash').textContent()) as `0x${string}`
      await expectPaid(chain.rpcUrl, hash)
      expect(await loadedEthers(requests, ETHERS5_MARKER)).toBe(true)
      expect(await loadedEthers(requests)).toBe(false)
      expect(errors.filter((text) => !text.includes('net::ERR_BLOCKED_BY_CLIENT'))).toEqual([])
    } finally {
      await close()
    }
  })

  it('does not download ethers on the default (wagmi) page', async () => {
    const { page, requests, close } = await openDemo(browser(), { wallet: { privateKey } })
    try {
      await page.getByTestId('portico-connect-button').click()
      await view(page, 'Connect').waitFor()
      await page.getByRole('button', { name: /Portico Test Wallet/ }).waitFor()
      expect(await loadedEthers(requests)).toBe(false)
      expect(await loadedEthers(requests, ETHERS5_MARKER)).toBe(false)
    } finally {
      await close()
    }
  })
})
