export { type AuditEntry, createAuditLog } from './createAuditLog'
export { createKmsApp } from './createKmsApp'
export { type KmsConfig, type KmsConfigInput, kmsConfigSchema } from './kmsConfigSchema'
export { type RunningKms, startKms } from './startKms'
