import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expandIncludes, planReadmeCheck, type ReadmeCheckPlan, repoRoot } from '@portico/scripts'
import { runCommand } from '@portico/test/services/runCommand'
import { consumerVersions } from './consumerVersions'
import { strictTsconfig } from './strictTsconfig'
import { writeRegistryNpmrc } from './writeRegistryNpmrc'

/** The registry address READMEs print for `npm run registry`; tests serve it on a free port. */
const README_REGISTRY = 'http://127.0.0.1:4873'
const NPM_ENV = { npm_config_audit: 'false', npm_config_fund: 'false' }

/**
 * What checking a README did: the folder its commands made, the commands, how many sources it
 * type-checked, and the blocks a note keeps out (with why), for the test report.
 * @example
 * const result: ReadmeCheck = { file: 'README.md', dir: '/tmp/w/app-1', ran: ['npm install @portico/react'], typeChecked: 1, notRun: [] }
 */
export type ReadmeCheck = {
  file: string
  /** The folder it ran in: an app made by the README's own commands. */
  dir: string
  ran: string[]
  typeChecked: number
  notRun: { line: number; reason: string }[]
}

/**
 * Folders already made by a list of commands, by that list: pages that run the same commands
 * (the docs site's shared install parts) share one install. Create one per test run.
 * @example
 * const apps: ReadmeApps = new Map()
 */
export type ReadmeApps = Map<string, Promise<string>>

/**
 * A fresh folder where `commands` ran. It starts as a TypeScript app starts when the page has
 * code to check: a package.json listing the compiler and the types of React and Node (the
 * page's first install brings them in the same pass), and the registry's .npmrc.
 */
async function makeApp(
  name: string,
  plan: ReadmeCheckPlan,
  dir: string,
  registryUrl: string,
  env: NodeJS.ProcessEnv,
): Promise<string> {
  mkdirSync(dir, { recursive: true })
  const v = consumerVersions()
  const devDependencies = plan.sources.length
    ? {
        typescript: v.typescript,
        '@types/react': v['@types/react'],
        '@types/react-dom': v['@types/react-dom'],
        '@types/node': v['@types/node'],
      }
    : {}
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'readme-check', private: true, type: 'module', devDependencies }, null, 2)}\n`,
  )
  writeRegistryNpmrc(dir, registryUrl)
  const registry = registryUrl.replace(/\/$/, '')
  for (const { line, command } of plan.commands) {
    await runCommand('sh', ['-c', command.replaceAll(README_REGISTRY, registry)], {
      cwd: dir,
      env: { ...NPM_ENV, ...env },
    }).catch((error: Error) => {
      throw new Error(`${name}:${line}: \`${command}\` failed\n${error.message}`)
    })
  }
  if (plan.sources.length && !existsSync(join(dir, 'node_modules/typescript'))) {
    await runCommand('npm', ['install'], { cwd: dir, env: { ...NPM_ENV, ...env } })
  }
  return dir
}

/**
 * Checks a Markdown file as a reader would use it: in a fresh folder that only knows the local
 * registry for `@portico/*`, runs its shell blocks in order (an install command installs by
 * name, with npm's own peer resolution), then type-checks its TypeScript blocks (and html
 * blocks' module scripts) there with a strict tsconfig. Rejects with the file's line numbers
 * (of its text with includes expanded) when a command fails or a block does not compile.
 * @example
 * await checkReadme({ file: join(repoRoot(), 'packages/react/README.md'), work, registryUrl, apps })
 */
export async function checkReadme(options: {
  file: string
  work: string
  registryUrl: string
  apps: ReadmeApps
  /** For npm and the commands (e.g. where native modules come from). */
  env?: NodeJS.ProcessEnv
}): Promise<ReadmeCheck> {
  const name = relative(repoRoot(), options.file)
  const plan = planReadmeCheck(
    name,
    expandIncludes(readFileSync(options.file, 'utf8'), options.file),
  )
  const key = JSON.stringify([plan.commands.map((entry) => entry.command), plan.sources.length > 0])
  let app = options.apps.get(key)
  if (!app) {
    app = makeApp(
      name,
      plan,
      join(options.work, `app-${options.apps.size + 1}`),
      options.registryUrl,
      options.env ?? {},
    )
    options.apps.set(key, app)
  }
  const dir = await app
  if (plan.sources.length) {
    // No dots: tsc reads an `include` entry with an extension (`README.md`) as a file name.
    const slug = name.replace(/[^\w-]+/g, '_')
    mkdirSync(join(dir, slug), { recursive: true })
    for (const source of plan.sources) writeFileSync(join(dir, slug, source.file), source.code)
    const tsconfig = `tsconfig.${slug}.json`
    writeFileSync(
      join(dir, tsconfig),
      strictTsconfig({ types: ['node'], include: [`${slug}/**/*`] }),
    )
    await runCommand(process.execPath, ['node_modules/typescript/bin/tsc', '-p', tsconfig], {
      cwd: dir,
    }).catch((error: Error) => {
      throw new Error(
        `${name}: a code block does not compile\n${toReadmeLines(error.message, plan.sources, name)}`,
      )
    })
  }
  return {
    file: name,
    dir,
    ran: plan.commands.map((entry) => entry.command),
    typeChecked: plan.sources.length,
    notRun: plan.notRun,
  }
}

/** tsc's `<slug>/block-12.tsx(3,5): error …` as `README.md:14:5: error …`. */
function toReadmeLines(
  output: string,
  sources: readonly { line: number; file: string }[],
  name: string,
): string {
  return output.replace(
    /[\w.-]+\/(block-\d+\.tsx?)\((\d+),(\d+)\)/g,
    (whole, file, line, column) => {
      const source = sources.find((entry) => entry.file === file)
      return source ? `${name}:${source.line + Number(line) - 1}:${column}` : whole
    },
  )
}
