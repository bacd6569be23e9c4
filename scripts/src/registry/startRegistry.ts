import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { z } from 'zod'
import { waitForHttp } from '../stack/waitForHttp'
import { registryConfig } from './registryConfig'

/**
 * A verdaccio registry running on loopback: its URL, an npm config file that can publish to
 * it, and how to stop it.
 * @example
 * const registry: Registry = await startRegistry({ dir, port: 4873 })
 */
export type Registry = {
  /** `http://127.0.0.1:<port>/` */
  url: string
  /** A userconfig (`npm --userconfig`) holding the publishing user's token for this registry. */
  publishNpmrc: string
  stop: () => Promise<void>
}

const tokenSchema = z.object({ token: z.string().min(1) })

function verdaccioBin(): string {
  // The package's own bin script, run by this Node: no shell, no PATH lookup.
  const require = createRequire(import.meta.url)
  return join(require.resolve('verdaccio/package.json'), '..', 'bin', 'verdaccio')
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/**
 * Starts verdaccio on `127.0.0.1:port` with its storage, config and users under `dir` (a fresh
 * temporary folder: every run starts empty), and creates a user to publish with.
 * @example
 * const registry = await startRegistry({ dir: mkdtempSync(join(tmpdir(), 'registry-')), port })
 * // npm publish pkg.tgz --registry registry.url --userconfig registry.publishNpmrc
 * await registry.stop()
 */
export async function startRegistry(options: {
  dir: string
  port: number
  log?: (line: string) => void
}): Promise<Registry> {
  const { dir, port } = options
  mkdirSync(join(dir, 'storage'), { recursive: true })
  const config = join(dir, 'config.yaml')
  writeFileSync(
    config,
    registryConfig({ storage: join(dir, 'storage'), htpasswd: join(dir, 'htpasswd') }),
  )
  const url = `http://127.0.0.1:${port}/`
  const child = spawn(
    process.execPath,
    [verdaccioBin(), '--config', config, '--listen', `127.0.0.1:${port}`],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const output: string[] = []
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue
      output.push(line)
      options.log?.(line)
    }
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  try {
    await waitForHttp(`${url}-/ping`, { timeoutMs: 60_000 })
    // npm's own adduser call: answers a token for the new user.
    const response = await fetch(`${url}-/user/org.couchdb.user:portico`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'portico', password: `publish-${process.pid}-${Date.now()}` }),
    })
    if (!response.ok) throw new Error(`creating the publishing user: HTTP ${response.status}`)
    const { token } = tokenSchema.parse(await response.json())
    const publishNpmrc = join(dir, 'publish.npmrc')
    writeFileSync(publishNpmrc, `//127.0.0.1:${port}/:_authToken=${token}\n`)
    return { url, publishNpmrc, stop: () => stopChild(child) }
  } catch (error) {
    await stopChild(child)
    throw new Error(`verdaccio did not start on ${url}:\n${output.join('\n')}`, { cause: error })
  }
}
