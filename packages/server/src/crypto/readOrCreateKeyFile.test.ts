import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readOrCreateKeyFile } from './readOrCreateKeyFile'

const dir = mkdtempSync(join(tmpdir(), 'server-key-file-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('readOrCreateKeyFile', () => {
  it('creates an owner-only 32-byte key once and reads the same key afterwards', () => {
    const path = join(dir, 'nested', 'kms.key')
    const key = readOrCreateKeyFile(path)
    expect(key).toHaveLength(32)
    expect(statSync(path).mode & 0o777).toBe(0o600)
    expect(readOrCreateKeyFile(path)).toEqual(key)
  })

  it('refuses a file that does not hold a 32-byte hex key', () => {
    const path = join(dir, 'short.key')
    writeFileSync(path, 'abcd\n')
    expect(() => readOrCreateKeyFile(path)).toThrow(`${path} must hold a 32-byte hex key`)
    expect(() => readOrCreateKeyFile(path)).toThrow(
      expect.objectContaining({ code: 'INVALID_KEY_FILE', path }),
    )
  })
})
