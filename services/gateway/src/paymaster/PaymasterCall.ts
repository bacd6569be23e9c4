import type { ProjectConfig } from '../config/gatewayConfigSchema'
import type { PaymasterMethod, PaymasterParams } from './paymasterSchemas'

/**
 * An answer of the paymaster: the JSON-RPC result or error, without the envelope.
 * @example const answer: PaymasterAnswer = { error: { code: -32003, message: '…' } }
 */
export type PaymasterAnswer =
  | { result: Record<string, unknown> }
  | { error: { code: number; message: string; data?: unknown } }

/**
 * One ERC-7677 call as the bundler route received it: the route's chain, the project the request
 * authenticated as and the calling client's rate-limit key.
 * @example const call: PaymasterCall = { method: 'pm_getPaymasterData', params, chainId: 31337, project, clientKey: '203.0.113.7' }
 */
export type PaymasterCall = {
  method: PaymasterMethod
  params: PaymasterParams
  chainId: number
  project: ProjectConfig | null
  clientKey: string
}
