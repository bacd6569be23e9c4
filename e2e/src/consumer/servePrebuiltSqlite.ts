import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { runCommand } from '@portico/test/services/runCommand'

/**
 * better-sqlite3's native module, as its installer downloads it, served on loopback from the
 * build this repository already made (same version, same Node). An install given `env` takes it
 * from there instead of compiling the module again (a minute on 2 cores): prebuild-install reads
 * `npm_config_better_sqlite3_binary_host`. An install of another version finds nothing there and
 * compiles, as it would anyway.
 * @example
 * const prebuilt = await servePrebuiltSqlite(work)
 * await installApp(dir, app, registry.url, prebuilt.env)
 */
export async function servePrebuiltSqlite(
  work: string,
): Promise<{ env: Record<string, string>; close: () => Promise<void> }> {
  const root = dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json'))
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    version: string
  }
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`
  const tarball = join(work, name)
  await runCommand('tar', ['-czf', tarball, 'build/Release/better_sqlite3.node'], { cwd: root })
  const body = readFileSync(tarball)
  const server = createServer((request, response) => {
    if (request.url !== `/v${version}/${name}`) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': 'application/gzip' }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    env: { npm_config_better_sqlite3_binary_host: `http://127.0.0.1:${port}` },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
