import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createShiftedClock } from '@portico/test/services/createShiftedClock'
import type { MailCatcher } from '@portico/wallet-frame-dev'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWalletFrame } from '../startWalletFrame'
import { createNodeFrame } from '../testing/createNodeFrame'
import {
  createTestService,
  startTestMailCatcher,
  type TestService,
} from '../testing/createTestService'
import { keysRebuiltFromBackup } from '../testing/keysRebuiltFromBackup'
import { logInByMail } from '../testing/logInByMail'

const kmsServer = new URL('../../../kms/src/server.ts', import.meta.url).pathname
let mail: MailCatcher
let service: TestService
let kms: ChildProcess
let kmsDir: string
const seen = new Set<string>()
const email = 'operator@example.com'
const clock = createShiftedClock()

/** The KMS as its own process, as production runs it; answers its URL once it listens. */
async function startKmsProcess(dataDir: string): Promise<{ process: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--conditions=portico-source', '--import', 'tsx', kmsServer],
    {
      env: { ...process.env, PORTICO_KMS_PORT: '0', PORTICO_KMS_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  let out = ''
  for await (const chunk of child.stdout ?? []) {
    out += String(chunk)
    const url = /listening on (http:\/\/\S+)/.exec(out)?.[1]
    if (url) return { process: child, url }
  }
  throw new Error(`the KMS did not start: ${out}`)
}

beforeAll(async () => {
  kmsDir = mkdtempSync(join(tmpdir(), 'portico-kms-'))
  const started = await startKmsProcess(kmsDir)
  kms = started.process
  mail = await startTestMailCatcher()
  service = await createTestService({
    mail,
    clock,
    config: {
      // The mode where the KMS holds what rebuilds every key: it runs as its own process.
      custody: 'operator',
      deviceWaitMs: 500,
      chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9' }],
      kms: { kind: 'remote', url: started.url, tokenPath: join(kmsDir, 'client-token') },
    },
  })
}, 30_000)
afterAll(async () => {
  kms?.kill()
  await service?.close()
  await mail?.stop()
  rmSync(kmsDir, { recursive: true, force: true })
})

type Frame = ReturnType<typeof createNodeFrame>

// Past the 30 s mail cooldown of the last login, then the login by mail.
const logIn = (frame: Frame) => {
  clock.advance(31_000)
  return logInByMail(frame, { service, mail, email, seen })
}

const auditLines = () =>
  readFileSync(join(kmsDir, 'audit.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { op: string; context: string; result: string })

describe('operator custody with the KMS in its own process', () => {
  let address: string

  it('seals through the KMS process, and a backup of the frame data folder opens nothing', async () => {
    const first = createNodeFrame(service)
    await logIn(first)
    address = ((await first.request('GET_USER', {})) as { address: string }).address
    expect(auditLines()).toEqual([expect.objectContaining({ op: 'seal', result: 'ok' })])
    expect(await keysRebuiltFromBackup(service.dataDir)).not.toContain(address)
  })

  it('a new device recovers through an unseal that the audit log records', async () => {
    const second = createNodeFrame(service)
    await logIn(second)
    expect(((await second.request('GET_USER', {})) as { address: string }).address).toBe(address)
    const unseals = auditLines().filter((line) => line.op === 'unseal')
    expect(unseals).toEqual([
      expect.objectContaining({ result: 'ok', context: expect.stringMatching(/^recovery:/) }),
    ])
  })

  it('without the KMS process no recovery share opens', async () => {
    kms.kill()
    await once(kms, 'exit')
    const third = createNodeFrame(service)
    await expect(logIn(third)).rejects.toThrow('The key service is unavailable. Please try again')
  })

  it('refuses to start in production with the KMS key inside its data folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wallet-frame-prod-'))
    try {
      await expect(
        startWalletFrame({
          port: 0,
          dataDir,
          production: true,
          publicUrl: 'https://wallet.example.com',
          smtp: { port: mail.smtpPort },
        }),
      ).rejects.toThrow(/inside dataDir/)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
