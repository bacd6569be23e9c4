import { type Address, getContractAddress } from 'viem'
import type { FrameContext } from '../FrameContext'

type WalletFrame = Pick<FrameContext, 'config' | 'smartAccounts' | 'log'>

/**
 * The visitor's smart account, the same on every chain (one factory, salt 0): asked on this
 * chain where smart accounts are enabled, else on any enabled one, so the EOA cannot reach it
 * on a chain without a bundler either; undefined where the frame cannot tell.
 * @example const smart = await smartAccountOf(ctx, eoa, 31337) // '0x…' | undefined
 */
export async function smartAccountOf(ctx: WalletFrame, eoa: string, chainId: number) {
  let networks: number[]
  try {
    networks = await ctx.smartAccounts.enabledNetworks()
  } catch (error) {
    // No gateway to say where smart accounts are: the address the frame already read, if any.
    ctx.log('smart-account networks unknown for the wallet-contract rule', error)
    return ctx.smartAccounts.smartAddressOf(eoa, chainId).catch((unknown: unknown) => {
      ctx.log('smart account address unknown for the wallet-contract rule', unknown)
      return undefined
    })
  }
  const on = networks.includes(chainId) ? chainId : networks[0]
  // A failed question fails the request: no call goes out unchecked.
  return on === undefined ? undefined : ctx.smartAccounts.smartAddressOf(eoa, on)
}

/**
 * The visitor's own wallet contracts on `chainId`, lower-cased: the smart account, its session
 * validator (the factory's first contract, and whatever the factory names), the factory and the
 * EntryPoint; and, for the EOA as a smart account (EIP-7702), the EOA itself (its delegated code
 * runs `execute` for itself), the implementation and EntryPoint v0.8. A call to any of them
 * reaches the account's machinery (a session key, its deposit, its owner's rights), which only
 * `wallet_grantPermissions` and the frame's own user operations may touch.
 * @example const own = await walletContractsOf(ctx, validatorOf, eoa, 31337) // Set { '0x…', … }
 */
export async function walletContractsOf(
  ctx: WalletFrame,
  validatorOf: (chainId: number) => Promise<Address>,
  eoa: string,
  chainId: number,
): Promise<Set<string>> {
  const { entryPoint, factory, eip7702 } = ctx.config.smartAccounts
  const contracts: string[] = [
    entryPoint,
    factory,
    eip7702.entryPoint,
    eip7702.implementation,
    eoa,
    // PorticoAccountFactory creates its accounts' session validator in its constructor (CREATE,
    // nonce 1): known without asking a chain that may not answer.
    getContractAddress({ from: factory as Address, nonce: 1n }),
  ]
  try {
    contracts.push(await validatorOf(chainId))
  } catch (error) {
    // A factory without sessionValidator() (or no factory on this chain): the one above stays.
    ctx.log('session validator unknown for the wallet-contract rule', error)
  }
  const smart = await smartAccountOf(ctx, eoa, chainId)
  if (smart) contracts.push(smart)
  return new Set(contracts.map((address) => address.toLowerCase()))
}
