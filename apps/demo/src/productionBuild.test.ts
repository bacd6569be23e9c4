import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { describe, expect, it } from 'vitest'

// Anvil's first well-known key: it must never ship in a build someone could deploy.
const ANVIL_KEY = 'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
// What the Bitcoin test wallet derives its regtest keys from.
const REGTEST_KEY_LABEL = 'portico regtest key'

function builtText(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    .join('\n')
}

async function buildDemo(env: Record<string, string | undefined>): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'portico-demo-build-'))
  const saved = process.env.VITE_PORTICO_TEST_WALLET
  const savedNodeEnv = process.env.NODE_ENV
  if (env.VITE_PORTICO_TEST_WALLET === undefined) delete process.env.VITE_PORTICO_TEST_WALLET
  else process.env.VITE_PORTICO_TEST_WALLET = env.VITE_PORTICO_TEST_WALLET
  // Vitest runs with NODE_ENV=test, which Vite would take for a development build.
  process.env.NODE_ENV = 'production'
  try {
    await build({
      configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    })
    return builtText(outDir)
  } finally {
    if (saved === undefined) delete process.env.VITE_PORTICO_TEST_WALLET
    else process.env.VITE_PORTICO_TEST_WALLET = saved
    process.env.NODE_ENV = savedNodeEnv
    rmSync(outDir, { recursive: true, force: true })
  }
}

describe('the demo in a production build', () => {
  it('carries no test wallet and no devnet keys unless the build opts in', async () => {
    const plain = await buildDemo({})
    expect(plain).not.toContain(ANVIL_KEY)
    expect(plain).not.toContain(REGTEST_KEY_LABEL)
    const optedIn = await buildDemo({ VITE_PORTICO_TEST_WALLET: '1' })
    expect(optedIn).toContain(ANVIL_KEY)
    expect(optedIn).toContain(REGTEST_KEY_LABEL)
  }, 120_000)
})
