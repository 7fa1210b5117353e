// axe-core on the page as the visitor has it: WCAG 2.0–2.2 A and AA, plus axe's best practices (see
// docs/decisions/022-accessibility-and-markup.md). Each screen fails softly with its rules, nodes and why.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

export async function expectAccessible(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('\n')}`,
  )
  expect.soft(found, `axe violations on ${screen}`).toEqual([])
}
