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
 * What the request handler gives the smart-session actions: the active account on a chain, the
 * approval view (withdrawn once `signal` aborts), the frame's chains and the session validator
 * of each chain (asked once per chain, see `createValidatorLookup`).
 * @example createPermissionsHandler(ctx, { active, approve, chainOf, validatorOf } satisfies PermissionsDeps)
 */
export type PermissionsDeps = {
  active: (chainId: number) => Promise<ActiveAccount>
  approve: (description: ApprovalDescription, signal: AbortSignal) => Promise<void>
  chainOf: (chainId: number) => FrameContext['config']['chains'][number]
  validatorOf: (chainId: number) => Promise<Address>
}

/**
 * The parts of the frame the smart-session actions use: whether the app turned smart sessions
 * on, the config, the service API, the smart account, who asks, and the log.
 * @example const frame: SmartSessionFrame = ctx
 */
export type SmartSessionFrame = Pick<
  FrameContext,
  'smartSessionsEnabled' | 'config' | 'api' | 'smartAccounts' | 'dapp' | 'parentOrigin' | 'log'
>

/**
 * What every smart-session action works with: those parts of the frame and its deps.
 * @example await grantPermissions({ ctx, deps }, params, scope)
 */
export type SmartSessionEnv = {
  ctx: SmartSessionFrame
  deps: PermissionsDeps
}
