import { describe, expect, it } from 'vitest'
import { type Service, spawnService } from './spawnService'

const node = (script: string, log: (service: string, line: string) => void = () => {}) =>
  spawnService({
    name: 'child',
    command: process.execPath,
    args: ['-e', script],
    cwd: process.cwd(),
    env: process.env,
    log,
  })

const started = (service: Service) =>
  new Promise<void>((resolve) => {
    const wait = setInterval(() => {
      if (service.recentOutput().includes('up')) {
        clearInterval(wait)
        resolve()
      }
    }, 20)
  })

describe('spawnService', () => {
  it('forwards output line by line and reports how the process ended', async () => {
    const lines: string[] = []
    const child = node(
      `console.log('one'); console.error('two'); process.exit(3)`,
      (service, line) => lines.push(`${service}: ${line}`),
    )
    expect(await child.exited).toEqual({ code: 3, signal: null })
    expect(lines.sort()).toEqual(['child: one', 'child: two'])
    expect(child.recentOutput()).toContain('one')
  })

  it('stops a process with SIGTERM', async () => {
    const child = node(`setInterval(() => {}, 1000); console.log('up')`)
    await started(child)
    await child.stop()
    expect(await child.exited).toEqual({ code: 143, signal: null })
  })

  it('kills a process that ignores SIGTERM after the grace period', async () => {
    const child = node(
      `process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); console.log('up')`,
    )
    await started(child)
    await child.stop(200)
    expect(await child.exited).toEqual({ code: 137, signal: null })
  })
})
