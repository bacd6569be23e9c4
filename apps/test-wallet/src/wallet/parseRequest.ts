import { z } from 'zod'

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/) as z.ZodType<`0x${string}`>
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/) as z.ZodType<`0x${string}`>
const quantity = z.union([hex, z.number().int().nonnegative()]).transform((v) => BigInt(v))

const transactionSchema = z.object({
  from: address.optional(),
  to: address.optional(),
  value: quantity.optional(),
  data: hex.optional(),
  input: hex.optional(),
  gas: quantity.optional(),
})
const typedDataSchema = z.object({
  domain: z.record(z.string(), z.unknown()).default({}),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
})
const chainParamSchema = z
  .tuple([z.object({ chainId: z.union([hex, z.number()]) })])
  .rest(z.unknown())

/**
 * A wallet request the test wallet understands, validated.
 * @example
 * const parsed: ParsedRequest = { kind: 'personalSign', message: '0x68690a', address }
 */
export type ParsedRequest =
  | { kind: 'personalSign'; message: `0x${string}`; address: `0x${string}` }
  | {
      kind: 'typedData'
      address: `0x${string}`
      typedData: z.infer<typeof typedDataSchema>
    }
  | {
      kind: 'transaction'
      tx: {
        from?: `0x${string}` | undefined
        to?: `0x${string}` | undefined
        value: bigint
        data?: `0x${string}` | undefined
        gas?: bigint | undefined
      }
    }
  | { kind: 'switchChain'; chainId: number; add: boolean }
  | { kind: 'unsupported'; reason: string }

function parseTypedData(raw: unknown) {
  const value = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw
  return typedDataSchema.parse(value)
}

/**
 * Validate a session request's params for its method. personal_sign takes [message, address]
 * (and the swapped order some apps send); eth_signTypedData_v4 [address, data as JSON or
 * object]; eth_sendTransaction [tx]; wallet_switchEthereumChain / wallet_addEthereumChain
 * [{ chainId }]. Anything else, or malformed params, is `unsupported` with the reason.
 * @example
 * parseRequest('personal_sign', ['0x6869', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])
 */
export function parseRequest(method: string, params: unknown): ParsedRequest {
  try {
    const list = z.array(z.unknown()).parse(params)
    switch (method) {
      case 'personal_sign': {
        const [first, second] = list
        const swapped = address.safeParse(first).success && !address.safeParse(second).success
        const message = hex.parse(swapped ? second : first)
        return { kind: 'personalSign', message, address: address.parse(swapped ? first : second) }
      }
      case 'eth_signTypedData_v4':
      case 'eth_signTypedData':
        return {
          kind: 'typedData',
          address: address.parse(list[0]),
          typedData: parseTypedData(list[1]),
        }
      case 'eth_sendTransaction': {
        const { input, data, ...tx } = transactionSchema.parse(list[0])
        const calldata = data ?? input
        return {
          kind: 'transaction',
          tx: {
            ...tx,
            value: tx.value ?? 0n,
            ...(calldata && calldata !== '0x' && { data: calldata }),
          },
        }
      }
      case 'wallet_switchEthereumChain':
      case 'wallet_addEthereumChain': {
        const [{ chainId }] = chainParamSchema.parse(list)
        return {
          kind: 'switchChain',
          chainId: Number(chainId),
          add: method === 'wallet_addEthereumChain',
        }
      }
      default:
        return { kind: 'unsupported', reason: `The test wallet does not support ${method}` }
    }
  } catch (error) {
    const detail = error instanceof z.ZodError ? error.issues[0]?.message : String(error)
    return { kind: 'unsupported', reason: `Malformed ${method} params: ${detail}` }
  }
}
