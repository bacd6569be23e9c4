import { sdkQuerySchema } from '@portico/common/schemas/api'
import { z } from 'zod'

/**
 * Query of POST /v1/bundler: the chain as CAIP-2 (`eip155:31337`) or as a bare decimal id, and
 * the bundler's name, which the client sends from the session's `bundler_name`; each chain has
 * one configured bundler, which serves whatever the name.
 * @example bundlerQuery.parse({ projectId: 'p', chainId: 'eip155:31337', bundler: 'pimlico' }).chainId // 31337
 */
export const bundlerQuery = z.object({
  ...sdkQuerySchema.shape,
  chainId: z
    .string()
    .regex(/^(eip155:)?\d{1,12}$/, 'Expected an EVM chain id such as eip155:1')
    .transform((value) => Number(value.replace(/^eip155:/, ''))),
  bundler: z.string().regex(/^[a-zA-Z0-9_.-]{1,64}$/, 'Expected a bundler name such as pimlico'),
})

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'Expected 0x-prefixed hex')
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x-prefixed address')
const hash = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a 32-byte 0x-prefixed hash')

/**
 * An EIP-7702 authorization carried by a user operation (EntryPoint v0.8): the EOA `sender`
 * delegating its code to `address` on `chainId` at its account nonce, with its signature. The
 * chain checks the signature and the nonce; the bundler puts it in the transaction as signed.
 */
const eip7702AuthSchema = z
  .object({
    chainId: hex,
    address,
    nonce: hex,
    r: hex,
    s: hex,
    yParity: hex,
    v: hex.optional(),
  })
  .strict()

/**
 * A user operation as ERC-4337 clients send it (v0.7 and v0.8 fields, or v0.6's `initCode` and
 * `paymasterAndData`): hex values only, at most the calldata the body limit lets through. An
 * EIP-7702 account's operation (v0.8) names the factory `0x7702` and carries its authorization
 * in `eip7702Auth`. Fields are checked, not rewritten: the bundler hashes what the account signed.
 * @example userOperationSchema.parse({ sender: '0x…', nonce: '0x0', callData: '0x', signature: '0x' })
 */
export const userOperationSchema = z
  .object({
    sender: address,
    nonce: hex,
    callData: hex,
    signature: hex,
    factory: z.union([address, z.literal('0x7702')]).nullish(),
    factoryData: hex.nullish(),
    initCode: hex.optional(),
    callGasLimit: hex.optional(),
    verificationGasLimit: hex.optional(),
    preVerificationGas: hex.optional(),
    maxFeePerGas: hex.optional(),
    maxPriorityFeePerGas: hex.optional(),
    paymaster: address.nullish(),
    paymasterVerificationGasLimit: hex.nullish(),
    paymasterPostOpGasLimit: hex.nullish(),
    paymasterData: hex.nullish(),
    paymasterAndData: hex.optional(),
    eip7702Auth: eip7702AuthSchema.nullish(),
  })
  .strict()

// State overrides for gas estimation: per address, balance / nonce / code / storage.
const stateOverrideSchema = z
  .record(
    address,
    z
      .object({
        balance: hex.optional(),
        nonce: z.union([hex, z.number().int().nonnegative()]).optional(),
        code: hex.optional(),
        state: z.record(hash, hash).optional(),
        stateDiff: z.record(hash, hash).optional(),
      })
      .strict(),
  )
  .refine((overrides) => Object.keys(overrides).length <= 16, 'At most 16 state overrides')

const noParams = z.tuple([]).optional()

// Balances only, for pricing what an account without the ether to pay would be charged: no
// code, so the simulation runs the chain's own contracts.
const balanceOverrideSchema = z
  .record(address, z.object({ balance: hex }).strict())
  .refine((overrides) => Object.keys(overrides).length <= 16, 'At most 16 balance overrides')

/**
 * The ERC-4337 methods a smart-account client needs from a bundler, with their parameters: what
 * the gateway forwards. Anything else is answered `Method not found` and never reaches the
 * bundler (its debug and operator methods among them).
 * @example bundlerMethodParams.eth_getUserOperationReceipt.parse(['0x…32 bytes…'])
 */
export const bundlerMethodParams = {
  eth_sendUserOperation: z.tuple([userOperationSchema, address]),
  eth_estimateUserOperationGas: z.union([
    z.tuple([userOperationSchema, address]),
    z.tuple([userOperationSchema, address, stateOverrideSchema]),
  ]),
  eth_getUserOperationReceipt: z.tuple([hash]),
  eth_getUserOperationByHash: z.tuple([hash]),
  eth_supportedEntryPoints: noParams,
  eth_chainId: noParams,
  // permissionless and alto clients price user operations with it.
  pimlico_getUserOperationGasPrice: noParams,
  pimlico_getUserOperationStatus: z.tuple([hash]),
} as const

/**
 * The methods the gateway answers itself on the bundler route, with their parameters:
 * `portico_estimateUserOperationFee` ([userOperation, entryPoint, balances?]) simulates a v0.7 user
 * operation on the chain and answers what it will be charged (`estimateUserOperationFee`); the
 * optional balance overrides (`{ [address]: { balance } }`) price the operation of an account
 * that cannot pay it yet.
 * @example ownBundlerMethodParams.portico_estimateUserOperationFee.parse([userOperation, entryPoint])
 */
export const ownBundlerMethodParams = {
  portico_estimateUserOperationFee: z.union([
    z.tuple([userOperationSchema, address]),
    z.tuple([userOperationSchema, address, balanceOverrideSchema]),
  ]),
} as const

/** A method the gateway forwards to a bundler. @example const m: BundlerMethod = 'eth_chainId' */
export type BundlerMethod = keyof typeof bundlerMethodParams

/**
 * The JSON-RPC 2.0 envelope of one bundler call; `params` are checked per method afterwards.
 * @example bundlerRequestSchema.parse({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] })
 */
export const bundlerRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.number().int(), z.string().max(128), z.null()]),
  method: z.string().max(64),
  params: z.array(z.unknown()).max(4).optional(),
})

/**
 * What a bundler answers to one call: a result or an error, kept as it came for the client.
 * @example bundlerResponseSchema.parse({ jsonrpc: '2.0', id: 1, result: '0x7a69' })
 */
export const bundlerResponseSchema = z.union([
  // The error first: a `result` of unknown type would also match an answer without one.
  z.object({
    jsonrpc: z.literal('2.0'),
    error: z.object({
      code: z.number().int(),
      message: z.string().max(4_096),
      data: z.unknown().optional(),
    }),
  }),
  z.object({ jsonrpc: z.literal('2.0'), result: z.unknown() }),
])

/**
 * Answer of GET /v1/bundler/networks: the chain ids whose user operations this gateway bundles
 * (spec §6: smart accounts only on networks the service returns), and those where the calling
 * project's policy pays the network fee through the gateway's paymaster.
 * @example smartAccountNetworksSchema.parse({ smartAccountEnabledNetworks: [31337], sponsoredNetworks: [] })
 */
export const smartAccountNetworksSchema = z.object({
  smartAccountEnabledNetworks: z.array(z.number().int().positive()),
  sponsoredNetworks: z.array(z.number().int().positive()),
})
