import { isAbsolute, join, relative, resolve } from 'node:path'
import { createFileKms } from './createFileKms'
import { createRemoteKms } from './createRemoteKms'
import type { Kms } from './Kms'

/**
 * How the service reaches its KMS: `file` (development: a key file, by default inside the data
 * folder) or `remote` (the separate KMS process, `services/kms`).
 * @example const kms: KmsSetting = { kind: 'remote', url: 'http://127.0.0.1:8791', tokenPath }
 */
export type KmsSetting =
  | { kind: 'file'; keyPath?: string | undefined }
  | { kind: 'remote'; url: string; tokenPath: string }

const inside = (dir: string, path: string) => {
  const rel = relative(resolve(dir), resolve(path))
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

/**
 * The service's KMS from its config. In production a key file inside the data folder is refused
 * at start: one backup of that folder would hold the database and the key that opens its
 * recovery shares.
 * @example const kms = createKmsFromConfig(config.kms, config.dataDir, { production: true })
 */
export function createKmsFromConfig(
  setting: KmsSetting,
  dataDir: string,
  options: { production: boolean },
): Kms {
  if (setting.kind === 'remote') return createRemoteKms(setting.url, setting.tokenPath)
  const keyPath = setting.keyPath ?? join(dataDir, 'kms.key')
  if (options.production && inside(dataDir, keyPath))
    throw new Error(
      `kms.keyPath (${keyPath}) is inside dataDir (${dataDir}): in production keep the KMS key off the database's disk, or use { "kind": "remote" } with the KMS service`,
    )
  return createFileKms(keyPath)
}
