import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { loadServiceConfig } from '../config/loadServiceConfig'
import { productionProblems } from '../config/productionProblems'
import { silentLogger } from '../log/silentLogger'
import { type CliIo, runServiceCli } from './runServiceCli'
import type { ServiceCli } from './ServiceCli'

const schema = z.object({
  port: z.number().int().default(8791),
  host: z.string().default('127.0.0.1'),
  production: z.boolean().default(false),
  metricsToken: z.string().optional(),
  limits: z.object({ perMinute: z.number().default(60) }).prefault({}),
})
type Config = z.infer<typeof schema>
const envMap = {
  SVC_PORT: { path: 'port', kind: 'number' as const, help: '0 picks a free port' },
  SVC_HOST: { path: 'host' },
  SVC_PRODUCTION: { path: 'production', kind: 'boolean' as const },
}

function cli(started: string[] = []): ServiceCli<Config> {
  return {
    name: 'svc',
    version: '1.2.3',
    description: 'a test service',
    configHelp: { fileEnvVar: 'SVC_CONFIG', envMap, schema },
    load: (env, argv) => loadServiceConfig({ schema, env, argv, fileEnvVar: 'SVC_CONFIG', envMap }),
    check: (config) =>
      config.production
        ? productionProblems({
            service: 'svc',
            host: config.host,
            metricsToken: config.metricsToken,
          })
        : [],
    start: async (config) => {
      started.push(`${config.host}:${config.port}`)
      return { announce: `svc listening on ${config.port}`, logger: silentLogger, steps: [] }
    },
  }
}

function io(argv: string[], env: Record<string, string> = {}) {
  const out: string[] = []
  const err: string[] = []
  const codes: number[] = []
  const value: CliIo = {
    argv,
    env,
    stdout: (text) => void out.push(text),
    stderr: (text) => void err.push(text),
    exit: (code) => void codes.push(code),
  }
  return { value, out: () => out.join(''), err: () => err.join(''), codes }
}

describe('runServiceCli', () => {
  it('--help lists usage, every variable and every config field with its default', async () => {
    const run = io(['--help'])
    await runServiceCli(cli(), run.value)
    expect(run.codes).toEqual([0])
    const text = run.out()
    expect(text).toContain('Usage: svc [--config FILE] [--check-config]')
    expect(text).toContain('SVC_CONFIG  the JSON config file')
    expect(text).toContain('SVC_PORT  sets port: 0 picks a free port')
    expect(text).toContain('port  integer  (default 8791)')
    expect(text).toContain('limits.perMinute  number  (default 60)')
    expect(text).toContain('metricsToken  string  (optional)')
  })

  it('--version prints the version', async () => {
    const run = io(['--version'])
    await runServiceCli(cli(), run.value)
    expect([run.out(), run.codes]).toEqual(['1.2.3\n', [0]])
  })

  it('--check-config prints every problem and exits 1, or says OK, without starting', async () => {
    const started: string[] = []
    const bad = io(['--check-config'], { SVC_PORT: 'x', SVC_PRODUCTION: 'maybe' })
    await runServiceCli(cli(started), bad.value)
    expect(bad.codes).toEqual([1])
    expect(bad.err().trim().split('\n')).toEqual([
      expect.stringMatching(/^port: /),
      expect.stringMatching(/^production: /),
    ])
    const unsafe = io(['--check-config'], { SVC_PRODUCTION: 'true', SVC_HOST: '0.0.0.0' })
    await runServiceCli(cli(started), unsafe.value)
    expect([unsafe.codes, unsafe.err()]).toEqual([
      [1],
      expect.stringMatching(/^metricsToken is not set/),
    ])
    const good = io(['--check-config'])
    await runServiceCli(cli(started), good.value)
    expect([good.out(), good.codes]).toEqual(['configuration OK\n', [0]])
    expect(started).toEqual([])
  })

  it('starts with a valid config and prints the announce line', async () => {
    const started: string[] = []
    const run = io([], { SVC_PORT: '0' })
    await runServiceCli(cli(started), run.value)
    expect([started, run.out(), run.codes]).toEqual([['127.0.0.1:0'], 'svc listening on 0\n', []])
  })

  it('refuses to start with every problem listed, and a failed start in one line', async () => {
    const run = io([], { SVC_PORT: 'x', SVC_PRODUCTION: 'maybe' })
    await runServiceCli(cli(), run.value)
    expect(run.codes).toEqual([1])
    expect(run.err()).toMatch(/^\[svc\] invalid configuration:\n {2}port: .*\n {2}production: /)
    const failing: ServiceCli<Config> = {
      ...cli(),
      start: () => Promise.reject(new Error('port 1 is taken')),
    }
    const refused = io([])
    await runServiceCli(failing, refused.value)
    expect([refused.err(), refused.codes]).toEqual(['[svc] port 1 is taken\n', [1]])
  })
})
