import {
  recordSessionRequestSchema,
  revokeSessionRequestSchema,
  type SessionGrantMessage,
  sdkQuerySchema,
  sessionGrantMessageSchema,
  sessionRevokeMessage,
} from '@portico/common/schemas/api'
import type { Clock } from '@portico/server'
import { verifyEip155Signature } from '@portico/siwx-server/verify'
import { Hono } from 'hono'
import type { Hex, PublicClient } from 'viem'
import { z } from 'zod'
import { createAddressValidator } from '../blockchain/createAddressValidator'
import { parseAccountAddress } from '../blockchain/parseAccountAddress'
import type { GatewayDb } from '../db/Database'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from '../http/AppEnv'
import { parseInput } from '../http/parseInput'
import { readJsonBody } from '../http/readJsonBody'
import { createSessionStore } from './createSessionStore'
import type { SessionsDatabase } from './SessionsDatabase'

const pathText = z.string().min(1).max(255)
const plainAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 0x-prefixed EVM address')
const pciSchema = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'expected a 32-byte hex session id')
const projectQuery = z.object({ ...sdkQuerySchema.shape, projectId: z.string().min(1).max(128) })

/**
 * Smart sessions (spec §7, api-shapes "Smart sessions"): the ERC-7715 permissions the wallet
 * granted, which a session key then uses on chain through the account's session validator.
 * - `GET /v1/sessions/{CAIP-10 address}?projectId` lists the project's sessions of that account
 *   on that chain: `{ pcis: [{ pci, expiry (seconds), project, chainId, signer, permissions,
 *   revoked }] }`.
 * - `POST /v1/sessions/{address}?projectId` records a grant: `{ message, signature }`, the
 *   account's signature of the grant's JSON text (sessionGrantMessageSchema) naming this project.
 * - `POST /v1/sessions/{address}/revoke?projectId` with `{ pci, signature }`, the account's
 *   signature of `sessionRevokeMessage(pci)`.
 * Signatures are checked here (EIP-191, ERC-1271 or ERC-6492 through the chain's client); a bad
 * one is SESSION_INVALID_SIGNATURE (401). The gateway only lists: the validator on chain is what
 * enforces a session and its revocation.
 * @example
 * app.route('/', createSessionRoutes({ db, clock, clientOf }))
 */
export function createSessionRoutes(deps: {
  db: GatewayDb
  clock: Clock
  /** The public client of a configured chain (CAIP-2): smart-account signatures need it. */
  clientOf: (caip2: string) => PublicClient | undefined
}): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const store = createSessionStore(deps.db.withTables<SessionsDatabase>())
  const isValidAddress = createAddressValidator()

  const verify = async (caip2: string, address: string, message: string, signature: string) => {
    try {
      await verifyEip155Signature({
        address: address as Hex,
        message,
        signature,
        client: async () => deps.clientOf(caip2),
      })
    } catch (cause) {
      throw new GatewayError('SESSION_INVALID_SIGNATURE', { cause })
    }
  }

  app.get('/v1/sessions/:address', async (c) => {
    const { projectId } = parseInput(projectQuery, c.req.query(), 'query')
    const account = parseAccountAddress(
      parseInput(pathText, c.req.param('address'), 'path'),
      undefined,
      isValidAddress,
    )
    if (account.namespace !== 'eip155' || !account.chainId) {
      throw new GatewayError('INVALID_PARAMS', {
        message: "Invalid path parameter 'address': expected a CAIP-10 EVM address",
      })
    }
    const rows = await store.list({ chainId: account.chainId, address: account.address, projectId })
    return c.json({
      pcis: rows.map((row) => {
        const grant = JSON.parse(row.grant_json) as SessionGrantMessage
        return {
          pci: row.pci,
          expiry: row.expiry,
          project: { id: row.project_id, ...grant.project },
          chainId: row.chain_id,
          signer: grant.signer,
          permissions: grant.permissions,
          revoked: row.revoked_at !== null,
        }
      }),
    })
  })

  app.post('/v1/sessions/:address', async (c) => {
    const { projectId } = parseInput(projectQuery, c.req.query(), 'query')
    const address = parseInput(plainAddress, c.req.param('address'), 'path')
    const body = parseInput(recordSessionRequestSchema, await readJsonBody(c), 'body')
    let json: unknown
    try {
      json = JSON.parse(body.message)
    } catch {
      throw new GatewayError('INVALID_PARAMS', {
        message: "Invalid body parameter 'message': expected a JSON text",
      })
    }
    const grant = parseInput(sessionGrantMessageSchema, json, 'body')
    if (grant.address.toLowerCase() !== address.toLowerCase() || grant.projectId !== projectId) {
      throw new GatewayError('INVALID_PARAMS', {
        message: 'The signed grant names another address or project',
      })
    }
    const caip2 = `eip155:${grant.chainId}`
    if (!deps.clientOf(caip2)) {
      throw new GatewayError('INVALID_PARAMS', {
        message: "Invalid body parameter 'chainId': not a chain of this gateway",
      })
    }
    await verify(caip2, address, body.message, body.signature)
    await store.record(grant, body.message, deps.clock.now())
    return c.json({ pci: grant.pci.toLowerCase() })
  })

  app.post('/v1/sessions/:address/revoke', async (c) => {
    const { projectId } = parseInput(projectQuery, c.req.query(), 'query')
    const address = parseInput(plainAddress, c.req.param('address'), 'path')
    const body = parseInput(revokeSessionRequestSchema, await readJsonBody(c), 'body')
    const pci = parseInput(pciSchema, body.pci, 'body')
    const rows = await store.find({ address, pci, projectId })
    const [row] = rows
    if (!row) throw new GatewayError('NOT_FOUND', { message: 'Session not found' })
    await verify(row.chain_id, address, sessionRevokeMessage(pci), body.signature)
    await store.revoke({ address, pci, projectId, now: deps.clock.now() })
    return c.json({ pci: pci.toLowerCase(), revoked: true })
  })
  return app
}
