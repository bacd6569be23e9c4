/**
 * How an environment variable's text becomes a config value: as it is, a number, a boolean
 * (`true`/`1`, `false`/`0`) or a comma list.
 * @example
 * const kind: EnvValueKind = 'number'
 */
export type EnvValueKind = 'string' | 'number' | 'boolean' | 'list'

/**
 * Environment variables that override config fields: each names the field's dotted path, what
 * kind of value it holds and a line for `--help`.
 * @example
 * const envMap: EnvMap = { PORTICO_GATEWAY_PORT: { path: 'port', kind: 'number', help: 'port to listen on' } }
 */
export type EnvMap = Record<string, { path: string; kind?: EnvValueKind; help?: string }>
