import { PORTICO_ACCOUNT_PRIMARY_TYPES } from '@portico/common'
import { type Address, isAddressEqual } from 'viem'
import { ACTION_NOT_ALLOWED } from '../src/shared/frameMessages'
import type { FrameContext } from './FrameContext'
import { FrameRequestError } from './FrameRequestError'

/** The parts of an `eth_signTypedData_v4` request the rule reads. */
type TypedDataRequest = { primaryType: string; domain?: Record<string, unknown> | undefined }

/**
 * ERC-4337's own typed user operation (EntryPoint v0.8 and later hash a `PackedUserOperation`
 * under EIP-712): an EOA that has delegated to a smart-account implementation (EIP-7702)
 * accepts it signed by its key as the operation's authorisation, so a page that had it signed
 * would spend from the visitor's own address.
 */
const ENTRY_POINT_PRIMARY_TYPES: readonly string[] = ['PackedUserOperation']

/**
 * Whether typed data is one the smart account's owner signs for the account itself: a
 * `PorticoUserOperation` / `PorticoMessage`, ERC-4337's `PackedUserOperation`, or anything under
 * a domain whose verifying contract is the visitor's smart account. Signed by the EOA (the same
 * key), such data would be exactly the owner signature that authorises the account's user
 * operations or its ERC-1271 answers.
 * @example isAccountTypedData({ primaryType: 'PorticoUserOperation' }, smart) // true
 */
export function isAccountTypedData(typedData: TypedDataRequest, smart: Address | undefined) {
  if (PORTICO_ACCOUNT_PRIMARY_TYPES.includes(typedData.primaryType)) return true
  if (ENTRY_POINT_PRIMARY_TYPES.includes(typedData.primaryType)) return true
  const verifyingContract = typedData.domain?.verifyingContract
  return (
    smart !== undefined &&
    typeof verifyingContract === 'string' &&
    /^0x[0-9a-fA-F]{40}$/.test(verifyingContract) &&
    isAddressEqual(verifyingContract as Address, smart)
  )
}

/**
 * Refuses ('Action not allowed'), before anything is shown, typed data the visitor's EOA must
 * never sign: see {@link isAccountTypedData}. The smart account's address is the same on every
 * chain (one factory, salt 0), so it is looked up on the request's chain where smart accounts are
 * enabled, else on any enabled one: a domain naming it on any chain is refused.
 * @example if (own.type === 'eoa') await refuseAccountTypedData(ctx, own.eoa, typedData, chainId)
 */
export async function refuseAccountTypedData(
  ctx: Pick<FrameContext, 'smartAccounts' | 'log'>,
  eoa: string,
  typedData: TypedDataRequest,
  chainId: number,
): Promise<void> {
  let smart: Address | undefined
  try {
    const networks = await ctx.smartAccounts.enabledNetworks()
    const on = networks.includes(chainId) ? chainId : networks[0]
    if (on !== undefined) smart = await ctx.smartAccounts.smartAddressOf(eoa, on)
  } catch (error) {
    // The primary-type check alone already keeps the account's own structures out of reach:
    // their type hashes name them, so no other primary type can produce their digests.
    ctx.log('smart account address unknown for the typed-data rule', error)
  }
  if (isAccountTypedData(typedData, smart)) throw new FrameRequestError(ACTION_NOT_ALLOWED)
}
