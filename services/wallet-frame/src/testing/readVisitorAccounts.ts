import { type Address, getAddress } from 'viem'
import type { createNodeFrame } from './createNodeFrame'

/**
 * The part of GET_USER's answer the smart-account tests read.
 * @example const deployed = (user as VisitorUser).smartAccountDeployed
 */
export type VisitorUser = {
  address: string
  preferredAccountType: string
  smartAccountDeployed: boolean
  accounts: { address: string; type: string }[]
}

/**
 * GET_USER on `chainId` (devnet A's by default): the user, its smart account (on a chain with a
 * bundler; else the active account) and its EOA, both checksummed.
 * @example const { user, smart, eoa } = await readVisitorAccounts(frame)
 */
export async function readVisitorAccounts(
  frame: ReturnType<typeof createNodeFrame>,
  chainId = 31337,
): Promise<{ user: VisitorUser; smart: Address; eoa: Address }> {
  const user = (await frame.request('GET_USER', { chainId })) as VisitorUser
  return {
    user,
    smart: getAddress(
      user.accounts.find((account) => account.type === 'smartAccount')?.address ?? user.address,
    ),
    eoa: getAddress(user.accounts.find((account) => account.type === 'eoa')?.address ?? ''),
  }
}
