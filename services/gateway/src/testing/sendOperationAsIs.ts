import { rpcRequest } from '@portico/test/devnet'
import type { UserOperation } from 'viem/account-abstraction'
import { formatUserOperationRequest } from 'viem/account-abstraction'

/**
 * Sends a user operation as it stands to a bundler URL (`eth_sendUserOperation`), without
 * preparing it again: its hash once the bundler takes it, or the bundler's refusal's message.
 * Test files only.
 * @example
 * expect(await sendOperationAsIs(route, replayed, entryPoint)).toMatch(/AA34/)
 */
export function sendOperationAsIs(
  url: string,
  operation: UserOperation,
  entryPoint: string,
): Promise<string> {
  return rpcRequest(url, 'eth_sendUserOperation', [
    formatUserOperationRequest(operation),
    entryPoint,
  ]).then(
    (hash) => String(hash),
    (error: Error) => error.message,
  )
}
