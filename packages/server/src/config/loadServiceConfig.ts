import { readFileSync } from 'node:fs'
import type { z } from 'zod'
import { ConfigError } from './ConfigError'
import type { EnvMap, EnvValueKind } from './EnvMap'
import { formatIssues } from './formatIssues'

type Env = Record<string, string | undefined>

function convert(kind: EnvValueKind, text: string): unknown {
  if (kind === 'number') return /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text
  if (kind === 'boolean') {
    const word = text.trim().toLowerCase()
    if (word === 'true' || word === '1') return true
    if (word === 'false' || word === '0') return false
    return text
  }
  if (kind === 'list') {
    return text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
  }
  return text
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.')
  let node = target
  for (const key of keys.slice(0, -1)) {
    const next = node[key]
    const copy =
      typeof next === 'object' && next !== null && !Array.isArray(next)
        ? { ...(next as Record<string, unknown>) }
        : {}
    node[key] = copy
    node = copy
  }
  node[keys[keys.length - 1] as string] = value
}

/**
 * The config file a command line names with `--config FILE` (or `--config=FILE`), else the one
 * the environment variable `fileEnvVar` names, else none.
 * @example
 * configFileOf(['--config', 'gateway.json'], process.env, 'PORTICO_GATEWAY_CONFIG') // 'gateway.json'
 */
export function configFileOf(
  argv: readonly string[],
  env: Env,
  fileEnvVar: string | undefined,
): string | undefined {
  const index = argv.indexOf('--config')
  if (index >= 0) return argv[index + 1]
  const inline = argv.find((arg) => arg.startsWith('--config='))
  if (inline) return inline.slice('--config='.length)
  return fileEnvVar ? env[fileEnvVar] || undefined : undefined
}

/**
 * Reads a service's configuration: the JSON file from `--config FILE` or `env[fileEnvVar]`,
 * then the variables of `envMap` set in `env` over it, then `adjust` (a service's own merging
 * rules), parsed by the service's zod `schema`. Throws a {@link ConfigError} listing every
 * problem as `path: message` (an unreadable file or bad JSON is one problem too).
 * @example
 * const config = loadServiceConfig({
 *   schema: kmsConfigSchema,
 *   env: process.env,
 *   argv: process.argv.slice(2),
 *   fileEnvVar: 'PORTICO_KMS_CONFIG',
 *   envMap: { PORTICO_KMS_PORT: { path: 'port', kind: 'number' } },
 * })
 */
export function loadServiceConfig<S extends z.ZodType>(options: {
  schema: S
  env?: Env
  argv?: readonly string[]
  fileEnvVar?: string
  envMap?: EnvMap
  adjust?: (merged: Record<string, unknown>, env: Env) => void
}): z.output<S> {
  const env = options.env ?? {}
  const file = configFileOf(options.argv ?? [], env, options.fileEnvVar)
  let merged: Record<string, unknown> = {}
  if (file !== undefined) {
    let parsed: unknown
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'))
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new ConfigError([`config file ${file}: ${reason}`])
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new ConfigError([`config file ${file}: expected a JSON object`])
    }
    merged = { ...(parsed as Record<string, unknown>) }
  }
  for (const [name, entry] of Object.entries(options.envMap ?? {})) {
    const text = env[name]
    if (text === undefined || text === '') continue
    setPath(merged, entry.path, convert(entry.kind ?? 'string', text))
  }
  options.adjust?.(merged, env)
  const result = options.schema.safeParse(merged)
  if (!result.success) throw new ConfigError(formatIssues(result.error.issues))
  return result.data
}
