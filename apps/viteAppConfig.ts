import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { mergeConfig, type UserConfig } from 'vite'
import { sourceConditions } from '../sourceConditions.ts'

/**
 * The Vite config of a React app of the dev stack: the folder of `appUrl` as its root, the
 * packages' sources through their source condition, and its dev and preview servers on
 * 127.0.0.1 at `port` (and nowhere else: a stack whose port is taken must fail, not move).
 * `more` is merged over it (an app's warm-up, pre-bundling or build inputs).
 * @example
 * export default defineConfig(viteAppConfig(import.meta.url, 5174))
 */
export function viteAppConfig(appUrl: string, port: number, more: UserConfig = {}): UserConfig {
  const base: UserConfig = {
    ...sourceConditions,
    root: fileURLToPath(new URL('.', appUrl)),
    plugins: [react()],
    server: { host: '127.0.0.1', port, strictPort: true },
    preview: { host: '127.0.0.1', port, strictPort: true },
    build: { target: 'es2022' },
  }
  return mergeConfig(base, more)
}
