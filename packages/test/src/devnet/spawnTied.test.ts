import { execFileSync, spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { spawnTied } from './spawnTied'

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
const programPid = (marker: string) =>
  Number(
    execFileSync('pgrep', ['-f', `^${process.execPath} -e .*${marker}`])
      .toString()
      .trim()
      .split('\n')[0],
  )
const waitUntil = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 25))
  return check()
}

describe('spawnTied', () => {
  it('passes SIGTERM on and reports the exit code', async () => {
    const { child, terminate } = spawnTied(process.execPath, [
      '-e',
      `console.log('up'); setInterval(() => {}, 1000) // tied-a`,
    ])
    await new Promise((resolve) => child.stdout.once('data', resolve))
    terminate()
    const code = await new Promise((resolve) => child.once('exit', resolve))
    expect(code).toBe(143)
  })

  it('kills the program when our end of the pipe closes, even if it ignores SIGTERM', async () => {
    const { child, kill } = spawnTied(process.execPath, [
      '-e',
      `process.on('SIGTERM', () => {}); console.log('up'); setInterval(() => {}, 1000) // tied-b`,
    ])
    await new Promise((resolve) => child.stdout.once('data', resolve))
    const pid = programPid('tied-b')
    kill()
    expect(await waitUntil(() => !alive(pid))).toBe(true)
  })

  it('takes the program down with a parent that is SIGKILLed', async () => {
    const parentScript = `
      const { spawnTied } = await import(${JSON.stringify(new URL('./spawnTied.ts', import.meta.url).pathname)})
      const { child } = spawnTied(process.execPath, ['-e', "console.log('up'); setInterval(() => {}, 1000) // tied-c"])
      child.stdout.once('data', () => console.log('ready'))`
    const parent = spawn(
      process.execPath,
      ['--conditions=portico-source', '--import', 'tsx', '--input-type=module', '-e', parentScript],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    await new Promise((resolve) => parent.stdout.once('data', resolve))
    const pid = programPid('tied-c')
    parent.kill('SIGKILL')
    expect(await waitUntil(() => !alive(pid))).toBe(true)
    // Three Node processes start, one through tsx: over 5 s on a loaded 2-core machine (a
    // fresh-clone run beside other test suites timed out here).
  }, 30_000)
})
