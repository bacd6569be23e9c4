import { getAddress } from 'viem'
import type { UserOperation } from 'viem/account-abstraction'
import { toAccount } from 'viem/accounts'
import { FrameRequestError } from '../FrameRequestError'
import type { OperationAccountType } from './AccountType'
import { askPaymaster, type PaymasterFields } from './askPaymaster'
import { bundlerOf } from './bundlerOf'
import { operationAccountOf } from './operationAccountOf'
import type { SmartAccountState } from './SmartAccountState'
import type { SmartCall } from './SmartCall'
import { SponsorshipRefusedError } from './SponsorshipRefusedError'
import { upgradeOf } from './upgradeOf'

/**
 * Room added to the bundler's estimate of the calls' gas: a fifth, and 45,000 besides. The node
 * estimates in the latest block's second; a call mined in a later second can cost more (a Uniswap
 * pair that traded in the estimated block writes its two price accumulators once time has
 * passed: 10,000 gas, 44,000 on their first write), and a user operation whose call runs short
 * reverts inside its bundle, the network fee paid and the swap not made. The EntryPoint charges
 * a tenth of the unused room beyond 40,000: a few thousand gas.
 */
export const callGasHeadroom = (estimate: bigint): bigint => estimate / 5n + 45_000n

// viem asks for the signed fields at once unless told the stub is final: never before approval.
const afterApproval = async (): Promise<never> => {
  throw new FrameRequestError('The paymaster is asked for its signature after approval')
}

// Before the key is rebuilt: the account's address and stub signature need no key.
const refuse = async (): Promise<never> => {
  throw new FrameRequestError('The key is not loaded')
}

/**
 * Who pays for a prepared operation: the site (`sponsor`, the name its gateway gave), or the
 * visitor, with the gateway's one-line reason when it refused to sponsor.
 * @example const sponsorship: Sponsorship = { sponsor: 'Portico Demo' }
 */
export type Sponsorship = { sponsor: string } | { refusal?: string }

/**
 * The unsigned user operation that sends `calls` from the smart account of `owner` (with the
 * account's deployment when it is not on chain yet) or, with `type: 'eip7702'`, from `owner`'s
 * own address (with a stand-in authorization to the configured implementation, and `upgrade`
 * saying so, unless it is delegated to it already), its gas estimated by the bundler (the calls'
 * with {@link callGasHeadroom}) and priced at the bundler's own gas price; prepared without the
 * key. With `sponsored`, the gateway's paymaster is asked first (`pm_getPaymasterStubData`:
 * nothing reserved): where the site pays, the operation carries the stub's paymaster fields and
 * is estimated with them; the signed ones are asked for only after approval (`sendCalls`).
 * @example const { bundler, account, userOperation, sponsorship } = await prepareCalls(state, eoa, 8453, [{ to, value: 1n }], { sponsored: true })
 */
export async function prepareCalls(
  state: SmartAccountState,
  owner: string,
  chainId: number,
  calls: readonly SmartCall[],
  options: {
    sponsored: boolean
    /** The account's balance for the bundler's estimate: an empty account's operation priced. */
    balance?: bigint
    /** Which of the visitor's accounts sends it; the smart account unless said. */
    type?: OperationAccountType
    /**
     * Paymaster fields asked for beforehand (the token paymaster's stub, `prepareTokenCalls`):
     * the operation is estimated with them, and no paymaster is asked here.
     */
    paymasterFields?: PaymasterFields
  },
) {
  const type = options.type ?? 'smartAccount'
  const bundler = bundlerOf(state, chainId)
  const stubOwner = toAccount({
    address: getAddress(owner),
    signMessage: refuse,
    signTransaction: refuse,
    signTypedData: refuse,
  })
  const [account, upgrade] = await Promise.all([
    operationAccountOf(state, stubOwner, chainId, type),
    type === 'eip7702' ? upgradeOf(state, owner, chainId) : undefined,
  ])
  let sponsorship: Sponsorship = {}
  const { paymasterFields } = options
  const fixed = paymasterFields && {
    getPaymasterStubData: async () => ({ ...paymasterFields, isFinal: true }),
    getPaymasterData: afterApproval,
  }
  const paymaster =
    fixed ||
    (options.sponsored && {
      getPaymasterStubData: async (operation: object) => {
        const answer = await askPaymaster(
          state,
          chainId,
          'pm_getPaymasterStubData',
          operation as Partial<UserOperation<'0.7'>>,
          type,
        )
        if ('fields' in answer && answer.sponsor !== undefined) {
          sponsorship = { sponsor: answer.sponsor }
          // Final for the estimate: viem would ask for the signed data at once, before approval.
          return { ...answer.fields, isFinal: true }
        }
        if ('refusal' in answer) sponsorship = { refusal: answer.refusal }
        return { isFinal: true }
      },
      getPaymasterData: afterApproval,
    })
  const { account: _unused, ...estimated } = await bundler
    .prepareUserOperation({
      account,
      ...(upgrade && {
        authorization: upgrade.authorization,
        factory: '0x7702',
        factoryData: '0x',
      }),
      ...(paymaster && { paymaster: paymaster as never }),
      ...(options.balance !== undefined && {
        stateOverride: [{ address: account.address, balance: options.balance }],
      }),
      calls: calls.map((call) => ({
        to: call.to,
        ...(call.value !== undefined && { value: call.value }),
        ...(call.data !== undefined && { data: call.data }),
      })),
    })
    .catch((error: unknown) => {
      // The visitor's own operation failed to estimate (an empty account cannot pay): the
      // site's reason for not paying is still the one to show.
      const refused = sponsorship as Sponsorship
      if ('refusal' in refused && refused.refusal !== undefined)
        throw new SponsorshipRefusedError(refused.refusal, error)
      throw error
    })
  const userOperation = {
    ...estimated,
    callGasLimit: estimated.callGasLimit + callGasHeadroom(estimated.callGasLimit),
  }
  return {
    bundler,
    account,
    userOperation,
    sponsorship: sponsorship as Sponsorship,
    type,
    ...(upgrade && { upgrade: { nonce: upgrade.authorization.nonce } }),
  }
}
