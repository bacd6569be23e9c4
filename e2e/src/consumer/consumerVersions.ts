import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '@portico/scripts'
import { z } from 'zod'

const manifestSchema = z.object({
  dependencies: z.record(z.string(), z.string()).default({}),
  devDependencies: z.record(z.string(), z.string()).default({}),
})

function versionsOf(path: string): Record<string, string> {
  const manifest = manifestSchema.parse(
    JSON.parse(readFileSync(join(repoRoot(), path, 'package.json'), 'utf8')),
  )
  return { ...manifest.devDependencies, ...manifest.dependencies }
}

function pick(from: Record<string, string>, name: string): string {
  const version = from[name]
  if (!version) throw new Error(`no version of ${name} in the repo's manifests`)
  return version
}

/**
 * The third-party versions the consumer apps install from the registry: the same ones this
 * repo is built and tested with, read from its manifests so they never drift apart.
 * @example
 * consumerVersions().react // '19.3.1'
 */
export function consumerVersions() {
  const demo = versionsOf('apps/demo')
  const wagmi = versionsOf('packages/adapter-wagmi')
  const ethers = versionsOf('packages/adapter-ethers')
  const ethers5 = versionsOf('packages/adapter-ethers5')
  const root = versionsOf('.')
  const gateway = versionsOf('services/gateway')
  const quickstart = versionsOf('apps/appkit-quickstart')
  return {
    react: pick(demo, 'react'),
    'react-dom': pick(demo, 'react-dom'),
    vite: pick(demo, 'vite'),
    '@vitejs/plugin-react': pick(demo, '@vitejs/plugin-react'),
    '@wagmi/core': pick(wagmi, '@wagmi/core'),
    viem: pick(wagmi, 'viem'),
    '@tanstack/react-query': pick(quickstart, '@tanstack/react-query'),
    ethers: pick(ethers, 'ethers'),
    ethers5: pick(ethers5, 'ethers'),
    hono: pick(gateway, 'hono'),
    kysely: pick(gateway, 'kysely'),
    typescript: pick(root, 'typescript'),
    '@types/react': pick(root, '@types/react'),
    '@types/react-dom': pick(root, '@types/react-dom'),
    '@types/node': pick(root, '@types/node'),
  }
}
