import { readFileSync } from 'node:fs'
import solc from 'solc'
import { z } from 'zod'

const outputSchema = z.object({
  errors: z.array(z.object({ severity: z.string(), formattedMessage: z.string() })).optional(),
  contracts: z
    .record(
      z.string(),
      z.record(
        z.string(),
        z.object({
          abi: z.array(z.unknown()),
          evm: z.object({ bytecode: z.object({ object: z.string() }) }),
        }),
      ),
    )
    .optional(),
})

/** ABI and creation bytecode of each contract in the test Solidity file. */
export type CompiledContracts = Record<string, { abi: readonly unknown[]; bytecode: `0x${string}` }>

/**
 * Compile `contracts/OwnedAccount.sol` with solc-js (a few seconds: call it once per file).
 * @example
 * const { OwnedAccount, OwnedAccountFactory } = compileContracts()
 */
export function compileContracts(): CompiledContracts {
  const source = readFileSync(new URL('./contracts/OwnedAccount.sol', import.meta.url), 'utf8')
  const input = {
    language: 'Solidity',
    sources: { 'OwnedAccount.sol': { content: source } },
    settings: { outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const output = outputSchema.parse(JSON.parse(solc.compile(JSON.stringify(input))))
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
  const compiled: CompiledContracts = {}
  for (const [name, contract] of Object.entries(output.contracts?.['OwnedAccount.sol'] ?? {})) {
    compiled[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  return compiled
}
