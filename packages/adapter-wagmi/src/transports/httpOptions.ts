import { HTTP_BATCH_SIZE, HTTP_TIMEOUT_MS } from '@portico/common'

/**
 * The HTTP transport options of the config Portico makes (spec §9): request timeout and
 * JSON-RPC batch size.
 * @example
 * http(url, HTTP_OPTIONS)
 */
export const HTTP_OPTIONS = { timeout: HTTP_TIMEOUT_MS, batch: { batchSize: HTTP_BATCH_SIZE } }
