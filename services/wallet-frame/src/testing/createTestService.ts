import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Clock } from '@portico/server'
import { testPostgresSchema } from '@portico/test/services/testPostgresSchema'
import { type MailCatcher, startMailCatcherOnFreePorts } from '@portico/wallet-frame-dev'
import { loadServiceSecrets } from '../config/loadServiceSecrets'
import {
  type WalletFrameConfigInput,
  walletFrameConfigSchema,
} from '../config/walletFrameConfigSchema'
import { createApp } from '../createApp'
import { migrateWalletFrameDb } from '../db/migrateWalletFrameDb'
import { createKmsFromConfig } from '../kms/createKmsFromConfig'
import { createMailer } from '../mail/createMailer'
import type { OriginsSource } from '../origins/createOriginsSource'
import type { FrameAssets } from '../page/FrameAssets'
import { frameRequestHeaders, TEST_PUBLIC_URL } from './frameRequestHeaders'
import { openFrameDb } from './openFrameDb'
import type { TestDialect } from './testDialects'

const noAssets = async (): Promise<FrameAssets> => {
  throw new Error('this test service has no frame bundle')
}

/**
 * A real maildev on free ports for one test file.
 * @example const mail = await startTestMailCatcher(); afterAll(() => mail.stop())
 */
export function startTestMailCatcher(): Promise<MailCatcher> {
  return startMailCatcherOnFreePorts()
}

/**
 * The app over a real SQLite file (or, with `dialect: 'postgres'`, a throw-away schema of the
 * test PostgreSQL), real secrets and KMS key files in a temp dir, and real SMTP to `mail`.
 * `reopen()` builds a fresh app on the same files and database (a restart); `close()` removes
 * them and drops the schema.
 * @example
 * const service = await createTestService({ mail, clock })
 * const res = await service.app.request('/auth/v1/login', { method: 'POST', body })
 */
export async function createTestService(options: {
  mail: MailCatcher
  clock: Clock
  config?: WalletFrameConfigInput
  origins?: OriginsSource
  assets?: () => Promise<FrameAssets>
  dataDir?: string
  dialect?: TestDialect
  /** On PostgreSQL, a schema the test already filled (an older release's tables, say). */
  schema?: ReturnType<typeof testPostgresSchema>
}) {
  const schema =
    options.schema ??
    (options.dialect === 'postgres' ? testPostgresSchema('frame_test') : undefined)
  if (schema && !options.schema) await schema.create()
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'wallet-frame-test-'))
  const config = walletFrameConfigSchema.parse({
    dataDir,
    publicUrl: TEST_PUBLIC_URL,
    // Nothing listens on the discard port: a test that names no gateway never reaches a dev
    // stack's on 8787.
    gatewayUrl: 'http://127.0.0.1:9',
    ...options.config,
    smtp: { host: '127.0.0.1', port: options.mail.smtpPort, ...options.config?.smtp },
  })
  const open = async () => {
    const db = openFrameDb(dataDir, schema)
    await migrateWalletFrameDb(db, { schema: schema?.name })
    const mailer = createMailer(config.smtp)
    const app = createApp({
      config,
      db,
      clock: options.clock,
      secrets: loadServiceSecrets(join(dataDir, 'secrets.json')),
      kms: createKmsFromConfig(config.kms, dataDir),
      mailer,
      assets: options.assets ?? noAssets,
      ...(options.origins && { origins: options.origins }),
      clientIp: () => '192.0.2.1',
    })
    return {
      app,
      db,
      close: async () => {
        mailer.close()
        await db.destroy()
      },
    }
  }
  let current = await open()
  return {
    get app() {
      return current.app
    },
    get db() {
      return current.db
    },
    config,
    dataDir,
    dialect: options.dialect ?? (options.schema ? 'postgres' : 'sqlite'),
    async reopen() {
      await current.close()
      current = await open()
    },
    async close() {
      await current.close()
      await schema?.drop()
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A service made by {@link createTestService}. @example service.app.request('/health') */
export type TestService = Awaited<ReturnType<typeof createTestService>>

/**
 * Calls the app as the frame page would (same origin, see {@link frameRequestHeaders}) with a
 * JSON body (and a bearer token) and returns status and parsed body.
 * @example const { status, body } = await callJson(app, 'POST', '/auth/v1/login', { email, deviceSecret })
 */
export async function callJson(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = frameRequestHeaders(method)
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (token) headers.authorization = `Bearer ${token}`
  const response = await app.request(path, {
    method,
    headers,
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
