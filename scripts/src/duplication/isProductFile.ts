// Test support, benches and dev tools inside a package's src/ are not what it ships.
const NOT_PRODUCT = [
  /\.test\.tsx?$/,
  /\.test-d\.ts$/,
  /\.browser\.test\.tsx?$/,
  /\/testing\//,
  /\/bench\//,
  /\/dev\//,
]

/**
 * Whether `file` (relative to the repository root) is product code of one of the published
 * workspaces: under `src/` of a package or service named in `published`, and not a test, test
 * support, bench or dev file.
 * @example
 * isProductFile('packages/core/src/createPortico.ts', new Set(['packages/core'])) // true
 * isProductFile('packages/core/src/createPortico.test.ts', new Set(['packages/core'])) // false
 */
export function isProductFile(file: string, published: ReadonlySet<string>): boolean {
  const [group, name, folder] = file.split('/')
  if (!group || !name || folder !== 'src') return false
  if (!published.has(`${group}/${name}`)) return false
  return !NOT_PRODUCT.some((pattern) => pattern.test(file))
}

/**
 * The workspace folder a file belongs to (`packages/core` for `packages/core/src/x.ts`).
 * @example
 * workspaceOf('services/relay/src/server.ts') // 'services/relay'
 */
export function workspaceOf(file: string): string {
  return file.split('/').slice(0, 2).join('/')
}
