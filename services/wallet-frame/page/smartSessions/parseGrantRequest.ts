import {
  type AbiFunction,
  type Address,
  getAddress,
  type Hex,
  pad,
  parseAbiItem,
  toFunctionSelector,
  toFunctionSignature,
  toHex,
} from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import { z } from 'zod'
import { FrameRequestError } from '../FrameRequestError'

const MAX_UINT48 = 2 ** 48 - 1
const UINT256_MAX = 2n ** 256n - 1n
// What the session validator holds per session (MAX_CALLS, MAX_ARGUMENT_RULES).
const MAX_CALLS = 16
const MAX_ARGUMENT_RULES = 4

const addressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 0x-prefixed address')
const amountSchema = z.union([
  z.string().regex(/^0x[0-9a-fA-F]{1,64}$/),
  z.string().regex(/^\d{1,78}$/),
  z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
])
const argumentRuleSchema = z.object({
  index: z.number().int().nonnegative().max(31),
  condition: z.enum(['equal', 'atMost'], 'An argument condition is equal or atMost'),
  // An address, a 32-byte word, or a number (decimal or hex).
  value: z.union([z.string().regex(/^0x[0-9a-fA-F]{40}$|^0x[0-9a-fA-F]{64}$/), amountSchema]),
})
const functionSchema = z.object({
  functionName: z.string().min(1).max(256).optional(),
  selector: z
    .string()
    .regex(/^0x[0-9a-fA-F]{8}$/)
    .optional(),
  args: z
    .array(argumentRuleSchema)
    .max(MAX_ARGUMENT_RULES, `At most ${MAX_ARGUMENT_RULES} argument rules per function`)
    .default([]),
})
// Every policy is enforced on chain or refused: an ignored policy would be a limit the visitor
// believes in and nobody keeps.
const policySchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('spending-limit'), data: z.object({ limit: amountSchema }) }),
    z.object({
      type: z.literal('gas-limit'),
      data: z.object({ limit: amountSchema, perOperationLimit: amountSchema.optional() }),
    }),
  ],
  'Only the spending-limit and gas-limit policies are supported',
)
const permissionSchema = z.object({
  type: z.literal('contract-call', 'Only contract-call permissions can be granted'),
  data: z.object({
    address: addressSchema,
    functions: z
      .array(functionSchema)
      .min(1, 'A permission lists the functions it allows')
      .max(MAX_CALLS, `At most ${MAX_CALLS} functions per permission`),
    abi: z.array(z.unknown()).max(512).optional(),
  }),
  policies: z.array(policySchema).max(2).default([]),
})
// ERC-7715's request, narrowed to what the account's session validator enforces on chain.
const grantSchema = z.object({
  chainId: z.union([z.string().max(32), z.number()]),
  address: addressSchema.optional(),
  expiry: z.number().int().positive().max(MAX_UINT48),
  signer: z.object({
    type: z.literal('key', 'The signer must be a key'),
    data: z
      .object({
        type: z.literal('secp256k1', 'The key must be secp256k1'),
        publicKey: z
          .string()
          .regex(/^0x04[0-9a-fA-F]{128}$/, 'expected an uncompressed secp256k1 public key')
          .optional(),
        id: addressSchema.optional(),
      })
      .refine((data) => data.publicKey !== undefined || data.id !== undefined, {
        message: 'The key needs a publicKey or an id (its address)',
      }),
  }),
  permissions: z.array(permissionSchema).length(1, 'One permission per grant: one target contract'),
})

/**
 * One argument rule, as the validator holds it and as the approval shows it.
 * @example const rule: GrantArgumentRule = { index: 0, condition: 'equal', word, shown: '0xbeef…', name: 'to' }
 */
export type GrantArgumentRule = {
  index: number
  condition: 'equal' | 'atMost'
  /** The 32-byte word the argument is compared with. */
  word: Hex
  /** The value as the visitor reads it: a checksummed address or a decimal number. */
  shown: string
  /** The argument's name or type when the function's signature is known. */
  name: string | undefined
}

/**
 * A `wallet_grantPermissions` request, checked and resolved to what the validator enforces.
 * @example const grant: SessionGrantRequest = parseGrantRequest(params[0])
 */
export type SessionGrantRequest = {
  chainId: number | string
  address: string | undefined
  expiry: number
  key: Address
  target: Address
  calls: { selector: Hex; name: string; args: GrantArgumentRule[] }[]
  /** In the target token's base units when a listed function hands out tokens, else in wei. */
  spendingLimit: bigint
  gasBudget: bigint
  gasPerOperation: bigint
}

type FunctionRequest = z.infer<typeof functionSchema>

const isFunction = (item: unknown): item is AbiFunction =>
  typeof item === 'object' && item !== null && (item as { type?: unknown }).type === 'function'

/**
 * The function's selector and, when known, its ABI item: from a signature, the abi, or a bare
 * selector. The name the approval shows always comes from the selector's own signature (or is the
 * selector): a name the app merely asserts could dress a transfer up as something harmless.
 */
