import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningWalletFrame, startWalletFrame } from '../startWalletFrame'
import { startTestGateway } from '../testing/startTestGateway'

const dataDir = mkdtempSync(join(tmpdir(), 'portico-frame-framing-'))
let gateway: Awaited<ReturnType<typeof startTestGateway>>
let frame: RunningWalletFrame

beforeAll(async () => {
  gateway = await startTestGateway({
    projects: [
      { projectId: 'open', allowedOrigins: ['https://shop.example.com'] },
      {
        projectId: 'strict',
        allowedOrigins: ['https://shop.example.com'],
        defaultFrameAncestors: false,
      },
    ],
  })
  frame = await startWalletFrame({
    port: 0,
    dataDir,
    gatewayUrl: gateway.url,
    chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9/' }],
  })
})

afterAll(async () => {
  await frame?.close()
  await gateway?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const ancestorsOf = (res: Response) =>
  (res.headers.get('content-security-policy') ?? '')
    .split('; ')
    .find((directive) => directive.startsWith('frame-ancestors '))
    ?.split(' ')
    .slice(1)

describe('who may frame the wallet', () => {
  it('keeps the spec defaults for a project that says nothing', async () => {
    const res = await fetch(`${frame.url}/frame?projectId=open&chainId=31337`)
    expect(res.status).toBe(200)
    expect(ancestorsOf(res)).toEqual(expect.arrayContaining(['https://*.vercel.app']))
    expect(ancestorsOf(res)).toContain('https://shop.example.com')
  })

  it('drops the spec defaults for a project that turned them off, keeping its own origins', async () => {
    const res = await fetch(`${frame.url}/frame?projectId=strict&chainId=31337`)
    expect(res.status).toBe(200)
    expect(ancestorsOf(res)).toEqual(['https://shop.example.com'])
  })

  it('serves no frame for a project the gateway does not have', async () => {
    const res = await fetch(`${frame.url}/frame?projectId=no-such-project&chainId=31337`)
    expect(res.status).toBe(404)
    expect(ancestorsOf(res)).toEqual(["'none'"])
    const page = await res.text()
    expect(page).toContain('Unknown project')
    expect(page).not.toContain('<script')
  })

  it("holds a social login's page to the same list as the frame", async () => {
    const start = (projectId: string, parentOrigin: string) =>
      fetch(`${frame.url}/auth/v1/social/start`, {
        method: 'POST',
        headers: { origin: frame.url, 'content-type': 'application/json' },
        body: JSON.stringify({
          provider: 'google',
          deviceSecret: 'd'.repeat(43),
          parentOrigin,
          projectId,
        }),
      })
    const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code
    // Past the origin check, this frame has no Google client configured.
    expect(await codeOf(await start('open', 'https://shop.vercel.app'))).toBe(
      'SOCIAL_PROVIDER_UNKNOWN',
    )
    expect(await codeOf(await start('strict', 'https://shop.vercel.app'))).toBe(
      'ORIGIN_NOT_ALLOWED',
    )
    expect(await codeOf(await start('strict', 'https://shop.example.com'))).toBe(
      'SOCIAL_PROVIDER_UNKNOWN',
    )
    expect(await codeOf(await start('no-such-project', 'https://shop.vercel.app'))).toBe(
      'ORIGIN_NOT_ALLOWED',
    )
  })

  it('lets nobody frame the sign-in pages', async () => {
    for (const path of [
      '/device/approve?token=x',
      '/social/begin?login=x',
      '/social/callback?state=x&code=y',
    ]) {
      const res = await fetch(`${frame.url}${path}`)
      expect(ancestorsOf(res), path).toEqual(["'none'"])
    }
  })
})
