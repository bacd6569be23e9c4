/**
 * The KMS encryption context of a device's recovery share, binding it to its account and device.
 * @example await kms.decrypt(share, recoveryContext(userId, deviceHash))
 */
export const recoveryContext = (userId: string, deviceHash: string) =>
  `recovery:${userId}:${deviceHash}`
