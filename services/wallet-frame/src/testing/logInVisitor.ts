import { createNodeFrame } from './createNodeFrame'
import { logInByMail } from './logInByMail'
import { readVisitorAccounts } from './readVisitorAccounts'
import type { SmartAccountStack } from './startSmartAccountStack'

/**
 * Opens a node frame for the stack's project (or `projectId`), logs `email` in through the mailbox and reads the
 * visitor's accounts on devnet A (GET_USER), as {@link readVisitorAccounts} answers them.
 * @example const { frame, smart, eoa } = await logInVisitor(stack, 'ada@example.com')
 */
export async function logInVisitor(
  stack: Pick<SmartAccountStack, 'projectId' | 'service' | 'mail'>,
  email: string,
  /** The project whose page the frame is opened for; the stack's by default. */
  projectId = stack.projectId,
) {
  const { service, mail } = stack
  const frame = createNodeFrame(service, undefined, { projectId })
  await logInByMail(frame, { service, mail, email, seen: new Set() })
  return { frame, ...(await readVisitorAccounts(frame)) }
}
