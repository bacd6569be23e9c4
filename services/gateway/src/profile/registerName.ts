import { evmChainIdToCoinType, isAddressForNamespace } from '@portico/common'
import type { NameRecord } from '@portico/common/schemas/api'
import { registerNameRequestSchema } from '@portico/common/schemas/api'
import { verifyEip155Signature } from '@portico/siwx-server/verify'
import type { Hex, PublicClient } from 'viem'
import { GatewayError } from '../errors/GatewayError'
import { parseInput } from '../http/parseInput'
import type { Admission, NameStore } from './createNameStore'
import { registrationMessageSchema } from './registrationMessageSchema'
import { toFullName } from './toFullName'

const HIGH_BIT = 0x80000000
// A message may be stamped a little ahead of the gateway's clock (the signer's clock drifts).
const FUTURE_SKEW_SECONDS = 60

function parseMessage(text: string) {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new GatewayError('INVALID_PARAMS', {
      message: "Invalid body parameter 'message': expected a JSON text",
    })
  }
  return parseInput(registrationMessageSchema, json, 'body')
}

function refusal(admission: Exclude<Admission, 'ok'>): GatewayError {
  return new GatewayError(admission === 'taken' ? 'NAME_TAKEN' : 'NAME_LIMIT_REACHED')
}

function chainIdOf(coinType: number): number {
  const chainId = coinType - HIGH_BIT
  let valid = false
  try {
    // The rule of spec §5; it throws 'Invalid chainId' from 2^31 up.
    valid = chainId >= 0 && evmChainIdToCoinType(chainId) === coinType
  } catch {
    valid = false
  }
  if (!valid) {
    throw new GatewayError('INVALID_PARAMS', {
      message:
        "Invalid body parameter 'coin_type': expected an EVM coin type (0x80000000 | chainId)",
    })
  }
  return chainId
}

/**
 * POST /v1/profile/account: checks the request and its signed message, then stores the name.
 * The message must be valid JSON naming a §5 name in the gateway's zone, stamped within
 * `maxAgeMs` and newer than the last one accepted for that name; when it names an address or
 * coin type they must be the request's. The signature is the address's (EIP-191, or ERC-1271 /
 * ERC-6492 through the chain's client for smart accounts). A name owned by another address is
 * NAME_TAKEN; a new name for an address that owns `maxNamesPerAddress` is NAME_LIMIT_REACHED. Both
 * are checked before the signature, whose check may cost an eth_call.
 * @example
 * const record = await registerName({ body, store, suffix: '.portico.id', maxAgeMs: 600_000, now: Date.now(), clientOf, maxNamesPerAddress: 5 })
 */
export async function registerName(args: {
  body: unknown
  store: NameStore
  suffix: string
  maxAgeMs: number
  now: number
  clientOf: (caip2: string) => PublicClient | undefined
  /** The most names one address may own. */
  maxNamesPerAddress: number
}): Promise<NameRecord> {
  const body = parseInput(registerNameRequestSchema, args.body, 'body')
  if (!isAddressForNamespace('eip155', body.address) || !body.address.startsWith('0x')) {
    throw new GatewayError('INVALID_PARAMS', {
      message: "Invalid body parameter 'address': expected a 0x-prefixed EVM address",
    })
  }
  const chainId = chainIdOf(body.coin_type)
  const message = parseMessage(body.message)
  const { name } = toFullName(message.name, args.suffix)
  const address = body.address.toLowerCase()
  if (
    (message.address !== undefined && message.address.toLowerCase() !== address) ||
    (message.coin_type !== undefined && message.coin_type !== body.coin_type)
  ) {
    throw new GatewayError('NAME_MESSAGE_MISMATCH')
  }
  const nowSeconds = Math.floor(args.now / 1000)
  if (
    message.timestamp < nowSeconds - Math.floor(args.maxAgeMs / 1000) ||
    message.timestamp > nowSeconds + FUTURE_SKEW_SECONDS
  ) {
    throw new GatewayError('NAME_MESSAGE_STALE')
  }
  // The signature check may cost an eth_call: refuse what the database alone can refuse first.
  const admission = await args.store.admit({ name, address }, args.maxNamesPerAddress)
  if (admission !== 'ok') throw refusal(admission)
  try {
    await verifyEip155Signature({
      address: body.address as Hex,
      message: body.message,
      signature: body.signature,
      client: async () => args.clientOf(`eip155:${chainId}`),
    })
  } catch (cause) {
    throw new GatewayError('NAME_INVALID_SIGNATURE', { cause })
  }
  const result = await args.store.register(
    {
      name,
      address,
      coinType: String(body.coin_type),
      signedAt: message.timestamp,
      avatar: message.attributes.avatar ?? null,
      bio: message.attributes.bio ?? null,
      now: args.now,
    },
    args.maxNamesPerAddress,
  )
  if (result.kind === 'replayed') throw new GatewayError('NAME_MESSAGE_STALE')
  if (result.kind !== 'registered') throw refusal(result.kind)
  return result.record
}
