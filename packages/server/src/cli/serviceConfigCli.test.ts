import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { silentLogger } from '../log/silentLogger'
import { helpText } from './helpText'
import { serviceConfigCli } from './serviceConfigCli'

const dir = mkdtempSync(join(tmpdir(), 'server-config-cli-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const schema = z.object({
  port: z.number().int().default(8791),
  host: z.string().default('127.0.0.1'),
})
const envMap = { SVC_PORT: { path: 'port', kind: 'number' as const, help: 'port to listen on' } }

describe('serviceConfigCli', () => {
  it('loads the file named by --config or the variable, then the variables over it', () => {
    const file = join(dir, 'svc.json')
    writeFileSync(file, JSON.stringify({ port: 1, host: '0.0.0.0' }))
    const { load } = serviceConfigCli({ schema, fileEnvVar: 'SVC_CONFIG', envMap })
    expect(load({}, ['--config', file])).toEqual({ port: 1, host: '0.0.0.0' })
    expect(load({ SVC_CONFIG: file, SVC_PORT: '2' }, [])).toEqual({ port: 2, host: '0.0.0.0' })
    expect(load({}, [])).toEqual({ port: 8791, host: '127.0.0.1' })
  })

  it('describes in --help the variables it reads', () => {
    const help = helpText({
      ...serviceConfigCli({ schema, fileEnvVar: 'SVC_CONFIG', envMap }),
      name: 'svc',
      version: '1.2.3',
      description: 'a test service',
      check: () => [],
      start: async () => ({ announce: 'svc listening', logger: silentLogger, steps: [] }),
    })
    expect(help).toContain('SVC_CONFIG')
    expect(help).toContain('SVC_PORT')
  })
})
