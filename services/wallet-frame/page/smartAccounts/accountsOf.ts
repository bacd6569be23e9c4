import { getAddress } from 'viem'
import type { AccountType } from './AccountType'
import { isDeployed } from './isDeployed'
import { isEnabled } from './isEnabled'
import type { SmartAccountState } from './SmartAccountState'
import { smartAddressOf } from './smartAddressOf'

/**
 * The accounts of `owner` on `chainId`: the smart account first where enabled, the EOA, and
 * which one is active (the preferred type where it exists, else the EOA).
 * @example const { active, accounts } = await accountsOf(state, eoa, 8453)
 */
export async function accountsOf(state: SmartAccountState, owner: string, chainId: number) {
  const { storage } = state
  const eoa = getAddress(owner)
  if (!(await isEnabled(state, chainId))) {
    return {
      active: { type: 'eoa' as AccountType, address: eoa },
      accounts: [{ type: 'eoa' as AccountType, address: eoa }],
      smartAccountDeployed: false,
    }
  }
  const smart = await smartAddressOf(state, eoa, chainId)
  const type: AccountType = storage.preferredAccountType() ?? 'smartAccount'
  return {
    active: { type, address: type === 'smartAccount' ? smart : eoa },
    accounts: [
      { type: 'smartAccount' as AccountType, address: smart },
      { type: 'eoa' as AccountType, address: eoa },
    ],
    smartAccountDeployed: await isDeployed(state, smart, chainId),
  }
}
