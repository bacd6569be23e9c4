import {
  type Address,
  bytesToHex,
  decodeErrorResult,
  decodeFunctionResult,
  encodeFunctionData,
  getAddress,
  type Hex,
  namehash,
  type PublicClient,
  parseAbi,
  toHex,
} from 'viem'
import { packetToBytes } from 'viem/ens'
import type { GatewayLookup } from './createGatewayLookup'
import { createOffchainCaller, LOCAL_BATCH_GATEWAY } from './createOffchainCaller'
import { NameLookupError } from './NameLookupError'
import { revertDataOf } from './revertDataOf'

const universalResolverAbi = parseAbi([
  'function resolveWithGateways(bytes name, bytes data, string[] gateways) view returns (bytes, address)',
  'function reverseWithGateways(bytes lookupAddress, uint256 coinType, string[] gateways) view returns (string, address, address)',
  'error ResolverNotFound(bytes name)',
  'error ResolverNotContract(bytes name, address resolver)',
  'error ResolverError(bytes errorData)',
  'error ReverseAddressMismatch(string primary, bytes primaryAddress)',
  'error UnsupportedResolverProfile(bytes4 selector)',
])
const recordAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
])
const ETHEREUM_COIN_TYPE = 60n
// What the Universal Resolver reverts with for a name that has no such record: no name, not a fault.
const MISSING = new Set([
  'ResolverNotFound',
  'ResolverNotContract',
  'UnsupportedResolverProfile',
  'ReverseAddressMismatch',
])

/**
 * Reads ENS through a chain's Universal Resolver (the interface of mainnet's
 * `0xeEeEEEeE14D718C2B47D9923Deab1335E144EeEe`): `resolveWithGateways(name, data, gateways)`
 * with the DNS-encoded name, so ENSIP-10 wildcards and offchain (EIP-3668) names resolve, and
 * `reverseWithGateways` for primary names. The batch gateway is this gateway itself
 * (`x-batch-gateway:true`), so every offchain request goes through `lookup`'s limits. A primary
 * name counts only when the name resolves forward to the address. Same answers as
 * createEnsReader's registry reader.
 * @example
 * const ens = createUniversalResolverReader({ client, universalResolver: '0x…', lookup, maxLookups: 4 })
 * await ens.addressOf('vitalik.eth')
 */
export function createUniversalResolverReader(deps: {
  client: PublicClient
  universalResolver: Address
  lookup: GatewayLookup
  maxLookups: number
}) {
  const call = createOffchainCaller(deps)
  const resolve = async (name: string, data: Hex): Promise<Hex | undefined> => {
    const request = encodeFunctionData({
      abi: universalResolverAbi,
      functionName: 'resolveWithGateways',
      args: [toHex(packetToBytes(name)), data, [LOCAL_BATCH_GATEWAY]],
    })
    const answer = await missingAsUndefined(() => call(deps.universalResolver, request))
    if (answer === undefined) return undefined
    const [result] = decodeFunctionResult({
      abi: universalResolverAbi,
      functionName: 'resolveWithGateways',
      data: answer,
    })
    return result === '0x' ? undefined : result
  }
  const addressOf = async (
    name: string,
    coinType = ETHEREUM_COIN_TYPE,
  ): Promise<Address | undefined> => {
    const node = namehash(name)
    if (coinType === ETHEREUM_COIN_TYPE) {
      const data = await resolve(
        name,
        encodeFunctionData({ abi: recordAbi, functionName: 'addr', args: [node] }),
      )
      if (!data) return undefined
      const address = decodeFunctionResult({
        abi: recordAbi,
        functionName: 'addr',
        args: [node],
        data,
      })
      return /^0x0{40}$/.test(address) ? undefined : getAddress(address)
    }
    const data = await resolve(
      name,
      encodeFunctionData({ abi: recordAbi, functionName: 'addr', args: [node, coinType] }),
    )
    if (!data) return undefined
    const bytes = decodeFunctionResult({
      abi: recordAbi,
      functionName: 'addr',
      args: [node, coinType],
      data,
    }) as Hex
    // An EVM chain's address is 20 bytes; anything else is not an address of ours.
    return bytes.length === 42 ? getAddress(bytes) : undefined
  }
  const textOf = async (name: string, key: string): Promise<string | undefined> => {
    const node = namehash(name)
    const data = await resolve(
      name,
      encodeFunctionData({ abi: recordAbi, functionName: 'text', args: [node, key] }),
    )
    if (!data) return undefined
    return decodeFunctionResult({ abi: recordAbi, functionName: 'text', data }) || undefined
  }
  return {
    addressOf,
    /** The verified primary name of an address (coin type 60). */
    async nameOf(address: string): Promise<string | undefined> {
      const request = encodeFunctionData({
        abi: universalResolverAbi,
        functionName: 'reverseWithGateways',
        args: [
          bytesToHex(Buffer.from(address.slice(2), 'hex')),
          ETHEREUM_COIN_TYPE,
          [LOCAL_BATCH_GATEWAY],
        ],
      })
      const answer = await missingAsUndefined(() => call(deps.universalResolver, request))
      if (answer === undefined) return undefined
      const [name] = decodeFunctionResult({
        abi: universalResolverAbi,
        functionName: 'reverseWithGateways',
        data: answer,
      })
      if (!name) return undefined
      // Whatever the contract checked, the name must point back at the address.
      const forward = await addressOf(name)
      return forward?.toLowerCase() === address.toLowerCase() ? name : undefined
    },
    /** The name's `avatar` text record, when it has one. */
    avatarOf: (name: string) => textOf(name, 'avatar'),
  }
}

/** A reader made by {@link createUniversalResolverReader}. @example const r: UniversalResolverReader = createUniversalResolverReader(deps) */
export type UniversalResolverReader = ReturnType<typeof createUniversalResolverReader>

async function missingAsUndefined(read: () => Promise<Hex>): Promise<Hex | undefined> {
  try {
    return await read()
  } catch (error) {
    const revert = revertDataOf(error)
    if (!revert) throw error
    try {
      const decoded = decodeErrorResult({ abi: universalResolverAbi, data: revert })
      if (MISSING.has(decoded.errorName)) return undefined
      // The name's resolver failed (an offchain answer it would not accept): the name's fault.
      if (decoded.errorName === 'ResolverError')
        throw new NameLookupError('RESOLVER_FAILED', "the name's resolver refused to answer", {
          cause: error as Error,
        })
    } catch (decoding) {
      if (decoding instanceof NameLookupError) throw decoding
      // Not one of the Universal Resolver's errors: a fault, not a missing name.
    }
    throw error
  }
}
