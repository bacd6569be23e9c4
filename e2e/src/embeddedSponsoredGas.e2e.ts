import { defaultAccountAbstraction } from '@portico/test/devnet/accountAbstraction'
import { fundAccount } from '@portico/test/devnet/fundAccount'
import { defaultVerifyingPaymaster } from '@portico/test/devnet/verifyingPaymaster'
import { type Address, createPublicClient, erc20Abi, http, parseAbi } from 'viem'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { walletFrame } from './setup/embeddedWalletPage'
import { logInNewEmailAccount } from './setup/logInNewEmailAccount'
import { view } from './setup/modalLocators'
import { type DemoPage, openDemo } from './setup/openDemo'
import { useBrowser } from './setup/useBrowser'

const browser = useBrowser()
const stack = inject('stack')
const devnet = stack.chains.find((chain) => chain.chainId === 31337)
if (!devnet) throw new Error('no devnet 31337 in the stack')
const { rpcUrl } = devnet
const token = devnet.tokens.erc20
const client = createPublicClient({ transport: http(rpcUrl) })
const entryPointAbi = parseAbi([
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
  'function balanceOf(address account) view returns (uint256)',
])
const receiver: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const SPONSOR = 'Portico Demo'

const opened: DemoPage[] = []
afterAll(async () => {
  for (const demo of opened) await demo.close()
})

const deposit = () =>
  client.readContract({
    address: defaultAccountAbstraction.entryPoint,
    abi: entryPointAbi,
    functionName: 'balanceOf',
    args: [defaultVerifyingPaymaster],
  })
const tokenBalance = (address: Address) =>
  client.readContract({
    address: token.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

describe('gas paid by the demo’s own paymaster for a new email wallet with no ether', () => {
  it('sends PTT with 0 ETH: the preview and the approval say who pays, the paymaster’s deposit pays', async () => {
    const demo = await openDemo(browser(), { wallet: false })
    opened.push(demo)
    const { page } = demo
    const smart = await logInNewEmailAccount(page, `sponsored-${Date.now()}@example.com`, new Set())
    await fundAccount(rpcUrl, smart, { tokens: [{ address: token.address, amount: 10n ** 20n }] })
    expect(await client.getBalance({ address: smart })).toBe(0n)
    const before = { deposit: await deposit(), received: await tokenBalance(receiver) }

    await page.getByTestId('portico-account-button').click()
    await view(page, 'Account').waitFor()
    await page.getByTestId('portico-wallet-feature-send').click()
    await view(page, 'WalletSend').waitFor()
    await page.getByTestId('portico-send-token').click()
    await view(page, 'WalletSendSelectToken').waitFor()
    await page.getByTestId('portico-send-token-PTT').click()
    await view(page, 'WalletSend').waitFor()
    await page.getByTestId('portico-send-amount').fill('3')
    await page.getByTestId('portico-send-receiver').fill(receiver)
    await page.getByTestId('portico-send-preview').click()
    await view(page, 'WalletSendPreview').waitFor()
    await expect
      .poll(() => page.getByTestId('portico-preview-fee').textContent(), { timeout: 30_000 })
      .toBe(`Paid by ${SPONSOR}`)
    await page.getByTestId('portico-send-confirm').click()
    const approvalFee = walletFrame(page)
      .locator('.pf-rows dt', { hasText: 'Network fee' })
      .locator('xpath=following-sibling::dd[1]')
    expect(await approvalFee.textContent()).toBe(`paid by ${SPONSOR}`)
    await walletFrame(page).getByTestId('portico-frame-approve').click()
    await page.getByTestId('portico-send-sent').waitFor({ timeout: 60_000 })

    const amount = 3n * 10n ** BigInt(token.decimals)
    expect(await tokenBalance(receiver)).toBe(before.received + amount)
    expect(await client.getBalance({ address: smart })).toBe(0n)
    const [event] = await client.getContractEvents({
      address: defaultAccountAbstraction.entryPoint,
      abi: entryPointAbi,
      eventName: 'UserOperationEvent',
      args: { sender: smart },
      fromBlock: 0n,
    })
    expect(event?.args).toMatchObject({ paymaster: defaultVerifyingPaymaster, success: true })
    expect(await deposit()).toBeLessThanOrEqual(before.deposit - (event?.args.actualGasCost ?? 1n))
  })

  it('shows the site’s reason for an ether send it does not pay for, and sends nothing when declined', async () => {
    const demo = await openDemo(browser(), { wallet: false })
    opened.push(demo)
    const { page } = demo
    const smart = await logInNewEmailAccount(
      page,
      `unsponsored-${Date.now()}@example.com`,
      new Set(),
    )
    await page.getByTestId('demo-send').click()
    await expect
      .poll(
        () => walletFrame(page).getByTestId('portico-frame-approval-warning').allTextContents(),
        {
          timeout: 30_000,
        },
      )
      .toContain('This site does not pay the network fee for this action')
    await walletFrame(page).getByTestId('portico-frame-decline').click()
    await page.waitForTimeout(1_000)
    expect(await client.getCode({ address: smart })).toBeUndefined()
    expect(await client.getBalance({ address: smart })).toBe(0n)
  })
})
