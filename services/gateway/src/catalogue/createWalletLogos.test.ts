import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { createWalletLogos } from './createWalletLogos'

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
const source = (file: string) => ({
  file,
  package: 'p',
  version: '1.0.0',
  license: 'MIT',
  path: 'x',
})

let dir: string | undefined
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

function folder(logos: Record<string, unknown>, files: Record<string, string | Buffer>): URL {
  dir = mkdtempSync(join(tmpdir(), 'portico-logos-'))
  writeFileSync(join(dir, 'sources.json'), JSON.stringify({ version: 1, logos }))
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body)
  return pathToFileURL(`${dir}/`)
}

describe('createWalletLogos', () => {
  it('answers SVG text sanitized, rasters with their type, and nothing for other wallets', async () => {
    const logos = createWalletLogos(
      folder(
        { alpha: source('alpha.svg'), beta: source('beta.png') },
        {
          'alpha.svg':
            '<svg xmlns="http://www.w3.org/2000/svg" onload="x()"><script>x()</script><path d="M0 0"/></svg>',
          'beta.png': PNG,
        },
      ),
    )
    expect([...logos.ids].sort()).toEqual(['alpha', 'beta'])
    expect(await logos.get('alpha')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>',
    )
    const beta = await logos.get('beta')
    expect(beta).toMatchObject({ contentType: 'image/png' })
    expect(Buffer.from((beta as { bytes: Uint8Array }).bytes)).toEqual(PNG)
    expect(await logos.get('gamma')).toBeUndefined()
    expect(await logos.get('constructor')).toBeUndefined()
  })

  it('reads each file once and keeps it for the life of the app', async () => {
    const url = folder(
      { alpha: source('alpha.svg') },
      { 'alpha.svg': '<svg><path d="M1 1"/></svg>' },
    )
    const logos = createWalletLogos(url)
    const first = await logos.get('alpha')
    rmSync(new URL('alpha.svg', url))
    expect(await logos.get('alpha')).toBe(first)
  })

  it('tries a file again after a failed read', async () => {
    const url = folder({ alpha: source('alpha.svg') }, {})
    const logos = createWalletLogos(url)
    await expect(logos.get('alpha')).rejects.toThrow()
    writeFileSync(new URL('alpha.svg', url), '<svg/>')
    expect(await logos.get('alpha')).toBe('<svg/>')
  })

  it('refuses a manifest whose file names could leave the folder or name another wallet', () => {
    expect(() => createWalletLogos(folder({ alpha: source('../alpha.svg') }, {}))).toThrow(
      /Invalid wallet logo sources/,
    )
    expect(() => createWalletLogos(folder({ alpha: source('beta.svg') }, {}))).toThrow(
      /named after its wallet id/,
    )
  })
})
