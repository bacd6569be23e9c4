import { isAbsolute, relative, resolve } from 'node:path'
import { isLoopbackHost } from '@portico/common'

/**
 * What a service's config says about the settings production mode judges; a service fills in
 * the parts that apply to it (absent parts are not checked).
 * @example
 * const facts: ProductionFacts = { service: 'gateway', host: '0.0.0.0', metricsToken: undefined, trustProxy: true, publicUrl: undefined }
 */
export type ProductionFacts = {
  service: string
  /** The listen address and proxy trust: whether `/metrics` can be reached from elsewhere. */
  host: string
  trustProxy?: boolean | undefined
  metricsToken?: string | undefined
  /** Present (even as undefined) when the service builds links from it. */
  publicUrl?: string | undefined
  allowLoopbackOrigins?: boolean | undefined
  /** Shared secrets and tokens: each must be set, long and no placeholder. */
  secrets?: readonly { name: string; value: string | undefined; minLength?: number }[]
  /** SQLite files by setting name: ':memory:' loses everything on a restart. */
  sqlite?: readonly { name: string; path: string }[]
  /** Set when the service runs on several nodes and so must not use SQLite: why. */
  sqliteRefused?: { name: string; reason: string } | undefined
  /** Files (keys, secrets) that must not live inside `dataDir`, and why. */
  outsideDataDir?:
    | {
        dataDir: string
        files: readonly { name: string; path: string }[]
        reason: string
      }
    | undefined
}

const PLACEHOLDER = /^(change[-_ ]?me|changeit|secret|password|example|test|dev|default)/i
const SECRET_MIN = 32

function inside(dir: string, path: string): boolean {
  const rel = relative(resolve(dir), resolve(path))
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

function secretProblem(name: string, value: string | undefined, min: number): string | undefined {
  if (value === undefined || value === '') return `${name} is not set; production needs a secret.`
  if (value.length < min) return `${name} is shorter than ${min} characters.`
  if (PLACEHOLDER.test(value) || new Set(value).size < 8) {
    return `${name} looks like a placeholder or example value; generate a random one.`
  }
  return undefined
}

/**
 * The settings production mode refuses, one sentence each (empty when there are none):
 * loopback origins allowed, missing, short or placeholder secrets, a missing `publicUrl`, keys
 * inside the data folder, `:memory:` databases, SQLite where the service runs on several nodes,
 * and `/metrics` reachable beyond loopback without a token.
 * @example
 * productionProblems({ service: 'kms', host: '127.0.0.1', sqlite: [{ name: 'dbPath', path: ':memory:' }] })
 * // ['dbPath is :memory:, which loses every row when the kms restarts.']
 */
export function productionProblems(facts: ProductionFacts): string[] {
  const problems: string[] = []
  const { service } = facts
  if (facts.allowLoopbackOrigins) {
    problems.push(
      'allowLoopbackOrigins is on: any page on localhost could use every project; it is for development only.',
    )
  }
  for (const secret of facts.secrets ?? []) {
    const problem = secretProblem(secret.name, secret.value, secret.minLength ?? SECRET_MIN)
    if (problem) problems.push(problem)
  }
  if ('publicUrl' in facts && facts.publicUrl === undefined) {
    problems.push(
      `publicUrl is not set: the ${service} would build links from each request's Host header.`,
    )
  }
  for (const db of facts.sqlite ?? []) {
    if (db.path === ':memory:' || db.path === '') {
      problems.push(`${db.name} is :memory:, which loses every row when the ${service} restarts.`)
    }
  }
  if (facts.sqliteRefused) {
    problems.push(`${facts.sqliteRefused.name} is SQLite: ${facts.sqliteRefused.reason}`)
  }
  const outside = facts.outsideDataDir
  for (const file of outside?.files ?? []) {
    if (outside && inside(outside.dataDir, file.path)) {
      problems.push(`${file.name} (${file.path}) is inside dataDir: ${outside.reason}`)
    }
  }
  const reachable = !isLoopbackHost(facts.host) || facts.trustProxy === true
  if (reachable && !facts.metricsToken) {
    problems.push(
      `metricsToken is not set while the ${service} is reachable beyond loopback (or through a proxy, which makes callers look local): /metrics must need a token.`,
    )
  }
  return problems
}
