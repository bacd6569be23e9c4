import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { type NginxSite, nginxConfig } from './nginxConfig'

/** A running nginx: stop it with `stop()`. @example await nginx.stop() */
export type RunningNginx = { stop: () => Promise<void> }

/**
 * Writes {@link nginxConfig} into `site.dir` and runs Debian's nginx on it in the foreground
 * (`daemon off`), until its TLS port accepts connections.
 * @example
 * const nginx = await startNginx(site)
 */
export async function startNginx(site: NginxSite): Promise<RunningNginx> {
  mkdirSync(site.dir, { recursive: true })
  const conf = join(site.dir, 'nginx.conf')
  writeFileSync(conf, nginxConfig(site))
  let output = ''
  const child = spawn('/usr/sbin/nginx', ['-p', site.dir, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const deadline = Date.now() + 15_000
  while (!(await accepts(site.port))) {
    const code = await Promise.race([exited, sleep(100).then(() => 'running' as const)])
    if (code !== 'running') throw new Error(`nginx exited (${code}):\n${output}`)
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${site.port}:\n${output}`)
  }
  return {
    stop: async () => {
      child.kill('SIGQUIT')
      await Promise.race([exited, sleep(5_000)])
      child.kill('SIGKILL')
    },
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}
