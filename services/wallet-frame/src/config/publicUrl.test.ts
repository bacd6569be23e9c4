import { request } from 'node:http'
import { join } from 'node:path'
import { createSqliteKysely } from '@portico/server'
import { linkOf, nextMail } from '@portico/wallet-frame-dev'
import { describe, expect, it } from 'vitest'
import type { WalletFrameDatabase } from '../db/Database'
import { startWalletFrame } from '../startWalletFrame'
import { setUpWalletFrame } from '../testing/setUpWalletFrame'

const running = setUpWalletFrame()

// A raw HTTP request: fetch would not let the test choose the Host header.
const post = (path: string, body: unknown, headers: Record<string, string>) =>
  new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const req = request(
      `${running.frame.url}${path}`,
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        let text = ''
        res.on('data', (chunk) => {
          text += String(chunk)
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }))
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify(body))
  })

describe('links in mails without publicUrl', () => {
  it('point at the address the frame listens on, whatever Host the request names', async () => {
    // An account that holds a key: a login from a new device mails an approval link.
    const db = createSqliteKysely<WalletFrameDatabase>(join(running.dataDir, 'wallet-frame.sqlite'))
    await db
      .insertInto('users')
      .values({ id: 'host-user-1', email: 'ada@example.com', address: '0xabc', created_at: 1 })
      .execute()
    await db.destroy()
    const started = await post(
      '/auth/v1/login',
      { email: 'ada@example.com', deviceSecret: 'h'.repeat(43) },
      { host: 'evil.example', origin: 'http://evil.example' },
    )
    expect(started.status).toBe(200)
    const link = linkOf(await nextMail(running.mail.webUrl, 'ada@example.com', new Set()))
    expect(new URL(link).origin).toBe(running.frame.url)
  })

  it('refuses to listen beyond loopback without publicUrl', async () => {
    await expect(
      startWalletFrame({ port: 0, host: '0.0.0.0', dataDir: running.dataDir }),
    ).rejects.toThrow(/publicUrl is required when the wallet frame listens on 0\.0\.0\.0/)
  })
})
