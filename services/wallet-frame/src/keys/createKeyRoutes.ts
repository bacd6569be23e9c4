import { Hono } from 'hono'
import { getAddress, type Hex, isAddress, verifyMessage } from 'viem'
import { z } from 'zod'
import { shareSchema } from '../auth/authSchemas'
import type { Sessions } from '../auth/createSessions'
import type { WalletFrameDb } from '../db/Database'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { readJson } from '../http/readJson'
import { requireSession } from '../http/requireSession'
import type { Kms } from '../kms/Kms'
import { keySetupMessage } from './keySetupMessage'

const toHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const fromHex = (hex: string) => new Uint8Array(Buffer.from(hex.replace(/^0x/, ''), 'hex'))
const recoveryContext = (userId: string, deviceHash: string) => `recovery:${userId}:${deviceHash}`

/**
 * The server's side of the 2-of-3 key split, all behind a session:
 * `GET /keys/v1/auth-share` (this device's auth share, to sign with its device share),
 * `POST /keys/v1/recover` (a new device, after device approval and code, gets an earlier
 * device's auth share and its recovery share opened by the KMS) and `POST /keys/v1/setup`
 * (stores this device's auth share and KMS-sealed recovery share after the frame proves, by a
 * signature, that the key opens the account's address).
 * @example app.route('/', createKeyRoutes({ db, sessions, kms }))
 */
export function createKeyRoutes(deps: {
  db: WalletFrameDb
  sessions: Sessions
  kms: Kms
}): Hono<AppEnv> {
  const { db, kms } = deps
  const app = new Hono<AppEnv>()
  app.use('/keys/*', requireSession(deps.sessions))

  const userOf = async (userId: string) => {
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirst()
    if (!user) throw new WalletFrameError('SESSION_EXPIRED')
    return user
  }
  const deviceOf = (userId: string, deviceHash: string) =>
    db
      .selectFrom('devices')
      .selectAll()
      .where('user_id', '=', userId)
      .where('device_hash', '=', deviceHash)
      .executeTakeFirst()

  app.get('/keys/v1/auth-share', async (c) => {
    const { userId, deviceHash } = c.get('session')
    const user = await userOf(userId)
    const device = await deviceOf(userId, deviceHash)
    if (!user.address || !device?.auth_share) {
      throw new WalletFrameError('NOT_FOUND', { message: 'No key on this device' })
    }
    return c.json({ address: user.address, authShare: device.auth_share })
  })

  app.post('/keys/v1/recover', async (c) => {
    const { userId, deviceHash } = c.get('session')
    const user = await userOf(userId)
    const device = await deviceOf(userId, deviceHash)
    if (!user.address) throw new WalletFrameError('NOT_FOUND', { message: 'No key to recover' })
    // A device that has its own shares signs with them; recovery is for a new device only.
    if (!device || device.auth_share)
      throw new WalletFrameError('CONFLICT', { message: 'This device already holds a key' })
    const source = await db
      .selectFrom('devices')
      .selectAll()
      .where('user_id', '=', userId)
      .where('auth_share', 'is not', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirst()
    if (!source?.auth_share || !source.recovery_share) {
      throw new WalletFrameError('NOT_FOUND', { message: 'No key to recover' })
    }
    const recovery = await kms.decrypt(
      source.recovery_share,
      recoveryContext(userId, source.device_hash),
    )
    return c.json({
      address: user.address,
      authShare: source.auth_share,
      recoveryShare: toHex(recovery),
    })
  })

  app.post('/keys/v1/setup', async (c) => {
    const body = await readJson(
      c,
      z.object({
        address: z
          .string()
          .refine((value) => isAddress(value, { strict: false }), 'Invalid address'),
        authShare: shareSchema,
        recoveryShare: shareSchema,
        signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/),
      }),
    )
    const { userId, deviceHash, sessionId } = c.get('session')
    const user = await userOf(userId)
    const address = getAddress(body.address)
    const valid = await verifyMessage({
      address,
      message: keySetupMessage(sessionId),
      signature: body.signature as Hex,
    })
    if (!valid)
      throw new WalletFrameError('INVALID_PARAMS', {
        message: 'The key does not match its address',
      })
    if (user.address && user.address !== address) {
      throw new WalletFrameError('CONFLICT', { message: 'The key does not open this account' })
    }
    const sealed = await kms.encrypt(
      fromHex(body.recoveryShare),
      recoveryContext(userId, deviceHash),
    )
    await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('devices')
        .set({
          auth_share: body.authShare.replace(/^0x/, '').toLowerCase(),
          recovery_share: sealed,
        })
        .where('user_id', '=', userId)
        .where('device_hash', '=', deviceHash)
        .where('auth_share', 'is', null)
        .executeTakeFirst()
      if (updated.numUpdatedRows !== 1n)
        throw new WalletFrameError('CONFLICT', { message: 'This device already holds a key' })
      if (!user.address) {
        // Two devices racing to create the first key: the first one's address stays.
        const set = await trx
          .updateTable('users')
          .set({ address })
          .where('id', '=', userId)
          .where('address', 'is', null)
          .executeTakeFirst()
        if (set.numUpdatedRows !== 1n)
          throw new WalletFrameError('CONFLICT', { message: 'The key does not open this account' })
      }
    })
    return c.json({ address })
  })

  return app
}
