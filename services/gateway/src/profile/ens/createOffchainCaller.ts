import {
  type Address,
  concat,
  decodeErrorResult,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionResult,
  type Hex,
  isAddressEqual,
  type PublicClient,
  parseAbi,
} from 'viem'
import type { GatewayLookup } from './createGatewayLookup'
import { NameLookupError } from './NameLookupError'
import { revertDataOf } from './revertDataOf'

const offchainLookupAbi = parseAbi([
  'error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData)',
])
const batchGatewayAbi = parseAbi([
  'struct Request { address sender; string[] urls; bytes data; }',
  'function query(Request[] requests) view returns (bool[] failures, bytes[] responses)',
])
const OFFCHAIN_LOOKUP = '0x556f1830'
/** ENSIP-21: the Universal Resolver leaves its batch of lookups to the caller. */
export const LOCAL_BATCH_GATEWAY = 'x-batch-gateway:true'

/**
 * eth_call that follows EIP-3668: a revert with `OffchainLookup` whose `sender` is the
 * contract called is answered by asking its gateways (`lookup`), then calling
 * `callbackFunction(response, extraData)` on it, at most `maxLookups` times in a row. A lookup
 * naming another contract is refused. The `x-batch-gateway:true` URL (ENSIP-21) is answered
 * here: each request of the batch goes to its own resolver's gateways; a request whose gateways
 * all fail fails the read. viem's own CCIP reading is left off: it would fetch any URL.
 * @example
 * const call = createOffchainCaller({ client, lookup, maxLookups: 4 })
 * const result = await call(universalResolver, data)
 */
export function createOffchainCaller(deps: {
  client: PublicClient
  lookup: GatewayLookup
  maxLookups: number
}): (to: Address, data: Hex) => Promise<Hex> {
  const ethCall = async (to: Address, data: Hex) => {
    try {
      return {
        result: (await deps.client.request({
          method: 'eth_call',
          params: [{ to, data }, 'latest'],
        })) as Hex,
      }
    } catch (error) {
      const reverted = revertDataOf(error)
      if (reverted?.startsWith(OFFCHAIN_LOOKUP)) return { lookup: reverted }
      throw error
    }
  }
  const answerBatch = async (request: Hex): Promise<Hex> => {
    const [requests] = decodeFunctionData({ abi: batchGatewayAbi, data: request }).args
    // A request whose gateways all fail fails the whole read: the name cannot be answered.
    const responses = await Promise.all(
      requests.map((one) => deps.lookup(one.sender, one.urls, one.data)),
    )
    return encodeFunctionResult({
      abi: batchGatewayAbi,
      functionName: 'query',
      result: [responses.map(() => false), responses],
    })
  }
  return async (to, data) => {
    let answer = await ethCall(to, data)
    for (let lookups = 0; 'lookup' in answer; lookups++) {
      if (lookups >= deps.maxLookups)
        throw new NameLookupError(
          'TOO_MANY_LOOKUPS',
          `more than ${deps.maxLookups} offchain lookups`,
        )
      const { args } = decodeErrorResult({ abi: offchainLookupAbi, data: answer.lookup })
      const [sender, urls, callData, callback, extraData] = args
      // EIP-3668: only the contract called may ask for a lookup, and it is called back.
      if (!isAddressEqual(sender, to))
        throw new NameLookupError('SENDER_MISMATCH', 'an offchain lookup named another contract')
      const response =
        urls.length === 1 && urls[0] === LOCAL_BATCH_GATEWAY
          ? await answerBatch(callData)
          : await deps.lookup(sender, urls, callData)
      answer = await ethCall(
        to,
        concat([
          callback,
          encodeAbiParameters([{ type: 'bytes' }, { type: 'bytes' }], [response, extraData]),
        ]),
      )
    }
    return answer.result
  }
}
