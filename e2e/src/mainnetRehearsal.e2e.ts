import { join } from 'node:path'
import { formatUsd } from '@portico/common'
import { e2eOutputDir, installInjectedWallet, newPage, screenshot } from '@portico/test'
import {
  anvilAccounts,
  fundAccount,
  rpcRequest,
  sendFromDevAccount,
  swapOnUniswapV3,
} from '@portico/test/devnet'
import type { Page } from 'playwright-core'
import {
  type Address,
  encodeFunctionData,
  formatEther,
  formatUnits,
  parseAbi,
  parseUnits,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { switchNetworkInAccount } from './demo/switchNetworkInAccount'
import { waitForIndexed } from './gateway/waitForIndexed'
import { buildKitPage, type RehearsalKit } from './rehearsal/buildKitPage'
import {
  REHEARSAL_ETH_USD,
  type RehearsalChains,
  sendEther,
  setEther,
  startRehearsalChains,
} from './rehearsal/startRehearsalChains'
import {
  REHEARSAL_PROJECT,
  type RehearsalGateway,
  startRehearsalGateway,
} from './rehearsal/startRehearsalGateway'
import { nativeBalance, tokenBalance } from './send/erc20'
import { connectTestWallet, openAccount } from './setup/connectTestWallet'
import { dialog, view } from './setup/modalLocators'
import { useBrowser } from './setup/useBrowser'
import { chooseSwapToken } from './swap/chooseSwapToken'
import { expectWithinSlippage } from './swap/expectWithinSlippage'
import { quoteSwap } from './swap/quoteSwap'
import { waitForSwapSuccess } from './swap/waitForSwapSuccess'

// Issue 66's mainnet-shaped rehearsal, in the browser: nodes with the chain ids 1 and 8453
// carrying ENS, Chainlink-style feeds, Uniswap V2 and V3 and a 6-decimal stablecoin, a gateway
// reading them through providers that answer 429s, cap batches and drop a connection, and a
// page whose kit knows only Ethereum and Base, with a signing wallet connected. Every request
// of the page to a host other than loopback is blocked.

const browser = useBrowser()
const visitorKey = generatePrivateKey()
const visitor = privateKeyToAccount(visitorKey)
const trader = (anvilAccounts[6] as { address: Address }).address
const NAME = 'ada.eth'
const byId = (page: Page, id: string) => page.getByTestId(`portico-${id}`)
const text = (page: Page, id: string) => byId(page, id).textContent()
/** The kit's own dollar format, in the page's locale (en). */
const usd = (value: number) => formatUsd(value, { locale: 'en' })

let chains: RehearsalChains
let gateway: RehearsalGateway
let kitPage: Awaited<ReturnType<typeof buildKitPage>>
/** The Base block the gateway indexes from, and its time. */
let historyStart: { block: number; minedAt: Date }

beforeAll(async () => {
  const [started, page] = await Promise.all([
    startRehearsalChains(),
    buildKitPage(join(e2eOutputDir, 'mainnet-rehearsal')),
  ])
  chains = started
  kitPage = page
  const { ethereum, base } = chains
  await setEther(base.anvil.rpcUrl, visitor.address, '2')
  // Ether received before the block a team starts indexing Base from: never listed.
  const before = await sendEther(base.anvil.rpcUrl, visitor.address, '0.1')
  const block = Number(before.blockNumber) + 1
  const since = await sendEther(base.anvil.rpcUrl, visitor.address, '0.25')
  expect(Number(since.blockNumber)).toBe(block)
  const timestamp = await baseBlockTime(block)
  historyStart = { block, minedAt: new Date(timestamp * 1000) }
  gateway = await startRehearsalGateway(chains, {
    pageOrigin: new URL(kitPage.url).origin,
    baseStartBlock: block,
  })
  // The visitor's primary name, its avatar one of the gateway's own test images.
  await ethereum.ens.setName(NAME, {
    address: visitor.address,
    texts: { avatar: `${gateway.url}/public/nft/pals/1.svg` },
  })
  await ethereum.ens.setPrimaryName(visitor.address, NAME)
  // After the reverse record, which the visitor's address paid for: exactly 1.5 ETH.
  await setEther(ethereum.anvil.rpcUrl, visitor.address, '1.5')
}, 180_000)

afterAll(async () => {
  await gateway?.close()
  await kitPage?.close()
  await chains?.stop()
})

/** The time (unix seconds) of Base's block `block`, read from its node. */
async function baseBlockTime(block: number): Promise<number> {
  const read = (await rpcRequest(chains.base.anvil.rpcUrl, 'eth_getBlockByNumber', [
    toHex(block),
    false,
  ])) as { timestamp: string }
  return Number(read.timestamp)
}

/** A trader's one trade on Base: `amount` tUSDT (minted to it) for ETH in the V3 pool. */
async function buyEtherInV3(amount: bigint) {
  const { base } = chains
  const tusdt = base.tokens.tetherStyle.address
  await fundAccount(base.anvil.rpcUrl, trader, { tokens: [{ address: tusdt, amount }] })
  const data = encodeFunctionData({
    abi: parseAbi(['function approve(address spender, uint256 amount)']),
    functionName: 'approve',
    args: [base.v3.swapRouter, amount],
  })
  await sendFromDevAccount(base.anvil.rpcUrl, { from: trader, to: tusdt, data }, 'approving')
  await swapOnUniswapV3(base.anvil.rpcUrl, base.v3, {
    from: trader,
    tokenIn: tusdt,
    tokenOut: base.uniswap.weth,
    fee: 500,
    amountIn: amount,
  })
}

/**
 * The kit's page with the signing wallet on both chains, connected; `hosts` gathers the host of
 * every request the page makes (newPage aborts those off loopback and lists them in `blocked`).
 */
async function openConnected() {
  const opened = await newPage(browser(), { context: { reducedMotion: 'reduce' } })
  const hosts = new Set<string>()
  opened.page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol !== 'data:' && url.protocol !== 'blob:') hosts.add(url.hostname)
  })
  const kit: RehearsalKit = { apiUrl: gateway.url, projectId: REHEARSAL_PROJECT }
  await opened.page.addInitScript((config) => {
    Object.assign(window, { rehearsalKit: config })
  }, kit)
  const { ethereum, base } = chains
  await installInjectedWallet(opened.page, {
    privateKey: visitorKey,
    chains: [
      { chainId: 1, rpcUrl: ethereum.anvil.rpcUrl, name: 'Ethereum' },
      { chainId: 8453, rpcUrl: base.anvil.rpcUrl, name: 'Base' },
    ],
  })
  await opened.page.goto(kitPage.url)
  await connectTestWallet(opened.page)
  return { ...opened, hosts }
}

