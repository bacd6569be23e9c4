import { readFileSync } from 'node:fs'
import { type ContractArtifact, compileSolidity } from '@portico/test/devnet/compileSolidity'

/**
 * Compile `contracts/OwnedAccount.sol` (the account and its factory) with the shared solc helper.
 * @example
 * const { OwnedAccount, OwnedAccountFactory } = await compileContracts()
 */
export async function compileContracts(): Promise<Record<string, ContractArtifact>> {
  const source = readFileSync(new URL('./contracts/OwnedAccount.sol', import.meta.url), 'utf8')
  const output = await compileSolidity({ 'OwnedAccount.sol': { content: source } })
  return output['OwnedAccount.sol'] ?? {}
}
