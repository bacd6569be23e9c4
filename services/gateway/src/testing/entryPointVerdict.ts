import { type Address, BaseError, type Client, type StateOverride } from 'viem'
import { entryPoint07Abi, type PackedUserOperation } from 'viem/account-abstraction'
import { simulateContract } from 'viem/actions'

/**
 * What an EntryPoint itself says of a user operation, as a bundle of one on the chain (its
 * `handleOps`, simulated): `'accepted'`, or the revert's message (`AA34 signature error`…).
 * v0.7's and v0.8's `handleOps` take the same packed operations. Test files only.
 * @example
 * expect(await entryPointVerdict(client, { entryPoint, operation: toPackedUserOperation(op) })).toMatch(/AA34/)
 */
export async function entryPointVerdict(
  client: Client,
  args: { entryPoint: Address; operation: PackedUserOperation; stateOverride?: StateOverride },
): Promise<string> {
  try {
    await simulateContract(client, {
      address: args.entryPoint,
      abi: entryPoint07Abi,
      functionName: 'handleOps',
      // Any beneficiary but zero, which the EntryPoint refuses (AA90).
      args: [[args.operation], '0x000000000000000000000000000000000000dEaD'],
      ...(args.stateOverride && { stateOverride: args.stateOverride }),
    })
    return 'accepted'
  } catch (error) {
    return error instanceof BaseError ? error.message : String(error)
  }
}
