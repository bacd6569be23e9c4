import { SwitchChainError, UserRejectedRequestError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import type { ContractHarness } from './contractHarness'

const SWITCH_SENTENCE =
  'Failed to switch to chain. The chain is not approved or the wallet does not support wallet_switchEthereumChain.'
const switchMethods = ['wallet_switchEthereumChain', 'wallet_addEthereumChain']
const switchCalls = (calls: readonly string[]) => calls.filter((m) => switchMethods.includes(m))

/**
 * The contract's network-switch tests: a switch between the devnets, adding an unknown chain,
 * and the 4902 / 5000 / 32603 / 4001 error mapping.
 * @example
 * contractSwitch(harness)
 */
export function contractSwitch(harness: ContractHarness): void {
  describe('switchNetwork', () => {
    it('moves the wallet between the two devnets and reports it', async () => {
      const { adapter, context, provider } = await harness.connected()
      const [first, second] = harness.networks()
      await adapter.switchNetwork({ caipNetwork: second })
      await expect.poll(() => context.chains.at(-1)?.chainId).toBe(31338)
      expect(Number(await provider.request({ method: 'eth_chainId' }))).toBe(31338)
      await adapter.switchNetwork({ caipNetwork: first })
      await expect.poll(() => context.chains.at(-1)?.chainId).toBe(31337)
    })

    it('adds a chain the wallet does not know (4902), then switches', async () => {
      const [devnet] = harness.devnets()
      const { adapter, provider } = await harness.connected({
        walletChains: [{ id: devnet.chainId, rpcUrl: devnet.rpcUrl }],
      })
      await adapter.switchNetwork({ caipNetwork: harness.networks()[1] })
      expect(switchCalls(provider.calls)).toEqual([
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'wallet_switchEthereumChain',
      ])
      expect(Number(await provider.request({ method: 'eth_chainId' }))).toBe(31338)
    })

    it.each([
      ['4902 after adding', [4902, null, 4902], 4902],
      ['-32603 (invalid chain id)', [-32603, null, -32603], 32603],
      ['5000', [5000, null, 5000], 5000],
      ['an unsupported method (no add attempted)', [4200], 5000],
    ] as const)('fails with SwitchChainError for %s', async (_, codes, expected) => {
      const { adapter, provider } = await harness.connected()
      const methods = [
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'wallet_switchEthereumChain',
      ]
      codes.forEach((code, i) => {
        if (code !== null) provider.failNext({ code, message: 'wallet said no' }, methods[i])
      })
      const error = await adapter
        .switchNetwork({ caipNetwork: harness.networks()[1] })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(SwitchChainError)
      expect((error as SwitchChainError).code).toBe(expected)
      expect((error as SwitchChainError).shortMessage).toBe(SWITCH_SENTENCE)
      expect(provider.calls.filter((m) => m === 'wallet_addEthereumChain')).toHaveLength(
        codes.length > 1 ? 1 : 0,
      )
    })

    it('maps a declined switch or a declined add to UserRejectedRequestError', async () => {
      const { adapter, provider } = await harness.connected()
      const second = harness.networks()[1]
      provider.failNext({ code: 4001, message: 'User rejected' }, 'wallet_switchEthereumChain')
      await expect(adapter.switchNetwork({ caipNetwork: second })).rejects.toBeInstanceOf(
        UserRejectedRequestError,
      )
      provider.failNext({ code: 4902, message: 'Unrecognized chain' }, 'wallet_switchEthereumChain')
      provider.failNext({ code: 4001, message: 'User rejected' }, 'wallet_addEthereumChain')
      await expect(adapter.switchNetwork({ caipNetwork: second })).rejects.toBeInstanceOf(
        UserRejectedRequestError,
      )
    })
  })
}
