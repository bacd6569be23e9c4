import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ConfigError } from './ConfigError'
import { loadServiceConfig } from './loadServiceConfig'

const schema = z.object({
  port: z.number().int().min(0).max(65535).default(8787),
  host: z.string().default('127.0.0.1'),
  production: z.boolean().default(false),
  projectIds: z.array(z.string()).default([]),
  database: z
    .object({ url: z.string().regex(/^postgres:\/\//), poolSize: z.number().default(10) })
    .optional(),
})

const envMap = {
  SVC_PORT: { path: 'port', kind: 'number' as const },
  SVC_PRODUCTION: { path: 'production', kind: 'boolean' as const },
  SVC_PROJECT_IDS: { path: 'projectIds', kind: 'list' as const },
  SVC_DATABASE_URL: { path: 'database.url' },
}

function file(content: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'portico-config-')), 'config.json')
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content))
  return path
}

const problemsOf = (run: () => unknown): readonly string[] => {
  try {
    run()
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

describe('loadServiceConfig', () => {
  it('reads the file, then the environment over it, with the schema defaults', () => {
    const path = file({
      port: 1,
      host: '0.0.0.0',
      database: { url: 'postgres://file', poolSize: 3 },
    })
    const config = loadServiceConfig({
      schema,
      env: {
        SVC_CONFIG: path,
        SVC_PORT: '9000',
        SVC_PRODUCTION: '1',
        SVC_PROJECT_IDS: 'a, b,',
        SVC_DATABASE_URL: 'postgres://env',
      },
      fileEnvVar: 'SVC_CONFIG',
      envMap,
    })
    expect(config).toEqual({
      port: 9000,
      host: '0.0.0.0',
      production: true,
      projectIds: ['a', 'b'],
      database: { url: 'postgres://env', poolSize: 3 },
    })
  })

  it('takes --config FILE over the variable', () => {
    const chosen = file({ port: 2 })
    const other = file({ port: 3 })
    const config = loadServiceConfig({
      schema,
      env: { SVC_CONFIG: other },
      argv: ['--config', chosen],
      fileEnvVar: 'SVC_CONFIG',
    })
    expect(config.port).toBe(2)
  })

  it('lists every problem as path: message, not the first only', () => {
    const problems = problemsOf(() =>
      loadServiceConfig({
        schema,
        env: { SVC_PORT: 'http', SVC_PRODUCTION: 'yes', SVC_DATABASE_URL: 'mysql://x' },
        envMap,
      }),
    )
    expect(problems).toHaveLength(3)
    expect(problems[0]).toMatch(/^port: /)
    expect(problems[1]).toMatch(/^production: /)
    expect(problems[2]).toMatch(/^database\.url: /)
  })

  it('names an unreadable or malformed file', () => {
    expect(
      problemsOf(() => loadServiceConfig({ schema, argv: ['--config', '/nonexistent/x.json'] })),
    ).toEqual([expect.stringMatching(/^config file \/nonexistent\/x\.json: ENOENT/)])
    expect(
      problemsOf(() => loadServiceConfig({ schema, argv: [`--config=${file('{oops')}`] })),
    ).toEqual([expect.stringMatching(/^config file .*: .*JSON/)])
    expect(
      problemsOf(() => loadServiceConfig({ schema, argv: ['--config', file('[1]')] })),
    ).toEqual([expect.stringMatching(/expected a JSON object$/)])
  })
})
