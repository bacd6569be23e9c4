import { type Address, decodeFunctionResult, encodeFunctionData, type Hex, parseAbi } from 'viem'
import type { FrameContext } from '../FrameContext'
import { FrameRequestError } from '../FrameRequestError'
import { requestNode } from '../requestNode'

// PorticoSessionValidator (packages/test/src/devnet/smartAccount/), created by the account
// factory; the accounts call it through `execute`.
const factoryAbi = parseAbi(['function sessionValidator() view returns (address)'])

/**
 * The session validator the factory installs in its accounts, asked of the factory once per
 * chain through the frame's RPC proxy; a failed question is asked again next time.
 * @example
 * const validatorOf = createValidatorLookup(ctx)
 * const validator = await validatorOf(84532)
 */
export function createValidatorLookup(
  ctx: Pick<FrameContext, 'api' | 'config'>,
): (chainId: number) => Promise<Address> {
  const validators = new Map<number, Promise<Address>>()
  return (chainId) => {
    const known = validators.get(chainId)
    if (known) return known
    const asked = requestNode(ctx.api, `/rpc/v1?chainId=${chainId}`, 'eth_call', [
      {
        to: ctx.config.smartAccounts.factory,
        data: encodeFunctionData({ abi: factoryAbi, functionName: 'sessionValidator' }),
      },
      'latest',
    ])
      .then((result) =>
        decodeFunctionResult({
          abi: factoryAbi,
          functionName: 'sessionValidator',
          data: result as Hex,
        }),
      )
      .catch(() => {
        validators.delete(chainId)
        throw new FrameRequestError('Smart sessions are not available on this network')
      })
    validators.set(chainId, asked)
    return asked
  }
}
