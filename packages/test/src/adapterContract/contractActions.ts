import { BaseError, RequestAbortedError, UserRejectedRequestError } from '@portico/common'
import { createPublicClient, erc20Abi, http, parseEther, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import type { ContractHarness } from './contractHarness'

const recipient = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

/**
 * The contract's action tests: balance, signing, native and ERC-20 sends (the USDT-style token
 * included), fee estimates and raw requests, each with its error in `@portico/common` shape.
 * @example
 * contractActions(harness)
 */
export function contractActions(harness: ContractHarness): void {
  const client = () => createPublicClient({ transport: http(harness.devnets()[0].rpcUrl) })
  const balanceOf = (address: `0x${string}`) => client().getBalance({ address })
  const tokenBalance = (token: `0x${string}`) =>
    client().readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [recipient],
    })

  describe('balance and signing', () => {
    it('reads the native balance of the network asked for', async () => {
      const { adapter } = await harness.connected()
      const [first, second] = harness.networks()
      const address = harness.account.address
      expect(await adapter.getBalance({ address, caipNetwork: second })).toEqual({
        balance: '42',
        symbol: 'ETH',
      })
      const onFirst = await adapter.getBalance({ address: recipient, caipNetwork: first })
      expect(onFirst.symbol).toBe('ETH')
      expect(Number(onFirst.balance)).toBeGreaterThanOrEqual(10_000)
    })

    it('signs with personal_sign; the signature verifies for the account', async () => {
      const { adapter, provider } = await harness.connected()
      const address = harness.account.address
      const signature = await adapter.signMessage({ message: 'Hello Portico', address })
      expect(provider.calls).toContain('personal_sign')
      const valid = await verifyMessage({
        address,
        message: 'Hello Portico',
        signature: signature as `0x${string}`,
      })
      expect(valid).toBe(true)
    })

    it('maps a declined signature to UserRejectedRequestError', async () => {
      const { adapter, provider } = await harness.connected()
      provider.failNext({ code: 4001, message: 'User denied message signature.' }, 'personal_sign')
      const error = await adapter
        .signMessage({ message: 'x', address: harness.account.address })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(UserRejectedRequestError)
    })
  })

  describe('native sends and fees', () => {
    it('sends a native transfer that the recipient receives on the devnet', async () => {
      const { adapter } = await harness.connected()
      const before = await balanceOf(recipient)
      const hash = await adapter.sendTransaction({
        caipNetwork: harness.networks()[0],
        from: harness.account.address,
        to: recipient,
        value: parseEther('1.5'),
      })
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
      await client().waitForTransactionReceipt({ hash: hash as `0x${string}` })
      expect(await balanceOf(recipient)).toBe(before + parseEther('1.5'))
    })

    it('maps a declined transaction to UserRejectedRequestError and sends nothing', async () => {
      const { adapter, provider } = await harness.connected()
      const before = await balanceOf(recipient)
      provider.failNext({ code: 4001, message: 'User denied.' }, 'eth_sendTransaction')
      const error = await adapter
        .sendTransaction({
          caipNetwork: harness.networks()[0],
          from: harness.account.address,
          to: recipient,
          value: 1n,
        })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect(await balanceOf(recipient)).toBe(before)
    })

    it('estimates a plain transfer at 21000 gas times the gas price', async () => {
      const { adapter } = await harness.connected()
      const estimate = await adapter.estimateFee({
        caipNetwork: harness.networks()[0],
        from: harness.account.address,
        to: recipient,
        value: 1n,
      })
      expect(estimate.gas).toBe(21_000n)
      expect(estimate.gasPrice).toBeGreaterThan(0n)
      expect(estimate.fee).toBe(21_000n * estimate.gasPrice!)
    })
  })

  describe('sendToken', () => {
    const send = async (token: `0x${string}`, amount: bigint) => {
      const page = await harness.connected()
      const hash = await page.adapter.sendToken!({
        caipNetwork: harness.networks()[0],
        from: harness.account.address,
        to: recipient,
        tokenAddress: token,
        amount,
      })
      await client().waitForTransactionReceipt({ hash: hash as `0x${string}` })
      return page
    }

    it('transfers a standard ERC-20', async () => {
      const { token } = harness.tokens()
      const before = await tokenBalance(token)
      await send(token, 2_500_000n)
      expect(await tokenBalance(token)).toBe(before + 2_500_000n)
    })

    it('transfers a USDT-style token whose transfer returns nothing', async () => {
      const { usdt } = harness.tokens()
      const before = await tokenBalance(usdt)
      await send(usdt, 1_000n)
      expect(await tokenBalance(usdt)).toBe(before + 1_000n)
    })

    it('fails on a revert before the wallet is asked', async () => {
      const { adapter, provider } = await harness.connected()
      const error = await adapter.sendToken!({
        caipNetwork: harness.networks()[0],
        from: harness.account.address,
        to: recipient,
        tokenAddress: harness.tokens().token,
        amount: 10n ** 30n,
      }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(BaseError)
      expect((error as BaseError).shortMessage).toMatch(/revert/)
      expect(provider.calls).not.toContain('eth_sendTransaction')
    })
  })

  describe('request and getWalletProvider', () => {
    it('passes requests to the wallet and can be aborted', async () => {
      const { adapter, provider } = await harness.connected()
      expect(await adapter.request({ method: 'eth_chainId' })).toBe('0x7a69')
      expect(adapter.getWalletProvider({})).toBe(provider)
      const controller = new AbortController()
      controller.abort()
      await expect(
        adapter.request({ method: 'eth_blockNumber', signal: controller.signal }),
      ).rejects.toBeInstanceOf(RequestAbortedError)
    })
  })
}
