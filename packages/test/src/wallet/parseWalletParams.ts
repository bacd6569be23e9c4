import { type Address, type Hex, hexToBigInt, hexToNumber, isAddress, isHex } from 'viem'
import { z } from 'zod'
import { WalletRpcError, walletErrors } from './WalletRpcError'

const hex = z.string().refine((value) => isHex(value), 'expected a 0x-prefixed hex string')
const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'expected an address')
  .transform((value) => value as Address)
const quantity = hex.transform((value) => hexToBigInt(value as Hex))

const transactionSchema = z.object({
  from: address.optional(),
  to: address.nullish(),
  value: quantity.optional(),
  data: hex.optional(),
  input: hex.optional(),
  gas: quantity.optional(),
  gasPrice: quantity.optional(),
  maxFeePerGas: quantity.optional(),
  maxPriorityFeePerGas: quantity.optional(),
  nonce: hex.transform((value) => hexToNumber(value as Hex)).optional(),
  chainId: hex.transform((value) => hexToNumber(value as Hex)).optional(),
})

/**
 * A transaction from `eth_sendTransaction` params, with quantities as bigints.
 * @example
 * const tx: ParsedTransaction = parseTransactionParams([{ to, value: '0x1' }])
 */
export type ParsedTransaction = z.infer<typeof transactionSchema>

function parse<T>(schema: z.ZodType<T>, value: unknown, method: string): T {
  const result = schema.safeParse(value)
  if (!result.success) {
    throw new WalletRpcError(
      walletErrors.invalidParams.code,
      `${walletErrors.invalidParams.message} ${method}: ${z.prettifyError(result.error)}`,
    )
  }
  return result.data
}

/**
 * Validates `eth_sendTransaction` params (`[tx]`) and converts hex quantities.
 *
 * @example
 * parseTransactionParams([{ to: '0x…', value: '0xde0b6b3a7640000' }]).value // 10n ** 18n
 */
export function parseTransactionParams(params: unknown): ParsedTransaction {
  return parse(z.tuple([transactionSchema]).rest(z.unknown()), params, 'eth_sendTransaction')[0]
}

/**
 * Validates `personal_sign` params: `[message, address]` (or the reversed legacy order).
 * A hex message is signed as raw bytes, anything else as UTF-8 text.
 *
 * @example
 * parsePersonalSignParams(['0x68656c6c6f', '0xf39F…']) // { message: { raw: '0x68656c6c6f' }, address: '0xf39F…' }
 */
export function parsePersonalSignParams(params: unknown): {
  message: string | { raw: Hex }
  address: Address
} {
  const [first, second] = parse(
    z.tuple([z.string(), z.string()]).rest(z.unknown()),
    params,
    'personal_sign',
  )
  const reversed = isAddress(first, { strict: false }) && !isAddress(second, { strict: false })
  const [message, signer] = reversed ? [second, first] : [first, second]
  return {
    message: isHex(message) ? { raw: message } : message,
    address: parse(address, signer, 'personal_sign'),
  }
}

const typedDataSchema = z.object({
  domain: z.record(z.string(), z.unknown()).default({}),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
})

/**
 * EIP-712 typed data as `eth_signTypedData_v4` carries it.
 * @example
 * const { typedData }: { typedData: ParsedTypedData } = parseTypedDataParams([address, json])
 */
export type ParsedTypedData = z.infer<typeof typedDataSchema>

/**
 * Validates `eth_signTypedData_v4` params: `[address, typedData]`, the typed data as a JSON
 * string (as the spec says) or an object (as some dapps send it).
 *
 * @example
 * const { address, typedData } = parseTypedDataParams([account, JSON.stringify(data)])
 */
export function parseTypedDataParams(params: unknown): {
  address: Address
  typedData: ParsedTypedData
} {
  const [signer, raw] = parse(
    z.tuple([address, z.unknown()]).rest(z.unknown()),
    params,
    'eth_signTypedData_v4',
  )
  let value: unknown = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      throw new WalletRpcError(
        walletErrors.invalidParams.code,
        'eth_signTypedData_v4: typed data is not valid JSON',
      )
    }
  }
  return { address: signer, typedData: parse(typedDataSchema, value, 'eth_signTypedData_v4') }
}

const chainIdParam = z.object({ chainId: hex.transform((value) => hexToNumber(value as Hex)) })

/**
 * Validates `wallet_switchEthereumChain` params: `[{ chainId: '0x…' }]`.
 *
 * @example
 * parseSwitchChainParams([{ chainId: '0x7a6a' }]) // 31338
 */
export function parseSwitchChainParams(params: unknown): number {
  return parse(z.tuple([chainIdParam]).rest(z.unknown()), params, 'wallet_switchEthereumChain')[0]
    .chainId
}

const addChainSchema = chainIdParam.extend({
  chainName: z.string().optional(),
  rpcUrls: z.array(z.string()).min(1),
})

/**
 * Validates `wallet_addEthereumChain` params (EIP-3085): chain id, name, RPC URLs.
 *
 * @example
 * parseAddChainParams([{ chainId: '0x1', chainName: 'Ethereum', rpcUrls: ['https://…'] }])
 */
export function parseAddChainParams(params: unknown): {
  chainId: number
  rpcUrl: string
  name?: string
} {
  const [chain] = parse(
    z.tuple([addChainSchema]).rest(z.unknown()),
    params,
    'wallet_addEthereumChain',
  )
  return {
    chainId: chain.chainId,
    rpcUrl: chain.rpcUrls[0]!,
    ...(chain.chainName ? { name: chain.chainName } : {}),
  }
}
