import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

/**
 * One axe violation, trimmed to what a failing test should print.
 * @example
 * const [first]: AccessibilityViolation[] = await scanAccessibility(page)
 */
export type AccessibilityViolation = {
  id: string
  impact: string
  help: string
  helpUrl: string
  nodes: { target: unknown[]; html: string; failureSummary: string }[]
}

/**
 * Options of {@link scanAccessibility}.
 * @example
 * const options: ScanAccessibilityOptions = { shadow: ['portico-modal', '[role="dialog"]'] }
 */
export type ScanAccessibilityOptions = {
  /** A CSS selector of what to scan (default: the whole document, open shadow roots included). */
  include?: string
  /**
   * Scan only inside a shadow root: the host's selector, then selectors inside it (one more per
   * nested shadow root), e.g. `['#portico-modal-host', '[role="dialog"]']`.
   */
  shadow?: readonly string[]
  /** axe rule ids to skip, each with a reason in the caller's code. */
  disableRules?: readonly string[]
  /** Impacts that count (default serious and critical). */
  impacts?: readonly string[]
}

/**
 * Runs axe-core (injected from node_modules/axe-core) in the page and returns the violations of
 * the chosen impacts (serious and critical by default). axe walks open shadow roots, so the
 * modal's views are scanned too.
 *
 * @example
 * const violations = await scanAccessibility(page, { shadow: ['#portico-modal-host', '[role="dialog"]'] })
 * expect(violations, formatViolations(violations)).toEqual([])
 */
export async function scanAccessibility(
  page: Page,
  options: ScanAccessibilityOptions = {},
): Promise<AccessibilityViolation[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window)
  if (!hasAxe) {
    const path = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
    await page.addScriptTag({ path })
  }
  const impacts = options.impacts ?? ['serious', 'critical']
  const violations = await page.evaluate(
    async ({ include, disableRules }) => {
      type AxeResult = {
        violations: {
          id: string
          impact: string | null
          help: string
          helpUrl: string
          nodes: { target: unknown[]; html: string; failureSummary?: string }[]
        }[]
      }
      const axe = (
        window as unknown as {
          axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> }
        }
      ).axe
      const rules = Object.fromEntries(disableRules.map((id) => [id, { enabled: false }]))
      const context = include === undefined ? document : { include }
      const result = await axe.run(context, { rules, resultTypes: ['violations'] })
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        helpUrl: violation.helpUrl,
        nodes: violation.nodes.map((node) => ({
          target: node.target,
          html: node.html,
          failureSummary: node.failureSummary ?? '',
        })),
      }))
    },
    {
      include: options.shadow ? { fromShadowDom: [...options.shadow] } : options.include,
      disableRules: [...(options.disableRules ?? [])],
    },
  )
  return violations.filter((violation) => impacts.includes(violation.impact))
}

/**
 * Formats violations as readable lines for an assertion message.
 *
 * @example
 * expect(violations, formatViolations(violations)).toEqual([])
 */
export function formatViolations(violations: readonly AccessibilityViolation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.helpUrl})\n${violation.nodes
          .map(
            (node) =>
              `  ${JSON.stringify(node.target)} ${node.html}\n    ${node.failureSummary.replaceAll('\n', '\n    ')}`,
          )
          .join('\n')}`,
    )
    .join('\n')
}
