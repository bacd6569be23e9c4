import { porticoUserOperationTypedData } from '@portico/common'
import type { Address, Hex, SignedAuthorization } from 'viem'
import {
  getUserOperationHash,
  getUserOperationTypedData,
  type UserOperation,
} from 'viem/account-abstraction'
import type { OperationAccountType } from './AccountType'
import { entryPointOf } from './entryPointOf'
import type { SmartAccountState } from './SmartAccountState'
import { signAuthorization } from './signAuthorization'

/**
 * Signs an approved, prepared user operation inside one `keys.withAccount`, never as a bare
 * hash: the smart account's owner signs the typed PorticoUserOperation (the only form the
 * account accepts, so no message signature can stand in for it); the delegated EOA signs
 * EntryPoint v0.8's typed PackedUserOperation — with, when `upgrade` says the operation carries
 * one, the authorization to the configured implementation (`signAuthorization`) first, which
 * the operation's hash then covers. The hash covers the paymaster fields too.
 * @example const { signature, authorization } = await signOperation(state, eoa, 31337, { type: 'eip7702', sender: eoa, userOperation, upgrade: { nonce: 0 } })
 */
export async function signOperation(
  state: SmartAccountState,
  owner: string,
  chainId: number,
  operation: {
    type: OperationAccountType
    sender: Address
    userOperation: object
    upgrade?: { nonce: number }
  },
): Promise<{ signature: Hex; entryPointAddress: Address; authorization?: SignedAuthorization }> {
  const { keys } = state
  const { type, sender, upgrade } = operation
  const entryPointAddress = entryPointOf(state, type).address
  if (type === 'smartAccount') {
    const hash = getUserOperationHash({
      userOperation: { ...operation.userOperation, sender, signature: '0x' },
      entryPointAddress,
      entryPointVersion: '0.7',
      chainId,
    } as unknown as Parameters<typeof getUserOperationHash>[0])
    const signature = await keys.withAccount(owner, (key) =>
      key.signTypedData(porticoUserOperationTypedData(sender, chainId, hash)),
    )
    return { signature, entryPointAddress }
  }
  return keys.withAccount(owner, async (key) => {
    const authorization = upgrade && (await signAuthorization(state, key, chainId, upgrade.nonce))
    const userOperation = {
      ...operation.userOperation,
      sender,
      signature: '0x',
      ...(authorization && { authorization }),
    } as unknown as UserOperation<'0.8'>
    const signature = await key.signTypedData(
      getUserOperationTypedData({ chainId, entryPointAddress, userOperation }),
    )
    return { signature, entryPointAddress, ...(authorization && { authorization }) }
  })
}
