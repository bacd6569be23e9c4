import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:http2'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { serveStatic } from './serveStatic'

const dir = mkdtempSync(join(tmpdir(), 'portico-bench-serve-'))
mkdirSync(join(dir, 'assets'))
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>site</title>')
writeFileSync(join(dir, 'assets/app-1.js'), 'export const answer = 42\n'.repeat(50))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** One GET over HTTP/2, trusting the throwaway certificate. */
function get(url: string, path: string) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const session = connect(url, { rejectUnauthorized: false })
    session.on('error', reject)
    const stream = session.request({ ':path': path })
    const chunks: Buffer[] = []
    let headers: Record<string, unknown> = {}
    stream.on('response', (received) => {
      headers = received
    })
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      session.close()
      resolve({ headers, body: Buffer.concat(chunks) })
    })
    stream.on('error', reject)
  })
}

describe('serveStatic over HTTP/2', () => {
  it('serves each file gzipped over TLS, index.html for unknown paths', async () => {
    const site = await serveStatic(dir, { http2: true })
    try {
      expect(site.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/$/)
      const script = await get(site.url, '/assets/app-1.js')
      expect(script.headers['content-encoding']).toBe('gzip')
      expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8')
      expect(script.body.length).toBeLessThan(200)
      expect(gunzipSync(script.body).toString()).toBe('export const answer = 42\n'.repeat(50))
      const page = await get(site.url, '/somewhere/else')
      expect(gunzipSync(page.body).toString()).toContain('<title>site</title>')
    } finally {
      await site.close()
    }
  })
})
