import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'
import { z } from 'zod'

/**
 * ABI and creation bytecode of one compiled contract.
 * @example
 * const { abi, bytecode }: ContractArtifact = (await compileContracts()).PorticoTestToken
 */
export type ContractArtifact = { abi: Abi; bytecode: Hex }

const solcOutput = z.object({
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

const defaultSettings = { outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } }

/**
 * Compiles Solidity sources with solc-js, resolving imports (e.g. `@openzeppelin/contracts/…`)
 * from node_modules. Returns every contract by file, then by contract name.
 *
 * @example
 * const out = await compileSolidity({ 'Account.sol': { content: source } })
 * const { abi, bytecode } = out['Account.sol'].Account
 */
export async function compileSolidity(
  sources: Record<string, { content: string }>,
  settings: object = defaultSettings,
): Promise<Record<string, Record<string, ContractArtifact>>> {
  // solc-js is a large wasm module: load it only when something is compiled.
  const solc = (await import('solc')).default
  const require = createRequire(import.meta.url)
  const findImports = (path: string) => {
    try {
      return { contents: readFileSync(require.resolve(path), 'utf8') }
    } catch {
      return { error: `import not found: ${path}` }
    }
  }
  const input = { language: 'Solidity', sources, settings }
  const output = solcOutput.parse(
    JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })),
  )
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) {
    throw new Error(`solc failed:\n${errors.map((error) => error.formattedMessage).join('\n')}`)
  }
  return Object.fromEntries(
    Object.entries(output.contracts ?? {}).map(([file, contracts]) => [
      file,
      Object.fromEntries(
        Object.entries(contracts).map(([name, compiled]) => [
          name,
          { abi: compiled.abi as Abi, bytecode: `0x${compiled.evm.bytecode.object}` as Hex },
        ]),
      ),
    ]),
  )
}
