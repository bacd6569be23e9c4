import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createFileKms } from './createFileKms'

const dir = mkdtempSync(join(tmpdir(), 'wallet-frame-kms-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('createFileKms', () => {
  it('creates its key file once (owner-only) and opens what it sealed under the same context only', async () => {
    const keyPath = join(dir, 'kms.key')
    const kms = createFileKms(keyPath)
    expect(statSync(keyPath).mode & 0o777).toBe(0o600)
    const sealed = await kms.encrypt(new Uint8Array([1, 2, 3]), 'recovery:u1:d1')
    expect(await createFileKms(keyPath).decrypt(sealed, 'recovery:u1:d1')).toEqual(
      new Uint8Array([1, 2, 3]),
    )
    await expect(kms.decrypt(sealed, 'recovery:u2:d1')).rejects.toThrow()
    await expect(
      createFileKms(join(dir, 'other.key')).decrypt(sealed, 'recovery:u1:d1'),
    ).rejects.toThrow()
    const [v, iv, body = '', tag] = sealed.split('.')
    const flipped = Buffer.from(body, 'base64url').map((byte, i) => (i === 0 ? byte ^ 1 : byte))
    const tampered = [v, iv, Buffer.from(flipped).toString('base64url'), tag].join('.')
    await expect(kms.decrypt(tampered, 'recovery:u1:d1')).rejects.toThrow()
  })
})
