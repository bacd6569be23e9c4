import { DEMO_EIP7702_PROJECT } from '@portico/scripts'
import { screenshot } from '@portico/test'
import { eip7702Devnet } from '@portico/test/devnet/eip7702Devnet'
import { fundAccount } from '@portico/test/devnet/fundAccount'
import { type Address, concat, createPublicClient, erc20Abi, http, parseAbi } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { walletFrame } from './setup/embeddedWalletPage'
import { logInNewEmailAccount } from './setup/logInNewEmailAccount'
import { openDemo } from './setup/openDemo'
import { useBrowser } from './setup/useBrowser'

const browser = useBrowser()
const stack = inject('stack')
const devnet = stack.chains.find((chain) => chain.chainId === 31337)
if (!devnet) throw new Error('no devnet 31337 in the stack')
const client = createPublicClient({ transport: http(devnet.rpcUrl) })
const token = devnet.tokens.erc20
const SPONSOR = 'Portico Demo'
const userOperationEvent = parseAbi([
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
])

// The visitor's operations through EntryPoint v0.8, oldest first.
const operations = (sender: Address) =>
  client.getContractEvents({
    address: eip7702Devnet.entryPoint,
    abi: userOperationEvent,
    eventName: 'UserOperationEvent',
    args: { sender },
    fromBlock: 0n,
  })

describe("the demo's EIP-7702 project: a new email wallet's own address is its smart account", () => {
  it('upgrades the address with a batch (an allowance and a transfer) the demo pays for, then batches again there, still with 0 ETH', async () => {
    const demo = await openDemo(browser(), {
      wallet: false,
      path: `/?projectId=${DEMO_EIP7702_PROJECT}`,
    })
    try {
      const { page } = demo
      const address = await logInNewEmailAccount(
        page,
        `eip7702-${Date.now()}@example.com`,
        new Set(),
      )
      // The visitor's own address (no smart account of its own), not yet a smart account.
      expect(await client.getCode({ address })).toBeUndefined()
      expect(await client.getBalance({ address })).toBe(0n)
      await fundAccount(devnet.rpcUrl, address, {
        tokens: [{ address: token.address, amount: 10n ** 20n }],
      })
      const before = await client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })

      // The network fee row of the frame's approval.
      const networkFee = () =>
        walletFrame(page)
          .locator('.pf-rows dt', { hasText: 'Network fee' })
          .locator('xpath=following-sibling::dd[1]')
          .textContent()
      await page.getByTestId('demo-batch-tokens').click()
      const approve = walletFrame(page).getByTestId('portico-frame-approve')
      await approve.waitFor({ timeout: 30_000 })
      // The approval says plainly what the first operation also does, and who pays for it.
      expect(await walletFrame(page).locator('.pf-note').allTextContents()).toEqual([
        `Upgrade your account to a smart account on ${devnet.name}`,
      ])
      expect(await networkFee()).toBe(`paid by ${SPONSOR}`)
      await screenshot(page, 'embedded-eip7702-upgrade-approval')
      await approve.click()
      await expect
        .poll(() => page.getByTestId('demo-batch-tokens-status').textContent(), {
          timeout: 60_000,
        })
        .toBe('Batch confirmed')

      // The address now delegates to Simple7702Account; the batch ran there, the demo's v0.8
      // paymaster paid, and the visitor still holds no ether.
      expect((await client.getCode({ address }))?.toLowerCase()).toBe(
        concat(['0xef0100', eip7702Devnet.implementation]).toLowerCase(),
      )
      const onePtt = 10n ** BigInt(token.decimals)
      expect(
        await client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
        }),
      ).toBe(before - onePtt)
      const [operation, ...more] = await operations(address)
      expect(more).toEqual([])
      expect(operation?.args).toMatchObject({ paymaster: eip7702Devnet.paymaster, success: true })
      expect(await client.getBalance({ address })).toBe(0n)

      // The next batch: an upgraded address needs no upgrade, and the demo pays again.
      await page.getByTestId('demo-batch-tokens').click()
      await approve.waitFor({ timeout: 30_000 })
      expect(await walletFrame(page).locator('.pf-note').count()).toBe(0)
      expect(await networkFee()).toBe(`paid by ${SPONSOR}`)
      await approve.click()
      await expect
        .poll(() => page.getByTestId('demo-batch-tokens-status').textContent(), {
          timeout: 60_000,
        })
        .toBe('Batch confirmed')
      const after = await operations(address)
      expect(after).toHaveLength(2)
      expect(after[1]?.args).toMatchObject({ paymaster: eip7702Devnet.paymaster, success: true })
      expect(await client.getBalance({ address })).toBe(0n)
    } finally {
      await demo.close()
    }
  }, 180_000)
})
