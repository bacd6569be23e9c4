import { z } from 'zod'

/**
 * The docs site's conventional port (DESIGN.md) and the variable that overrides it.
 * @example
 * readDocsPort({ [DOCS_PORT_ENV]: '3000' }) // 3000
 */
export const DOCS_PORT_ENV = 'PORTICO_DOCS_PORT'

/**
 * Where `npm start` serves the docs site unless `PORTICO_DOCS_PORT` says otherwise.
 * @example
 * defaultDocsPort // 5176
 */
export const defaultDocsPort = 5176

/**
 * The docs site's port: `PORTICO_DOCS_PORT`, else 5176.
 * @example
 * readDocsPort(process.env) // 5176
 */
export function readDocsPort(env: Record<string, string | undefined>): number {
  const raw = env[DOCS_PORT_ENV]
  if (raw === undefined || raw === '') return defaultDocsPort
  const parsed = z.coerce.number().int().min(1).max(65535).safeParse(raw)
  if (!parsed.success)
    throw new Error(`${DOCS_PORT_ENV} must be a port number (1-65535), got '${raw}'`)
  return parsed.data
}
