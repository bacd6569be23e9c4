import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { walletFrame } from '../setup/embeddedWalletPage'
import { dialog } from '../setup/modalLocators'
import type { ServiceNode } from './startServiceNode'

const TAIL_LINES = 15

/**
 * What a failed rehearsal step leaves to read, as one text: the modal's and the wallet frame's
 * visible words, each node's warnings and errors (its JSON log lines above info), and the end of
 * nginx's error log. The rehearsal's folder is deleted after the run, so a failure says it then.
 * @example
 * throw new Error(`no login:\n${await describeRehearsalState(page, nodes, join(work, 'nginx'))}`)
 */
export async function describeRehearsalState(
  page: Page,
  nodes: readonly ServiceNode[],
  nginxDir: string,
): Promise<string> {
  const text = async (read: () => Promise<string>) =>
    (await read().catch((error: unknown) => `(unreadable: ${String(error)})`)).replace(/\s+/g, ' ')
  const parts = [
    `modal: ${
      (await dialog(page).isVisible())
        ? await text(() =>
            dialog(page)
              .textContent({ timeout: 1_000 })
              .then((t) => t ?? ''),
          )
        : '(closed)'
    }`,
    `wallet frame: ${await text(() =>
      walletFrame(page)
        .locator('body')
        .textContent({ timeout: 1_000 })
        .then((t) => t ?? ''),
    )}`,
  ]
  for (const node of nodes) {
    const trouble = node
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.includes('"level":"info"'))
    parts.push(`${node.name}:\n${trouble.slice(-TAIL_LINES).join('\n') || '(no warnings)'}`)
  }
  const errorLog = join(nginxDir, 'error.log')
  if (existsSync(errorLog)) {
    const lines = readFileSync(errorLog, 'utf8').trim().split('\n')
    parts.push(`nginx error.log:\n${lines.slice(-TAIL_LINES).join('\n')}`)
  }
  return parts.join('\n')
}
