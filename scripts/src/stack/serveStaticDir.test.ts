import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StaticServer, serveStaticDir } from './serveStaticDir'

/** A raw GET, so the path reaches the server as written (fetch would normalise `..`). */
function get(url: string, path: string): Promise<{ status: number; body: string; type: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url)
    const req = request({ hostname, port, path, method: 'GET' }, (response) => {
      let body = ''
      response.on('data', (chunk) => {
        body += chunk
      })
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body,
          type: String(response.headers['content-type']),
        }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

describe('serveStaticDir', () => {
  const work = mkdtempSync(join(tmpdir(), 'portico-static-'))
  const dir = join(work, 'dist')
  let server: StaticServer
  let building = false

  beforeAll(async () => {
    mkdirSync(join(dir, 'guide'), { recursive: true })
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'index.html'), 'home')
    writeFileSync(join(dir, '404.html'), 'not here')
    writeFileSync(join(dir, 'guide', 'index.html'), 'guide index')
    writeFileSync(join(dir, 'guide', 'react.html'), 'react page')
    writeFileSync(join(dir, 'assets', 'app.js'), 'export {}')
    writeFileSync(join(work, 'secret.txt'), 'secret')
    server = await serveStaticDir({
      dir,
      host: '127.0.0.1',
      port: 0,
      override: () => (building ? { status: 503, html: 'building' } : undefined),
    })
  })
  afterAll(async () => {
    await server.close()
    rmSync(work, { recursive: true, force: true })
  })

  it('answers pages as static hosts do: index files, .html files and clean paths', async () => {
    expect(await get(server.url, '/')).toMatchObject({ status: 200, body: 'home' })
    expect(await get(server.url, '/guide/')).toMatchObject({ status: 200, body: 'guide index' })
    expect(await get(server.url, '/guide/react.html')).toMatchObject({ body: 'react page' })
    expect(await get(server.url, '/guide/react')).toMatchObject({ status: 200, body: 'react page' })
    expect(await get(server.url, '/guide/react.html#setup')).toMatchObject({ status: 200 })
    const script = await get(server.url, '/assets/app.js')
    expect(script.type).toBe('text/javascript; charset=utf-8')
  })

  it("answers a missing path with the site's 404 page and status 404", async () => {
    expect(await get(server.url, '/guide/missing.html')).toEqual({
      status: 404,
      body: 'not here',
      type: 'text/html; charset=utf-8',
    })
  })

  it('never reads outside its folder', async () => {
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/guide/%2e%2e%2f%2e%2e%2fsecret.txt',
    ]) {
      const answer = await get(server.url, path)
      expect(answer.body, path).not.toContain('secret')
    }
  })

  it('answers every request with the override page while there is one', async () => {
    building = true
    try {
      expect(await get(server.url, '/guide/react.html')).toMatchObject({
        status: 503,
        body: 'building',
      })
    } finally {
      building = false
    }
    expect(await get(server.url, '/guide/react.html')).toMatchObject({ status: 200 })
  })
})
