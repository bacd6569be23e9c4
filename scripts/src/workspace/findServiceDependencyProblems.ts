import type { WorkspaceManifest } from './readWorkspaceManifests'

/**
 * The workspace packages a service may use at run time: `common`, `siwx-server` and `server`
 * (the server foundation); the run-time workspace dependencies of these two must be `common`
 * only.
 * @example
 * SERVICE_DEPENDENCIES.includes('@portico/server') // true
 */
export const SERVICE_DEPENDENCIES: readonly string[] = [
  '@portico/common',
  '@portico/siwx-server',
  '@portico/server',
]

/**
 * What a service may also use in its tests: the shared fixtures and the embedded wallet's dev
 * tools (a private workspace; neither depends on more than `common` at run time).
 */
const SERVICE_DEV_DEPENDENCIES: readonly string[] = [
  ...SERVICE_DEPENDENCIES,
  '@portico/test',
  '@portico/wallet-frame-dev',
]

/**
 * Breaches of "services depend on common only" (DESIGN): a workspace under `services/` that
 * depends on another workspace package than {@link SERVICE_DEPENDENCIES} (plus `@portico/test`
 * and `@portico/wallet-frame-dev` in devDependencies), or a package it may depend on that
 * itself depends on more than `@portico/common` at run time. One sentence per breach.
 * @example
 * findServiceDependencyProblems(manifests) // ["services/gateway depends on @portico/siwx"]
 */
export function findServiceDependencyProblems(manifests: readonly WorkspaceManifest[]): string[] {
  const names = new Set(manifests.map((m) => m.name))
  const problems: string[] = []
  for (const manifest of manifests) {
    if (!manifest.dir.startsWith('services/')) continue
    for (const dep of manifest.runtime) {
      if (names.has(dep) && !SERVICE_DEPENDENCIES.includes(dep)) {
        problems.push(`${manifest.dir} depends on ${dep}`)
      }
    }
    for (const dep of manifest.dev) {
      if (names.has(dep) && !SERVICE_DEV_DEPENDENCIES.includes(dep)) {
        problems.push(`${manifest.dir} depends on ${dep} (devDependencies)`)
      }
    }
  }
  for (const manifest of manifests) {
    if (manifest.name === '@portico/common') continue
    if (!SERVICE_DEV_DEPENDENCIES.includes(manifest.name)) continue
    for (const dep of manifest.runtime) {
      if (names.has(dep) && dep !== '@portico/common') {
        problems.push(`${manifest.name}, which services may use, depends on ${dep}`)
      }
    }
  }
  return problems
}
