import { mkdirSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { packPackages } from './build/packPackages'
import { publicPackages } from './build/publicPackages'
import { repoRoot } from './stack/repoRoot'

// `npm run pack` (after the build it runs first): the public packages as tarballs in packs/,
// ready for `npm install <path>/packs/*.tgz` in an app outside this repo.
const root = repoRoot()
const destination = join(root, 'packs')
rmSync(destination, { recursive: true, force: true })
mkdirSync(destination)
const tarballs = packPackages(root, publicPackages(root), destination)
for (const [name, file] of tarballs) console.log(`${name.padEnd(24)} ${relative(root, file)}`)
console.log(`\nInstall them in your app with: npm install ${destination}/*.tgz`)
