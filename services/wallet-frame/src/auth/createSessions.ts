import type { Clock } from '@portico/server'
import { errors, jwtVerify, SignJWT } from 'jose'
import type { WalletFrameDb } from '../db/Database'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { Hasher } from './createHasher'
import { randomToken } from './randomToken'
import type { SessionClaims } from './SessionClaims'

const ISSUER = 'portico-wallet-frame'
const MAC_CHARS = 24

/**
 * Tokens handed to the frame: a short-lived signed access token and a refresh token (stored
 * hashed) that is replaced at every use.
 * @example const { accessToken } = await sessions.create(userId, deviceHash)
 */
export type SessionTokens = { accessToken: string; refreshToken: string; accessExpiresAt: number }

/**
 * Sessions as short-lived HS256 JWTs (jose) plus rotating refresh tokens. A refresh token used
 * twice means it was copied: the session is revoked and both holders must sign in again (only a
 * token this service issued counts: its secret part carries a MAC under the hash key). A token
 * signed in this clock's future answers the spec's 'JWT validation error: JWT Token is not yet
 * valid' (clock skew between nodes or a forged token).
 * @example
 * const sessions = createSessions({ db, clock, hasher, tokenKey, accessTtlMs: 900_000, refreshTtlMs, clockToleranceMs: 5000 })
 * const claims = await sessions.verify(bearer)
 */
export function createSessions(deps: {
  db: WalletFrameDb
  clock: Clock
  hasher: Hasher
  tokenKey: Uint8Array
  accessTtlMs: number
  refreshTtlMs: number
  clockToleranceMs: number
}) {
  const { db, clock, hasher, tokenKey } = deps

  const signAccess = async (claims: SessionClaims) => {
    const now = Math.floor(clock.now() / 1000)
    const exp = now + Math.ceil(deps.accessTtlMs / 1000)
    const accessToken = await new SignJWT({ sid: claims.sessionId, dev: claims.deviceHash })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(claims.userId)
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(exp)
      .sign(tokenKey)
    return { accessToken, accessExpiresAt: exp * 1000 }
  }

  // A refresh token's secret part ends in a MAC of the rest: a reused token can then be told
  // from a made-up one carrying a known session id, which must not sign the owner out.
  const macOf = (sessionId: string, nonce: string) =>
    hasher.hash(`refresh-mac:${sessionId}.${nonce}`).slice(0, MAC_CHARS)
  const newRefresh = (sessionId: string) => {
    const nonce = randomToken(16)
    const refreshToken = `${sessionId}.${nonce}${macOf(sessionId, nonce)}`
    return { refreshToken, refreshHash: hasher.hash(`refresh:${refreshToken}`) }
  }
  const issuedHere = (sessionId: string, secret: string) => {
    const nonce = secret.slice(0, -MAC_CHARS)
    const mac = secret.slice(-MAC_CHARS)
    return nonce.length > 0 && hasher.matches(macOf(sessionId, nonce), mac)
  }

  return {
    /** `authProvider`: the social provider signed in with; email sessions leave it out. */
    async create(
      userId: string,
      deviceHash: string,
      authProvider?: string,
    ): Promise<SessionTokens> {
      const sessionId = randomToken(16)
      const { refreshToken, refreshHash } = newRefresh(sessionId)
      const now = clock.now()
      await db
        .insertInto('sessions')
        .values({
          id: sessionId,
          user_id: userId,
          device_hash: deviceHash,
          refresh_hash: refreshHash,
          created_at: now,
          expires_at: now + deps.refreshTtlMs,
          revoked_at: null,
          auth_provider: authProvider ?? null,
        })
        .execute()
      return { ...(await signAccess({ userId, sessionId, deviceHash })), refreshToken }
    },

    /** Checks signature, time claims and that the session was not signed out or revoked. */
    async verify(token: string): Promise<SessionClaims> {
      let payload: Awaited<ReturnType<typeof jwtVerify>>['payload']
      try {
        ;({ payload } = await jwtVerify(token, tokenKey, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: new Date(clock.now()),
          clockTolerance: Math.floor(deps.clockToleranceMs / 1000),
        }))
      } catch (cause) {
        if (cause instanceof errors.JWTClaimValidationFailed && cause.claim === 'nbf') {
          throw new WalletFrameError('JWT_NOT_YET_VALID', { cause })
        }
        if (cause instanceof errors.JWTExpired)
          throw new WalletFrameError('SESSION_EXPIRED', { cause })
        throw new WalletFrameError('UNAUTHORIZED', { cause })
      }
      const { sub, sid, dev } = payload
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof dev !== 'string') {
        throw new WalletFrameError('UNAUTHORIZED')
      }
      const session = await db
        .selectFrom('sessions')
        .select(['revoked_at', 'expires_at'])
        .where('id', '=', sid)
        .executeTakeFirst()
      if (!session || session.revoked_at !== null || session.expires_at <= clock.now()) {
        throw new WalletFrameError('SESSION_EXPIRED')
      }
      return { userId: sub, sessionId: sid, deviceHash: dev }
    },

    /**
     * Swaps a refresh token for new tokens. A replayed one this service issued revokes its
     * session; a token it never issued (a guess carrying a known session id) is only refused.
     */
    async refresh(refreshToken: string): Promise<SessionTokens> {
      const [sessionId = '', secret = ''] = refreshToken.split('.')
      const session = await db
        .selectFrom('sessions')
        .selectAll()
        .where('id', '=', sessionId)
        .executeTakeFirst()
      const now = clock.now()
      if (!session || session.revoked_at !== null || session.expires_at <= now) {
        throw new WalletFrameError('SESSION_EXPIRED')
      }
      if (!hasher.matches(session.refresh_hash, hasher.hash(`refresh:${refreshToken}`))) {
        if (!issuedHere(sessionId, secret)) throw new WalletFrameError('UNAUTHORIZED')
        await db
          .updateTable('sessions')
          .set({ revoked_at: now })
          .where('id', '=', sessionId)
          .execute()
        throw new WalletFrameError('SESSION_EXPIRED', { details: 'refresh token reused' })
      }
      const next = newRefresh(sessionId)
      // Compare-and-swap: two concurrent refreshes with the same token cannot both win.
      const updated = await db
        .updateTable('sessions')
        .set({ refresh_hash: next.refreshHash })
        .where('id', '=', sessionId)
        .where('refresh_hash', '=', session.refresh_hash)
        .executeTakeFirst()
      if (updated.numUpdatedRows !== 1n) throw new WalletFrameError('SESSION_EXPIRED')
      const claims = { userId: session.user_id, sessionId, deviceHash: session.device_hash }
      return { ...(await signAccess(claims)), refreshToken: next.refreshToken }
    },

    async revoke(sessionId: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: clock.now() })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute()
    },
  }
}

/** Sessions made by {@link createSessions}. @example await sessions.verify(token) */
export type Sessions = ReturnType<typeof createSessions>
