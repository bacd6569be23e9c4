import type { Generated } from 'kysely'

/**
 * Tables of {@link createKyselySiwxStore}, for Kysely's typing. Times are epoch milliseconds.
 * @example
 * const db = new Kysely<GatewayDatabase & SiwxDatabase>({ dialect })
 */
export type SiwxDatabase = {
  siwx_nonces: { nonce: string; project_id: string; expires_at: number }
  siwx_sessions: {
    id: string
    token_hash: string
    project_id: string
    chain_id: string
    address: string
    domain: string
    message: string
    signature: string
    created_at: number
    expires_at: number
    revoked_at: Generated<number | null>
  }
}
