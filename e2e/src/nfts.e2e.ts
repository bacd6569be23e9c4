import { formatViolations, scanAccessibility, screenshot } from '@portico/test'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { fundFreshWallet } from './gateway/fundFreshWallet'
import { waitForIndexed } from './gateway/waitForIndexed'
import { mintTestNfts, sendTestNft } from './nfts/mintTestNfts'
import { dialog, MODAL } from './setup/modalLocators'
import { openDemoOnAccount } from './setup/openDemoOnAccount'
import { PHONE } from './setup/phoneContext'
import { useBrowser } from './setup/useBrowser'

const stack = inject('stack')
const [devnetA] = stack.chains
if (!devnetA) throw new Error('the stack must run a devnet')
if (!stack.urls.gateway) throw new Error('the stack must run the gateway')
const gatewayUrl = stack.urls.gateway
const chainId = `eip155:${devnetA.chainId}`

const browser = useBrowser()

let owner: { privateKey: `0x${string}`; address: `0x${string}` }
let sentId: bigint
let friend: `0x${string}`
let keptIds: bigint[]

beforeAll(async () => {
  owner = await fundFreshWallet(devnetA, { ether: '1', tokens: '10' })
  const ids = await mintTestNfts(devnetA, owner.address, { pals: 3, items: { 1: 4n, 3: 1n } })
  sentId = ids[1] ?? 0n
  keptIds = ids.filter((id) => id !== sentId)
  friend = privateKeyToAccount(generatePrivateKey()).address
  await sendTestNft(devnetA, owner.privateKey, friend, sentId)
  // 2 funding transactions, 3 mints, 1 batch mint, 1 send.
  await waitForIndexed(gatewayUrl, stack.projectId, owner.address, chainId, 7)
}, 60_000)

async function openAccount(theme: 'dark' | 'light', context: BrowserContextOptions = {}) {
  return openDemoOnAccount(browser(), {
    privateKey: owner.privateKey,
    context: { colorScheme: theme, ...context },
  })
}

async function expectAccessible(page: Page, label: string) {
  const violations = await scanAccessibility(page, { shadow: MODAL })
  expect(violations, `${label}\n${formatViolations(violations)}`).toEqual([])
}

describe('NFTs in the Account view', () => {
  for (const theme of ['dark', 'light'] as const) {
    it(`lists the NFTs held and shows an NFT transfer in Activity (${theme})`, async () => {
      const { page, errors, close } = await openAccount(theme)
      try {
        await page.getByRole('tab', { name: 'NFTs' }).click()
        const cards = page.getByTestId('portico-nft')
        await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(4)
        // By collection, then id: the two pals still held, then the items with their amounts.
        expect(await cards.allTextContents()).toEqual([
          `Portico Pal #${keptIds[0]}Portico Pals`,
          `Portico Pal #${keptIds[1]}Portico Pals`,
          '×4PotionPortico Items',
          'LanternPortico Items',
        ])
        // The images come from the gateway and load.
        const image = cards.first().locator('img')
        expect(await image.getAttribute('src')).toBe(
          `${gatewayUrl}/public/nft/pals/${keptIds[0]}.svg`,
        )
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBe(256)
        await cards.last().scrollIntoViewIfNeeded()
        await screenshot(dialog(page), `nfts-tab-${theme}`)
        await expectAccessible(page, `NFTs tab (${theme})`)

        await page.getByRole('tab', { name: 'Activity' }).click()
        const sent = page
          .getByTestId('portico-activity-row')
          .filter({ hasText: `Portico Pal #${sentId}` })
          .filter({ hasText: 'Sent' })
        await sent.waitFor({ timeout: 15_000 })
        // The person it went to, not the collection's contract the transaction called.
        expect(await sent.textContent()).toContain(`to ${friend.slice(0, 4)}…${friend.slice(-6)}`)
        expect(await sent.locator('img').getAttribute('src')).toBe(
          `${gatewayUrl}/public/nft/pals/${sentId}.svg`,
        )
        const minted = page.getByTestId('portico-activity-row').filter({ hasText: 'Potion' })
        expect(await minted.count()).toBe(1)
        await screenshot(dialog(page), `nfts-activity-${theme}`)
        await expectAccessible(page, `Activity with NFTs (${theme})`)
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    }, 90_000)
  }

  for (const theme of ['dark', 'light'] as const) {
    it(`fits the NFT grid and Activity previews on a phone (${theme})`, async () => {
      const { page, close } = await openAccount(theme, PHONE)
      try {
        await page.getByRole('tab', { name: 'NFTs' }).click()
        const cards = page.getByTestId('portico-nft')
        await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(4)
        for (const card of await cards.all()) {
          const box = await card.boundingBox()
          expect(box && box.x + box.width).toBeLessThanOrEqual(390)
        }
        await cards.last().scrollIntoViewIfNeeded()
        await screenshot(page, `nfts-phone-tab-${theme}`)
        await page.getByRole('tab', { name: 'Activity' }).click()
        await page
          .getByTestId('portico-activity-row')
          .filter({ hasText: `Portico Pal #${sentId}` })
          .first()
          .waitFor({ timeout: 15_000 })
        await screenshot(page, `nfts-phone-activity-${theme}`)
      } finally {
        await close()
      }
    }, 90_000)
  }
})
