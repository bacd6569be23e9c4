import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const archNames: Record<string, string> = { x64: 'amd64', arm64: 'arm64' }

/**
 * Finds the native anvil binary shipped by the `@foundry-rs/anvil` npm package.
 *
 * The package's own `bin.mjs` is a Node wrapper around the binary; spawning the binary itself
 * saves a Node start-up and lets signals reach anvil directly.
 *
 * @example
 * const binary = resolveAnvilBinary()
 * spawn(binary, ['--port', '8545'])
 */
export function resolveAnvilBinary(): string {
  const require = createRequire(import.meta.url)
  const binaryName = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  const arch = archNames[process.arch]
  const candidates: string[] = []
  if (arch) {
    try {
      const manifest = require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`)
      candidates.push(join(dirname(manifest), 'bin', binaryName))
    } catch {
      // Not installed for this platform: fall back to the wrapper package's dist folder.
    }
  }
  try {
    const wrapper = dirname(require.resolve('@foundry-rs/anvil/package.json'))
    candidates.push(join(wrapper, '..', 'dist', binaryName))
  } catch {
    // The wrapper package is missing too; the error below lists what was tried.
  }
  const found = candidates.find((path) => existsSync(path))
  if (!found) {
    throw new Error(
      `anvil binary not found for ${process.platform}-${process.arch} (tried: ${candidates.join(', ') || 'nothing resolvable'}). Run npm install.`,
    )
  }
  return found
}