describe('the kit on Ethereum and Base, through a gateway behind faulty providers', () => {
  it("shows the visitor's ENS name and avatar, values ETH at the feed's price through a trade that moves the pool, swaps on its quote and says where Base's history starts", async () => {
    const { page, blocked, hosts, close } = await openConnected()
    const { base } = chains
    const tusdt = base.tokens.tetherStyle
    try {
      // The account button: the primary name, with its avatar, loaded from the gateway.
      await expect.poll(() => text(page, 'account-button-label'), { timeout: 15_000 }).toBe(NAME)
      const avatar = byId(page, 'account-button').locator('img')
      expect(await avatar.getAttribute('src')).toBe(`${gateway.url}/public/name-avatar/${NAME}`)
      await expect
        .poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0)

      // Ethereum: 1.5 ETH at the feed's $3,150.
      await openAccount(page)
      await expect.poll(() => text(page, 'account-balance'), { timeout: 15_000 }).toBe('1.5 ETH')
      await expect
        .poll(() => text(page, 'account-usd'), { timeout: 15_000 })
        .toBe(usd(1.5 * REHEARSAL_ETH_USD))

      // Base: 2.35 ETH, at the same feed price.
      await switchNetworkInAccount(page, 8453)
      await expect.poll(() => text(page, 'account-balance'), { timeout: 15_000 }).toBe('2.35 ETH')
      await expect
        .poll(() => text(page, 'account-usd'), { timeout: 15_000 })
        .toBe(usd(2.35 * REHEARSAL_ETH_USD))
      await screenshot(dialog(page), 'mainnet-rehearsal-01-account-base')

      // Someone buys ETH with 1 M tUSDT from the V3 pool in one trade: its spot price rises by
      // three quarters, so that selling ETH there pays more than anywhere else.
      await buyEtherInV3(parseUnits('1000000', tusdt.decimals))

      // The kit's swap of 0.1 ETH for tUSDT is quoted at the moved pool's price (the feed's
      // $3,150 would give 315)...
      await byId(page, 'wallet-feature-swaps').click()
      await view(page, 'Swap').waitFor()
      await chooseSwapToken(page, 'to', tusdt.symbol)
      const quoted = await quoteSwap(page, '0.1', tusdt.decimals)
      expect(quoted.out).toBeGreaterThan(parseUnits('450', tusdt.decimals))
      const before = await tokenBalance(base.anvil.rpcUrl, tusdt.address, visitor.address)
      await byId(page, 'swap-review').click()
      await view(page, 'SwapPreview').waitFor()
      await byId(page, 'swap-confirm').click()
      await waitForSwapSuccess(page, 30_000, base.anvil.rpcUrl)
      // ...and lands within it.
      const got = (await tokenBalance(base.anvil.rpcUrl, tusdt.address, visitor.address)) - before
      expectWithinSlippage(got, quoted)

      // Back on the account, the ether left is still worth the feed's price, not the pool's.
      await byId(page, 'swap-done').click()
      await view(page, 'Account').waitFor()
      const ether = Number(formatEther(await nativeBalance(base.anvil.rpcUrl, visitor.address)))
      const tether = Number(formatUnits(got, tusdt.decimals))
      await expect
        .poll(() => text(page, 'account-usd'), { timeout: 15_000 })
        .toBe(usd(ether * REHEARSAL_ETH_USD + tether))

      // Activity: the swap and the ether received since the start block, nothing before it,
      // and the line saying where Base's history begins.
      await waitForIndexed(gateway.url, REHEARSAL_PROJECT, visitor.address, 'eip155:8453', 2)
      await byId(page, 'tab-activity').click()
      const rows = byId(page, 'activity-row')
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2)
      expect(await rows.nth(0).textContent()).toContain('Swapped')
      expect(await rows.nth(1).textContent()).toContain('0.25')
      const date = new Intl.DateTimeFormat('en', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }).format(historyStart.minedAt)
      expect(await text(page, 'activity-history-start')).toBe(`History on Base starts on ${date}`)
      await screenshot(dialog(page), 'mainnet-rehearsal-02-activity-base')

      // The providers' faults were met on both chains and waited out.
      for (const seen of [gateway.seen.ethereum, gateway.seen.base]) {
        expect(seen.some((request) => request.answer === 429)).toBe(true)
      }
      expect(blocked).toEqual([])
      expect([...hosts]).toEqual(['127.0.0.1'])
    } finally {
      await close()
    }
  }, 120_000)
})
