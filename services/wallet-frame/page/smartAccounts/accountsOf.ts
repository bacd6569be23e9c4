import { getAddress } from 'viem'
import type { AccountType } from './AccountType'
import { isDelegated } from './isDelegated'
import { isDeployed } from './isDeployed'
import { isEnabled } from './isEnabled'
import { preferredAccountType } from './preferredAccountType'
import type { SmartAccountState } from './SmartAccountState'
import { smartAddressOf } from './smartAddressOf'
import { supportsEip7702 } from './supportsEip7702'

/**
 * The accounts of `owner` on `chainId`: the smart account first where enabled, the EOA, the
 * EOA as a smart account where the chain has EIP-7702's contracts, and which one is active (the
 * preferred type where it exists — a delegated EOA preferred where there is none is the plain
 * EOA, at the same address — else the EOA). `smartAccountDeployed` is the active account's: the
 * smart account on chain, or the EOA delegated to the configured implementation.
 * @example const { active, accounts } = await accountsOf(state, eoa, 8453)
 */
export async function accountsOf(state: SmartAccountState, owner: string, chainId: number) {
  const eoa = getAddress(owner)
  if (!(await isEnabled(state, chainId))) {
    return {
      active: { type: 'eoa' as AccountType, address: eoa },
      accounts: [{ type: 'eoa' as AccountType, address: eoa }],
      smartAccountDeployed: false,
    }
  }
  const [smart, eip7702] = await Promise.all([
    smartAddressOf(state, eoa, chainId),
    supportsEip7702(state, chainId),
  ])
  const preferred: AccountType = preferredAccountType(state)
  const type: AccountType = preferred === 'eip7702' && !eip7702 ? 'eoa' : preferred
  return {
    active: { type, address: type === 'smartAccount' ? smart : eoa },
    accounts: [
      { type: 'smartAccount' as AccountType, address: smart },
      { type: 'eoa' as AccountType, address: eoa },
      ...(eip7702 ? [{ type: 'eip7702' as AccountType, address: eoa }] : []),
    ],
    smartAccountDeployed:
      type === 'eip7702'
        ? await isDelegated(state, eoa, chainId)
        : await isDeployed(state, smart, chainId),
  }
}
