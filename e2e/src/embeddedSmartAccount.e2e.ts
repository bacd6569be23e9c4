import { defaultAccountAbstraction } from '@portico/test/devnet/accountAbstraction'
import { porticoAccountAddress } from '@portico/test/devnet/porticoAccountAddress'
import { rpcRequest } from '@portico/test/devnet/rpcRequest'
import type { Page } from 'playwright-core'
import {
  createPublicClient,
  encodeFunctionData,
  type Hex,
  http,
  isHex,
  parseAbi,
  parseEther,
  toHex,
} from 'viem'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { frameHidden } from './setup/embeddedWalletPage'
import { logInNewEmailAccount } from './setup/logInNewEmailAccount'
import { view } from './setup/modalLocators'
import { type DemoPage, openDemo } from './setup/openDemo'
import { useBrowser } from './setup/useBrowser'
import { verifyAccountSignature } from './setup/verifyAccountSignature'

const browser = useBrowser()
const stack = inject('stack')
const MESSAGE = 'Hello from Portico'
const factoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
])
const devnet = (chainId = 31337) => {
  const chain = stack.chains.find((c) => c.chainId === chainId)
  if (!chain) throw new Error(`no devnet ${chainId} in the stack`)
  return chain
}
const frame = (page: Page) => page.frameLocator('[data-testid="portico-embedded-wallet-frame"]')

const opened: DemoPage[] = []
afterAll(async () => {
  for (const demo of opened) await demo.close()
})

async function demoAddress(page: Page) {
  return ((await page.getByTestId('demo-address').textContent()) ?? '') as Hex
}

describe('the embedded wallet as a smart account on a devnet with a bundler', () => {
  it('shows the counterfactual smart account, deploys it with the first send, batches two calls, and switches to the EOA and back', async () => {
    const demo = await openDemo(browser(), { wallet: false })
    opened.push(demo)
    const { page } = demo
    const client = createPublicClient({ transport: http(devnet().rpcUrl) })

    const smart = await logInNewEmailAccount(page, `smart-${Date.now()}@example.com`, new Set())
    expect(await client.getCode({ address: smart })).toBeUndefined()

    // The Account view names the account type and offers the EOA.
    await page.getByTestId('portico-account-button').click()
    await view(page, 'Account').waitFor()
    expect(await page.getByTestId('portico-account-type-label').textContent()).toBe('Smart Account')
    expect(await page.getByTestId('portico-account-type-switch').textContent()).toBe(
      'Switch to your standard account',
    )
    await page.getByTestId('portico-close').click()

    // The first send is a user operation that deploys the account.
    await rpcRequest(devnet().rpcUrl, 'anvil_setBalance', [smart, toHex(parseEther('1'))])
    await page.getByTestId('demo-send').click()
    await frame(page).getByTestId('portico-frame-approve').click()
    const hash = await page.getByTestId('demo-tx-hash').textContent({ timeout: 60_000 })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex })
    expect(receipt.status).toBe('success')
    expect(await client.getCode({ address: smart })).toMatch(/^0x[0-9a-f]{2,}/)

    // The deployed account signs a message (ERC-1271): the owner's typed PorticoMessage, bound to
    // this account on this chain. The page draws the hidden frame before its next click (one sent
    // before goes to the frame).
    await frameHidden(page)
    await page.getByTestId('demo-sign').click()
    await frame(page).getByTestId('portico-frame-approve').click()
    const signature = await page.getByTestId('demo-signature').textContent({ timeout: 20_000 })
    if (!signature || !isHex(signature)) throw new Error(`no signature: ${signature}`)
    expect(
      await verifyAccountSignature(stack, { address: smart, message: MESSAGE, signature }),
    ).toBe(true)

    // EIP-5792: the demo offers a batch since the wallet says it can; both transfers in one
    // user operation, one approval.
    const recipients = [
      '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
      '0x90f79bf6eb2C4F870365E477e4db71cE12ebf8eE',
    ] as const
    const before = await Promise.all(recipients.map((address) => client.getBalance({ address })))
    await frameHidden(page)
    await page.getByTestId('demo-batch').click()
    await frame(page).getByTestId('portico-frame-approve').click()
    await expect
      .poll(() => page.getByTestId('demo-batch-status').textContent(), { timeout: 60_000 })
      .toBe('Batch confirmed')
    const after = await Promise.all(recipients.map((address) => client.getBalance({ address })))
    expect(after.map((balance, index) => balance - (before[index] ?? 0n))).toEqual([
      10n ** 15n,
      10n ** 15n,
    ])

    // Switch to the EOA: the owner of the smart account (the factory's address for it).
    await page.getByTestId('portico-account-button').click()
    await view(page, 'Account').waitFor()
    await page.getByTestId('portico-account-type').click()
    await expect
      .poll(() => page.getByTestId('portico-account-type-label').textContent(), {
        timeout: 20_000,
      })
      .toBe('Standard account')
    expect(await page.getByTestId('portico-account-type-switch').textContent()).toBe(
      'Switch to your smart account',
    )
    await expect.poll(() => demoAddress(page)).not.toBe(smart)
    const eoa = await demoAddress(page)
    // The EOA has no batches: the demo hides its button.
    await expect.poll(() => page.getByTestId('demo-batch').count()).toBe(0)
    expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await porticoAccountAddress(devnet().rpcUrl, eoa)).toBe(smart)
    // The same account deployed on the other devnet (same address, same owner): the signature
    // made on 31337 does not hold there.
    const other = devnet(31338)
    const deployHash = await rpcRequest(other.rpcUrl, 'eth_sendTransaction', [
      {
        from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        to: defaultAccountAbstraction.porticoAccountFactory,
        data: encodeFunctionData({
          abi: factoryAbi,
          functionName: 'createAccount',
          args: [eoa, 0n],
        }),
      },
    ])
    const otherClient = createPublicClient({ transport: http(other.rpcUrl) })
    await otherClient.waitForTransactionReceipt({ hash: deployHash as Hex })
    expect(await otherClient.getCode({ address: smart })).toMatch(/^0x[0-9a-f]{2,}/)
    expect(
      await verifyAccountSignature(stack, {
        address: smart,
        message: MESSAGE,
        signature,
        chainId: 31338,
      }),
    ).toBe(false)

    // And back.
    await page.getByTestId('portico-account-type').click()
    await expect
      .poll(() => page.getByTestId('portico-account-type-label').textContent(), {
        timeout: 20_000,
      })
      .toBe('Smart Account')
    await expect.poll(() => demoAddress(page)).toBe(smart)
    expect(demo.errors).toEqual([])
  }, 180_000)
})
