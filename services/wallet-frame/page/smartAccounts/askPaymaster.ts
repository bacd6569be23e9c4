import { type Address, getAddress, type Hex, hexToBigInt, numberToHex } from 'viem'
import { formatUserOperationRequest, type UserOperation } from 'viem/account-abstraction'
import { z } from 'zod'
import { rpcAnswer } from '../rpcAnswer'
import type { OperationAccountType } from './AccountType'
import { bundlerPath } from './bundlerPath'
import { entryPointOf } from './entryPointOf'
import type { SmartAccountState } from './SmartAccountState'

const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/)
const fieldsSchema = z.object({
  paymaster: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  paymasterData: z.string().regex(/^0x([0-9a-fA-F]{2})*$/),
  paymasterVerificationGasLimit: quantity,
  paymasterPostOpGasLimit: quantity,
})
// The name is shown to the visitor as text: one short printable line.
const sponsorSchema = z.object({
  name: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[^\p{Cc}\p{Cf}]+$/u),
})
const stubSchema = fieldsSchema.extend({ sponsor: sponsorSchema })

/** ERC-7677's refusal code, as the gateway answers it (`data.reason` says which rule). */
export const SPONSORSHIP_REFUSED = -32003
// A gateway without a paymaster does not know the methods.
const METHOD_NOT_FOUND = -32601

/**
 * The paymaster fields of a user operation, as the gateway answered them: merged into the
 * operation unchanged (the signature covers every other field of it).
 * @example const op = { ...userOperation, ...fields }
 */
export type PaymasterFields = {
  paymaster: Address
  paymasterData: Hex
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
}

/**
 * What the gateway answered: the fields (and, for the stub, who pays), its one-line refusal, or
 * nothing to say (it has no paymaster, the project no policy, or it answered what the frame
 * cannot use: the visitor pays, and is not told why on every approval).
 * @example if ('fields' in answer) op = { ...op, ...answer.fields }
 */
export type PaymasterAnswer =
  | { fields: PaymasterFields; sponsor?: string }
  | { refusal: string }
  | { unavailable: string }

/**
 * Asks the frame's own gateway (through the service's bundler route; never a paymaster a page
 * names) for ERC-7677's `pm_getPaymasterStubData` — who would pay, and the stub fields the gas
 * is estimated with; reserves nothing — or `pm_getPaymasterData` — the signed fields, which
 * reserve the sponsor's budget: asked only once the visitor approved. The operation is the
 * account type's (`type`): its EntryPoint is named with it.
 * @example const answer = await askPaymaster(state, 31337, 'pm_getPaymasterStubData', userOperation)
 */
export async function askPaymaster(
  state: SmartAccountState,
  chainId: number,
  method: 'pm_getPaymasterStubData' | 'pm_getPaymasterData',
  userOperation: Partial<UserOperation<'0.7'>> | Partial<UserOperation<'0.8'>>,
  type: OperationAccountType = 'smartAccount',
): Promise<PaymasterAnswer> {
  const { paymaster: _p, paymasterData: _d, ...operation } = userOperation
  const { paymasterVerificationGasLimit: _v, paymasterPostOpGasLimit: _o, ...unpaid } = operation
  const answer = await rpcAnswer(state.api, bundlerPath(state, chainId), method, [
    formatUserOperationRequest(unpaid),
    entryPointOf(state, type).address,
    numberToHex(chainId),
    {},
  ])
  if (answer.error) {
    const { code, message, data } = answer.error
    const reason = z.object({ reason: z.string() }).safeParse(data).data?.reason
    // A site that never pays (no policy) has nothing to explain on each approval.
    if (code === SPONSORSHIP_REFUSED && reason === 'no_policy')
      return { unavailable: 'This site does not pay network fees' }
    if (code === SPONSORSHIP_REFUSED && message) return { refusal: message.slice(0, 200) }
    if (code === METHOD_NOT_FOUND) return { unavailable: 'The gateway has no paymaster' }
    return { unavailable: message ?? 'The paymaster did not answer' }
  }
  const parsed = (method === 'pm_getPaymasterStubData' ? stubSchema : fieldsSchema).safeParse(
    answer.result,
  )
  if (!parsed.success) return { unavailable: 'The paymaster answered in another shape' }
  const { data } = parsed
  return {
    fields: {
      paymaster: getAddress(data.paymaster),
      paymasterData: data.paymasterData as Hex,
      paymasterVerificationGasLimit: hexToBigInt(data.paymasterVerificationGasLimit as Hex),
      paymasterPostOpGasLimit: hexToBigInt(data.paymasterPostOpGasLimit as Hex),
    },
    ...('sponsor' in data && { sponsor: (data as z.infer<typeof stubSchema>).sponsor.name }),
  }
}
