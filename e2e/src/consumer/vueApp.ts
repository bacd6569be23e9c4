import { guideFile, readVueGuide } from '@portico/scripts'
import { APP_ICON } from './appIcon'
import type { ConsumerAppOptions } from './ConsumerAppOptions'
import { consumerVersions } from './consumerVersions'
import type { AppSpec } from './installApp'
import { repoManifestVersion } from './repoManifestVersion'
import { strictTsconfig } from './strictTsconfig'
import { viteIndexHtml } from './viteIndexHtml'
import { VITE_PLUGIN_VUE_VERSION, vueDependencies } from './vueDependencies'

/** Vue's type-checker for single-file components, as `npm create vite` (vue-ts) installs it. */
const VUE_TSC_VERSION = '3.3.14'

/**
 * A Vite + Vue + TypeScript app as `npm create vite` (vue-ts) makes it, strict tsconfig and
 * vue-tsc included, whose `src/main.ts` and `src/App.vue` are the Vue and Nuxt guide's
 * (`site/pages/guide/vue.md`), pointed at `gateway`.
 * @example
 * await installApp(dir, vueApp({ packages, gateway: stack.urls.gateway }), registry.url)
 */
export function vueApp(options: ConsumerAppOptions): AppSpec {
  const v = consumerVersions()
  const guide = readVueGuide()
  return {
    dependencies: vueDependencies(options.packages),
    devDependencies: {
      '@vitejs/plugin-vue': VITE_PLUGIN_VUE_VERSION,
      // vue-tsc drives the compiler through its JavaScript API, which the repository's own
      // TypeScript 7 does not have; the docs site's TypeScript 6 (for TypeDoc) does.
      typescript: repoManifestVersion('site', 'typescript'),
      vite: v.vite,
      'vue-tsc': VUE_TSC_VERSION,
    },
    files: {
      'index.html': viteIndexHtml({
        title: 'Vue with Portico',
        mountId: 'app',
        entry: '/src/main.ts',
      }),
      'public/favicon.svg': APP_ICON,
      'vite.config.ts': `import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vite'

export default defineConfig({ plugins: [vue()] })
`,
      'tsconfig.json': strictTsconfig({
        types: ['vite/client'],
        include: ['src/**/*.ts', 'src/**/*.vue'],
      }),
      'src/main.ts': guideFile(guide, 'src/main.ts', options.gateway),
      'src/App.vue': guideFile(guide, 'src/App.vue'),
    },
  }
}
