import type { Address } from 'viem'
import type { ApprovalDescription } from '../describeRequest'
import type { FrameContext } from '../FrameContext'
import type { AccountType } from '../smartAccounts/AccountType'

/**
 * The account the frame acts as: its key's address (`eoa`), its type and the address apps see.
 * @example const own: ActiveAccount = { eoa: '0xab…', type: 'smartAccount', address: '0xcd…' }
 */
export type ActiveAccount = { eoa: string; type: AccountType; address: string }

/**
 * What the request handler gives the smart-session actions: the active account, the approval
 * view and the frame's chains.
 * @example createPermissionsHandler(ctx, { active, approve, chainOf } satisfies PermissionsDeps)
 */
export type PermissionsDeps = {
  active: () => Promise<ActiveAccount>
  approve: (description: ApprovalDescription) => Promise<void>
  chainOf: (chainId: number) => FrameContext['config']['chains'][number]
}

/**
 * What every smart-session action works with: the frame, its deps and the session validator of
 * each chain (asked once per chain, see `createValidatorLookup`).
 * @example await grantPermissions({ ctx, deps, validatorOf }, params)
 */
export type SmartSessionEnv = {
  ctx: FrameContext
  deps: PermissionsDeps
  validatorOf: (chainId: number) => Promise<Address>
}
