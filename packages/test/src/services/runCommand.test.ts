import { describe, expect, it } from 'vitest'
import { runCommand } from './runCommand'

const node = (script: string) =>
  runCommand(process.execPath, ['-e', script], { cwd: process.cwd() })

describe('runCommand', () => {
  it('resolves the output of both streams once the command succeeds', async () => {
    const output = await node("console.log('out'); console.error('err')")
    expect(output).toContain('out\n')
    expect(output).toContain('err\n')
  })

  it('rejects with the command, its exit code and its output when it fails', async () => {
    await expect(node("console.error('broken'); process.exit(3)")).rejects.toThrow(
      /exited with 3:\nbroken/,
    )
  })
})
