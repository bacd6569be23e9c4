import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningKms, startKms } from './startKms'

let dataDir: string
let kms: RunningKms
let token: string

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portico-kms-test-'))
  kms = await startKms({ port: 0, dataDir, unsealPerContextPerHour: 3, unsealPerMinute: 100 })
  token = readFileSync(kms.tokenPath, 'utf8').trim()
})
afterAll(async () => {
  await kms?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const post = (path: string, body: unknown, bearer = token) =>
  fetch(`${kms.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const audit = () =>
  readFileSync(join(dataDir, 'audit.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { op: string; context: string; result: string })

describe('the KMS over HTTP', () => {
  it('seals and unseals in one context only, for the token holder only, and logs each', async () => {
    const plaintext = Buffer.from('a recovery share').toString('base64')
    const sealed = await post('/v1/seal', { context: 'recovery:u1:d1', plaintext })
    expect(sealed.status).toBe(200)
    const { sealed: ciphertext } = (await sealed.json()) as { sealed: string }
    expect(ciphertext).not.toContain(plaintext)
    expect(
      (await post('/v1/unseal', { context: 'recovery:u1:d1', sealed: ciphertext }, 'x'.repeat(64)))
        .status,
    ).toBe(401)
    const other = await post('/v1/unseal', { context: 'recovery:u2:d1', sealed: ciphertext })
    expect(other.status).toBe(400)
    const opened = await post('/v1/unseal', { context: 'recovery:u1:d1', sealed: ciphertext })
    expect(await opened.json()).toEqual({ plaintext })
    expect(audit().map(({ op, context, result }) => `${op} ${context} ${result}`)).toEqual([
      'seal recovery:u1:d1 ok',
      'unseal recovery:u2:d1 refused',
      'unseal recovery:u1:d1 ok',
    ])
    expect(JSON.stringify(audit())).not.toContain(plaintext)
  })

  it('limits unseals of one context, and logs the refusals', async () => {
    const plaintext = Buffer.from('another share').toString('base64')
    const { sealed } = (await (
      await post('/v1/seal', { context: 'recovery:u3:d1', plaintext })
    ).json()) as { sealed: string }
    const statuses: number[] = []
    for (let i = 0; i < 5; i++)
      statuses.push((await post('/v1/unseal', { context: 'recovery:u3:d1', sealed })).status)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    expect(audit().filter((line) => line.result === 'rate-limited')).toHaveLength(2)
  })

  it('answers malformed and oversized bodies with 4xx', async () => {
    expect((await post('/v1/seal', '{not json')).status).toBe(400)
    expect((await post('/v1/seal', { context: '', plaintext: 'AA==' })).status).toBe(400)
    expect((await post('/v1/unseal', { context: 'x', sealed: 'k1.a.b.c' })).status).toBe(400)
    expect((await post('/v1/seal', { context: 'x', plaintext: 'A'.repeat(8000) })).status).toBe(413)
  })

  it('refuses to listen beyond loopback', async () => {
    await expect(startKms({ port: 0, dataDir, host: '0.0.0.0' })).rejects.toThrow(/loopback only/)
    await expect(startKms({ port: 0, dataDir, host: '0.0.0.0' })).rejects.toMatchObject({
      code: 'KMS_LOOPBACK_ONLY',
    })
  })
})