function resolveFunction(
  fn: FunctionRequest,
  abi: readonly unknown[],
): { selector: Hex; name: string; item: AbiFunction | undefined } {
  const name = fn.functionName
  let item: AbiFunction | undefined
  if (name?.includes('(')) {
    try {
      item = parseAbiItem(`function ${name}`) as AbiFunction
    } catch {
      throw new FrameRequestError(`Unknown function signature: ${name}`)
    }
  } else if (name) {
    const named = abi.filter((entry) => isFunction(entry) && entry.name === name)
    if (named.length === 1) item = named[0] as AbiFunction
  } else if (fn.selector) {
    item = abi.find(
      (entry): entry is AbiFunction =>
        isFunction(entry) && toFunctionSelector(entry) === fn.selector?.toLowerCase(),
    )
  }
  const fromItem = item ? toFunctionSelector(item) : undefined
  const selector = (fn.selector?.toLowerCase() as Hex | undefined) ?? fromItem
  if (!selector || (name && !item))
    throw new FrameRequestError(
      'Each function needs a selector, a signature such as transfer(address,uint256), or an abi naming it once',
    )
  if (fromItem && fromItem !== selector)
    throw new FrameRequestError('The function name does not match its selector')
  return { selector, name: item ? toFunctionSignature(item) : selector, item }
}

const STATIC_TYPE = /^(address|bool|u?int\d*|bytes([1-9]|[12]\d|3[012]))$/

function resolveArgument(
  rule: z.infer<typeof argumentRuleSchema>,
  item: AbiFunction | undefined,
): GrantArgumentRule {
  const input = item?.inputs[rule.index]
  if (item && !input) throw new FrameRequestError(`${item.name} has no argument ${rule.index}`)
  // A dynamic argument's word is an offset: a rule on it would not mean what it says.
  if (input && !STATIC_TYPE.test(input.type))
    throw new FrameRequestError('Argument rules apply to fixed-size arguments only')
  const raw = rule.value
  const isAddress = typeof raw === 'string' && /^0x[0-9a-fA-F]{40}$/.test(raw)
  if (rule.condition === 'atMost' && (isAddress || input?.type === 'address'))
    throw new FrameRequestError('An atMost rule needs a number')
  let word: Hex
  let shown: string
  if (isAddress) {
    shown = getAddress(raw)
    word = pad(raw.toLowerCase() as Hex)
  } else {
    const value = BigInt(raw)
    if (value > UINT256_MAX) throw new FrameRequestError('An argument value is too large')
    word = pad(toHex(value))
    shown = input?.type === 'address' ? getAddress(`0x${word.slice(-40)}`) : value.toString()
    if (input?.type === 'address' && value >= 2n ** 160n)
      throw new FrameRequestError('An address argument needs an address')
  }
  return {
    index: rule.index,
    condition: rule.condition,
    word,
    shown,
    name: input ? (input.name ?? input.type) || input.type : undefined,
  }
}

/**
 * Checks a `wallet_grantPermissions` request and resolves it to the session the validator will
 * hold: the key, one target, each allowed function's selector with its argument rules, the
 * spending limit, the gas budget and per-operation gas cap (both in wei) and the expiry. Anything
 * it does not understand — another permission or policy type, a second spending limit, a rule on
 * a dynamic argument — is refused with a sentence, never ignored. A gas-limit policy is required:
 * the app's key pays gas from the visitor's account.
 * @example
 * const grant = parseGrantRequest(params[0])
 */
export function parseGrantRequest(input: unknown): SessionGrantRequest {
  const parsed = grantSchema.safeParse(input)
  if (!parsed.success)
    throw new FrameRequestError(parsed.error.issues[0]?.message ?? 'Invalid permissions request')
  const request = parsed.data
  const { publicKey, id } = request.signer.data
  const key = getAddress(id ?? publicKeyToAddress(publicKey as Hex))
  if (id !== undefined && publicKey !== undefined && publicKeyToAddress(publicKey as Hex) !== key)
    throw new FrameRequestError('The key’s publicKey and id differ')
  const [permission] = request.permissions as [z.infer<typeof permissionSchema>]
  const abi = permission.data.abi ?? []
  const calls = permission.data.functions.map((fn) => {
    const { selector, name, item } = resolveFunction(fn, abi)
    return { selector, name, args: fn.args.map((rule) => resolveArgument(rule, item)) }
  })
  const spending = permission.policies.filter((policy) => policy.type === 'spending-limit')
  const gas = permission.policies.filter((policy) => policy.type === 'gas-limit')
  if (spending.length > 1) throw new FrameRequestError('One spending limit per permission')
  if (gas.length !== 1)
    throw new FrameRequestError(
      'A gas-limit policy is required: the most the key may spend on gas, in wei',
    )
  const [gasPolicy] = gas as [Extract<(typeof gas)[number], { type: 'gas-limit' }>]
  const gasBudget = BigInt(gasPolicy.data.limit)
  const gasPerOperation = BigInt(gasPolicy.data.perOperationLimit ?? gasPolicy.data.limit)
  if (gasPerOperation > gasBudget)
    throw new FrameRequestError('The per-operation gas limit is above the gas limit')
  const spendingLimit = spending[0] ? BigInt(spending[0].data.limit) : 0n
  return {
    chainId: request.chainId,
    address: request.address,
    expiry: request.expiry,
    key,
    target: getAddress(permission.data.address),
    calls,
    spendingLimit,
    gasBudget,
    gasPerOperation,
  }
}
