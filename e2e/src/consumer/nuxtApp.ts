import { guideFile, readVueGuide } from '@portico/scripts'
import { APP_ICON } from './appIcon'
import type { ConsumerAppOptions } from './ConsumerAppOptions'
import type { AppSpec } from './installApp'
import { vueDependencies } from './vueDependencies'

/**
 * The Nuxt release the check runs on: the newest whose `engines` take Node 20 (4.4.8 and later
 * want Node 22), which this repository and its CI run on.
 */
const NUXT_VERSION = '4.4.2'

/**
 * A Nuxt 4 app as the Vue and Nuxt guide (`site/pages/guide/vue.md`) shows it: its
 * `nuxt.config.ts`, its universal plugin `app/plugins/portico.ts` (pointed at `gateway`), and
 * the guide's component as `app/app.vue`.
 * @example
 * await installApp(dir, nuxtApp({ packages, gateway: stack.urls.gateway }), registry.url)
 */
export function nuxtApp(options: ConsumerAppOptions): AppSpec {
  const guide = readVueGuide()
  return {
    scripts: { build: 'nuxt build', start: 'node .output/server/index.mjs' },
    dependencies: { ...vueDependencies(options.packages), nuxt: NUXT_VERSION },
    devDependencies: {},
    files: {
      'nuxt.config.ts': guideFile(guide, 'nuxt.config.ts'),
      'app/plugins/portico.ts': guideFile(guide, 'app/plugins/portico.ts', options.gateway),
      'app/app.vue': guideFile(guide, 'src/App.vue'),
      'public/favicon.svg': APP_ICON,
    },
  }
}
