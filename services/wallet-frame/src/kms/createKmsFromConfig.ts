import { join } from 'node:path'
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

/**
 * The service's KMS from its config; the key file defaults to `kms.key` in the data folder
 * (development: production refuses a key file there, see `walletFrameProductionProblems`).
 * @example const kms = createKmsFromConfig(config.kms, config.dataDir)
 */
export function createKmsFromConfig(setting: KmsSetting, dataDir: string): Kms {
  if (setting.kind === 'remote') return createRemoteKms(setting.url, setting.tokenPath)
  return createFileKms(setting.keyPath ?? join(dataDir, 'kms.key'))
}
