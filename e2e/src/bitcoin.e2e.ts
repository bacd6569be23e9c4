import {
  formatBalance,
  formatTokenBalance,
  formatUnits,
  litecoinRegtestParams,
} from '@portico/common'
import { screenshot } from '@portico/test'
import { verifyBip322 } from '@portico/test/bitcoin/bip322'
import { regtestKeys } from '@portico/test/bitcoin/regtestKeys'
import { signTransfer } from '@portico/test/bitcoin/signTransfer'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { openDemo } from './setup/openDemo'
import { useBrowser } from './setup/useBrowser'

const stack = inject('stack')
const browser = useBrowser()
const bitcoin = stack.bitcoin
const gatewayUrl = stack.urls.gateway
if (!bitcoin || !gatewayUrl) throw new Error('the stack must run the Bitcoin regtest chain')
const esploraUrl = bitcoin.esploraUrl
const query = `projectId=${encodeURIComponent(stack.projectId)}`
// Key 0 receives the mined coins (and every block's reward); key 2 sends, key 3 receives.
const [miner, , senderKey, receiverKey] = regtestKeys(4)
if (!miner || !senderKey || !receiverKey) throw new Error('no regtest test keys')
const SATS = 100_000_000

const esplora = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${esploraUrl}${path}?${query}`, init)
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response.text()
}
/** Confirmed and unconfirmed satoshis of an address, as the Esplora-style API counts them. */
const satsOf = async (address: string) => {
  const { chain_stats: chain, mempool_stats: mempool } = JSON.parse(
    await esplora(`/address/${address}`),
  ) as Record<'chain_stats' | 'mempool_stats', { funded_txo_sum: number; spent_txo_sum: number }>
  return chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum
}
/** The coin balance the gateway's balance API answers for an address of the regtest chain. */
const gatewayBalance = async (address: string) => {
  const url = new URL(`/v1/account/${address}/balance`, gatewayUrl)
  url.searchParams.set('projectId', stack.projectId)
  url.searchParams.set('chainId', bitcoin.caipNetworkId)
  url.searchParams.set('forceUpdate', 'true')
  const response = await fetch(url)
  const { balances } = (await response.json()) as {
    balances: { symbol: string; quantity: { numeric: string } }[]
  }
  return balances
}

/** Sends 1 coin from the miner's matured coinbases to the sender and waits for it to be mined. */
async function fundSender(): Promise<void> {
  if (!miner || !senderKey) return
  const tip = Number(await esplora('/blocks/tip/height'))
  const utxos = (
    JSON.parse(await esplora(`/address/${miner.payment}/utxo`)) as {
      txid: string
      vout: number
      value: number
      status: { confirmed: boolean; block_height?: number }
    }[]
  ).filter(({ status }) => status.block_height !== undefined && status.block_height <= tip - 100)
  const before = await satsOf(senderKey.payment)
  const { hex } = signTransfer({
    privateKey: miner.privateKey,
    params: litecoinRegtestParams,
    utxos,
    to: senderKey.payment,
    amount: BigInt(SATS),
    feeRate: 20,
  })
  const txid = await esplora('/tx', { method: 'POST', body: hex })
  await expect
    .poll(async () => JSON.parse(await esplora(`/tx/${txid}/status`)).confirmed, {
      timeout: 30_000,
    })
    .toBe(true)
  expect(await satsOf(senderKey.payment)).toBe(before + SATS)
}

/** Clicks the demo's Send, waits for its txid, then for the transaction to be mined. */
async function sendAndConfirm(page: Page): Promise<string> {
  await page.getByTestId('demo-btc-send').click()
  const txid = page.getByTestId('demo-btc-txid')
  await expect.poll(() => txid.textContent(), { timeout: 30_000 }).toMatch(/^[0-9a-f]{64}$/)
  const sent = (await txid.textContent()) ?? ''
  await expect
    .poll(async () => JSON.parse(await esplora(`/tx/${sent}/status`)).confirmed, {
      timeout: 30_000,
    })
    .toBe(true)
  return sent
}

/** Satoshis as the kit shows a BTC balance (three decimals, cut). */
const shown = (sats: number) => formatBalance(formatUnits(BigInt(sats), 8), 'BTC')
const accountButton = (page: Page) => page.getByTestId('portico-account-button')

describe('Bitcoin on the demo (?bitcoin=1)', () => {
  it('connects the Bitcoin test wallet, shows its BTC balance, sends 0.001 BTC that confirms and shows in the balances', async () => {
    const { page, close } = await openDemo(browser(), {
      path: '/?testWallet=1&bitcoin=1&bitcoinKey=2',
      wallet: false,
    })
    try {
      await fundSender()
      const start = await satsOf(senderKey.payment)
      const receiverStart = await satsOf(receiverKey.payment)

      await page.getByTestId('portico-connect-button').click()
      await page.getByRole('button', { name: /Portico Bitcoin Test Wallet/ }).click()
      // The Account view and the header's button show the balance the gateway answers.
      await accountButton(page).click()
      await page.getByTestId('portico-view-Account').waitFor()
      await expect
        .poll(() => page.getByTestId('portico-account-balance').textContent(), { timeout: 20_000 })
        .toBe(shown(start))
      expect(await page.getByTestId('portico-account-network').textContent()).toContain(
        'Bitcoin Regtest',
      )
      // The coins held are listed (never "No tokens yet"), and Receive shows where to get more.
      await expect
        .poll(() => page.getByTestId('portico-token-BTC').textContent(), { timeout: 20_000 })
        .toContain(formatTokenBalance(formatUnits(BigInt(start), 8)))
      const features = page.locator('[data-testid^="portico-wallet-feature-"]')
      expect(await features.evaluateAll((els) => els.map((el) => el.textContent))).toEqual([
        'Receive',
      ])
      await screenshot(page.locator('portico-modal [role="dialog"]'), 'bitcoin-01-account')
      // The network list groups the families: Bitcoin's networks, and the EVM ones beside them.
      await page.getByTestId('portico-account-network').click()
      const bitcoinGroup = page.getByTestId('portico-network-group-bip122')
      await expect.poll(() => bitcoinGroup.textContent()).toContain('Bitcoin Regtest')
      expect(await bitcoinGroup.textContent()).not.toContain('Portico Devnet A')
      expect(await page.getByTestId('portico-network-group-eip155').textContent()).toContain(
        'Portico Devnet A',
      )
      await screenshot(page.locator('portico-modal [role="dialog"]'), 'bitcoin-02-networks')
      await page.keyboard.press('Escape')
      expect(await accountButton(page).textContent()).toContain(shown(start))

      // The page signs with the payment account (spec §6): a BIP-322 signature of its address.
      await page.getByTestId('demo-sign').click()
      const signature = page.getByTestId('demo-signature')
      await expect.poll(() => signature.textContent()).toMatch(/^[A-Za-z0-9+/=]{40,}$/)
      const signed = {
        address: senderKey.payment,
        params: litecoinRegtestParams,
        message: 'Hello from Portico',
        signature: (await signature.textContent()) ?? '',
      }
      expect(verifyBip322(signed)).toBe(true)

      // The demo's own form: the receiver must be an address of the regtest chain.
      const receiver = page.getByTestId('demo-btc-receiver')
      await receiver.fill('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')
      expect(await page.getByTestId('demo-btc-send').isDisabled()).toBe(true)
      await receiver.fill(receiverKey.payment)
      const fee = page.getByTestId('demo-btc-fee')
      await expect.poll(() => fee.textContent(), { timeout: 20_000 }).toMatch(/[\d.]+ BTC/)
      await screenshot(page, 'bitcoin-03-send-form', { fullPage: true })
      const feeSats = Math.round(
        Number(/([\d.]+) BTC/.exec((await fee.textContent()) ?? '')?.[1]) * SATS,
      )
      expect(feeSats).toBeGreaterThan(0)

      await sendAndConfirm(page)

      const end = start - 100_000 - feeSats
      expect(await satsOf(senderKey.payment)).toBe(end)
      // The header follows the new block, and so does the Account view.
      await expect
        .poll(() => accountButton(page).textContent(), { timeout: 20_000 })
        .toContain(shown(end))
      await accountButton(page).click()
      expect(await page.getByTestId('portico-account-balance').textContent()).toBe(shown(end))
      expect(await satsOf(receiverKey.payment)).toBe(receiverStart + 100_000)
      await expect
        .poll(async () => (await gatewayBalance(receiverKey.payment))[0], { timeout: 20_000 })
        .toMatchObject({
          symbol: 'BTC',
          quantity: { numeric: String((receiverStart + 100_000) / SATS) },
        })
    } finally {
      await close()
    }
  }, 120_000)

  it('the wallet the chain mines to sends too: its balance and inputs leave out coinbases younger than 100 blocks', async () => {
    // Key 0 receives every block's reward: most of its outputs are coinbases the node will not
    // let it spend yet (a send that picked one read "You declined the request in your wallet.").
    const { page, close } = await openDemo(browser(), {
      path: '/?testWallet=1&bitcoin=1',
      wallet: false,
    })
    try {
      await page.getByTestId('portico-connect-button').click()
      await page.getByRole('button', { name: /Portico Bitcoin Test Wallet/ }).click()
      await accountButton(page).click()
      await page.getByTestId('portico-view-Account').waitFor()
      const start = await satsOf(miner.payment)
      await expect
        .poll(() => page.getByTestId('portico-account-balance').textContent(), { timeout: 20_000 })
        .toBe(shown(start))
      await page.keyboard.press('Escape')
      await page.getByTestId('demo-btc-receiver').fill(receiverKey.payment)
      await expect
        .poll(() => page.getByTestId('demo-btc-fee').textContent(), { timeout: 20_000 })
        .toMatch(/[\d.]+ BTC/)
      await sendAndConfirm(page)
    } finally {
      await close()
    }
  }, 120_000)

  it('loads nothing of Bitcoin on the default page', async () => {
    // Which scripts carry the Bitcoin adapter, once the Connect view lists `wallet`: the wallets
    // show once their adapters have loaded.
    const bitcoinCode = async (path: string, wallet: RegExp) => {
      const { page, requests, close } = await openDemo(browser(), { path, wallet: false })
      try {
        await page.getByTestId('portico-connect-button').click()
        await page.getByTestId('portico-view-Connect').waitFor()
        await page.getByRole('button', { name: wallet }).first().waitFor()
        const scripts = [...new Set(requests.filter((url) => /\.m?js(\?|$)/.test(url)))]
        const texts = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()))
        return texts.some((text) => text.includes('bitcoin:signAndSendTransaction'))
      } finally {
        await close()
      }
    }
    expect(await bitcoinCode('/?testWallet=1', /Portico Test Wallet/)).toBe(false)
    expect(await bitcoinCode('/?testWallet=1&bitcoin=1', /Portico Bitcoin Test Wallet/)).toBe(true)
  })
})
