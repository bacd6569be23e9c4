import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type ContractArtifact, compileSolidity } from './compileSolidity'

/**
 * The contracts in `packages/test/contracts/`, compiled.
 * @example
 * const contracts: TestContracts = await compileContracts()
 */
export type TestContracts = {
  PorticoTestToken: ContractArtifact
  TetherStyleToken: ContractArtifact
  PorticoIdRegistry: ContractArtifact
  PorticoTestNft: ContractArtifact
  PorticoTestItems: ContractArtifact
  PorticoPriceFeed: ContractArtifact
  PorticoVerifyingPaymaster: ContractArtifact
  PorticoTokenPaymaster: ContractArtifact
}

const contractsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'contracts')
const contractNames = [
  'PorticoTestToken',
  'TetherStyleToken',
  'PorticoIdRegistry',
  'PorticoTestNft',
  'PorticoTestItems',
  'PorticoPriceFeed',
  'PorticoVerifyingPaymaster',
  'PorticoTokenPaymaster',
] as const
// Fixed so the bytecode does not change with solc's default, and runs on anvil's hardfork.
const settings = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
}

/** What the artifacts are compiled from, and the key that names them. */
function contractSources(require: NodeJS.Require) {
  const sources = Object.fromEntries(
    readdirSync(contractsDir)
      .filter((file) => file.endsWith('.sol'))
      .sort()
      .map((file) => [file, { content: readFileSync(join(contractsDir, file), 'utf8') }]),
  )
  const key = createHash('sha256')
    .update(
      JSON.stringify([
        readVersion(require, 'solc'),
        readVersion(require, '@openzeppelin/contracts'),
        // The paymasters build on EntryPoint v0.8's and v0.7's BasePaymaster.
        readVersion(require, '@account-abstraction/contracts-v08'),
        readVersion(require, '@account-abstraction/contracts'),
        settings,
        sources,
        // The artifacts kept are the listed contracts': a list that grows is another build.
        contractNames,
      ]),
    )
    .digest('hex')
    .slice(0, 16)
  return { sources, key }
}

/**
 * Where the compiled artifacts are committed, so a fresh clone needs no 13-second solc run:
 * `{ key, contracts }`, refreshed with `node --conditions=portico-source --import tsx scripts/src/updateContractArtifacts.ts`.
 * @example
 * JSON.parse(readFileSync(committedArtifactsFile, 'utf8')).key
 */
export const committedArtifactsFile = join(contractsDir, 'artifacts.json')

/**
 * Compiles the Solidity sources in `packages/test/contracts/` with solc-js, resolving
 * `@openzeppelin/contracts`, `@account-abstraction/contracts` (v0.7) and `@account-abstraction/contracts-v08` imports from node_modules. Uses, in order: the cache under
 * `node_modules/.cache/portico/`, the committed `contracts/artifacts.json`, a fresh compile
 * (then cached) — each keyed by sources, compiler, OpenZeppelin version and settings.
 *
 * @example
 * const { PorticoTestToken } = await compileContracts()
 * await walletClient.deployContract({ ...PorticoTestToken, args: [...] })
 */
export async function compileContracts(): Promise<TestContracts> {
  const require = createRequire(import.meta.url)
  const { key, sources } = contractSources(require)
  const cacheDir = join(dirname(dirname(require.resolve('solc/package.json'))), '.cache', 'portico')
  const cacheFile = join(cacheDir, `contracts-${key}.json`)
  if (existsSync(cacheFile)) return JSON.parse(readFileSync(cacheFile, 'utf8')) as TestContracts
  const committed = readCommitted()
  if (committed?.key === key) return committed.contracts

  const contracts = await compileWithSolc(sources)
  mkdirSync(cacheDir, { recursive: true })
  // Write then rename so a parallel start never reads a half-written file.
  const partial = `${cacheFile}.${process.pid}.tmp`
  writeFileSync(partial, JSON.stringify(contracts))
  renameSync(partial, cacheFile)
  return contracts
}

/**
 * Compiles the contracts afresh and writes them to
 * {@link committedArtifactsFile}; returns the key.
 *
 * @example
 * await writeContractArtifacts() // after editing a .sol file or bumping solc
 */
export async function writeContractArtifacts(): Promise<string> {
  const require = createRequire(import.meta.url)
  const { key, sources } = contractSources(require)
  const contracts = await compileWithSolc(sources)
  writeFileSync(committedArtifactsFile, `${JSON.stringify({ key, contracts }, null, 2)}\n`)
  return key
}

/**
 * Whether the committed artifacts were compiled from the current sources and compiler.
 *
 * @example
 * expect(committedArtifactsAreCurrent()).toBe(true)
 */
export function committedArtifactsAreCurrent(): boolean {
  return readCommitted()?.key === contractSources(createRequire(import.meta.url)).key
}

function readCommitted(): { key: string; contracts: TestContracts } | undefined {
  if (!existsSync(committedArtifactsFile)) return undefined
  return JSON.parse(readFileSync(committedArtifactsFile, 'utf8')) as {
    key: string
    contracts: TestContracts
  }
}

async function compileWithSolc(
  sources: Record<string, { content: string }>,
): Promise<TestContracts> {
  const output = await compileSolidity(sources, settings)
  return Object.fromEntries(
    contractNames.map((name) => {
      const compiled = output[`${name}.sol`]?.[name]
      if (!compiled) throw new Error(`solc produced no output for ${name}`)
      return [name, compiled]
    }),
  ) as TestContracts
}

function readVersion(require: NodeJS.Require, name: string): string {
  const manifest = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as {
    version?: unknown
  }
  return String(manifest.version)
}
