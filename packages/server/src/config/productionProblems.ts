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
  /** Present (even as undefined) when the service builds links from it; must be https beyond loopback. */
  publicUrl?: string | undefined
  /** Other URLs the service calls or hands out: each must be https unless its host is loopback. */
  httpsUrls?: readonly { name: string; url: string | undefined; carries: string }[]
  allowLoopbackOrigins?: boolean | undefined
  /**
   * Shared secrets and tokens: each must be set, long and no placeholder. `unsetMeans` says
   * what an unset one costs (otherwise: production needs a secret).
   */
  secrets?: readonly {
    name: string
    value: string | undefined
    minLength?: number
    unsetMeans?: string
  }[]
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

// A URL that crosses the network in clear: plain http to a host other than this machine.
function plainHttpProblem(name: string, url: string, carries: string): string | undefined {
  if (!URL.canParse(url)) return undefined
  const { protocol, hostname } = new URL(url)
  if (protocol !== 'http:' || isLoopbackHost(hostname)) return undefined
  return `${name} ${url} is plain http beyond loopback: use https, or ${carries} cross the network in clear.`
}

function inside(dir: string, path: string): boolean {
  const rel = relative(resolve(dir), resolve(path))
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

function secretProblem(
  name: string,
  value: string | undefined,
  min: number,
  unsetMeans = 'production needs a secret.',
): string | undefined {
  if (value === undefined || value === '') return `${name} is not set; ${unsetMeans}`
  if (value.length < min) return `${name} is shorter than ${min} characters.`
  if (PLACEHOLDER.test(value) || new Set(value).size < 8) {
    return `${name} looks like a placeholder or example value; generate a random one.`
  }
  return undefined
}

/**
 * The settings production mode refuses, one sentence each (empty when there are none):
 * loopback origins allowed, missing, short or placeholder secrets, a missing `publicUrl`, a
 * `publicUrl` or other URL over plain http beyond loopback, keys inside the data folder,
 * `:memory:` databases, SQLite where the service runs on several nodes, and `/metrics` reachable
 * beyond loopback without a token, or with a short or placeholder one.
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
    const problem = secretProblem(
      secret.name,
      secret.value,
      secret.minLength ?? SECRET_MIN,
      secret.unsetMeans,
    )
    if (problem) problems.push(problem)
  }
  if ('publicUrl' in facts && facts.publicUrl === undefined) {
    problems.push(
      `publicUrl is not set: the ${service} would build links from each request's Host header.`,
    )
  }
  const urls = [
    ...(facts.publicUrl !== undefined
      ? [
          {
            name: 'publicUrl',
            url: facts.publicUrl,
            carries: 'the pages, links and tokens it serves',
          },
        ]
      : []),
    ...(facts.httpsUrls ?? []),
  ]
  for (const { name, url, carries } of urls) {
    const problem = url === undefined ? undefined : plainHttpProblem(name, url, carries)
    if (problem) problems.push(problem)
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
  } else if (facts.metricsToken) {
    // A token anyone can guess opens /metrics as wide as none.
    const problem = secretProblem('metricsToken', facts.metricsToken, SECRET_MIN)
    if (problem) problems.push(problem)
  }
  return problems
}
