import { describe, expect, it } from 'vitest'
import { pageWindow } from '~/components/experience/grid'
import type { RequestContext } from '../utils/context'
import { getFixedT } from '../i18n/i18n.server'
import { freeCancellationText, pagedTitle } from './listing.server'

const ctx = (locale: RequestContext['locale']) => ({ locale }) as RequestContext

describe('listing card and page texts', () => {
  it('spells the free-cancellation cut-off in hours, whole days from three days on, in the visitor language', async () => {
    const en = await getFixedT('en')
    expect(freeCancellationText(en, ctx('en'), 24 * 60)).toBe('Free cancellation up to 24 hours before')
    expect(freeCancellationText(en, ctx('en'), 72 * 60)).toBe('Free cancellation up to 3 days before')
    expect(freeCancellationText(en, ctx('en'), 90)).toBe('Free cancellation up to 90 minutes before')
    expect(freeCancellationText(en, ctx('en'), 0)).toBe('Free cancellation')
    expect(freeCancellationText(await getFixedT('ru'), ctx('ru'), 24 * 60)).toBe('Бесплатная отмена за 24 часа до начала')
    expect(freeCancellationText(await getFixedT('de'), ctx('de'), 48 * 60)).toBe('Kostenlose Stornierung bis 48 Stunden vorher')
  })

  it('titles every page after the first with its number', async () => {
    const en = await getFixedT('en')
    expect(pagedTitle(en, 'Things to do | Excursio', 1)).toBe('Things to do | Excursio')
    expect(pagedTitle(en, 'Things to do | Excursio', 3)).toBe('Things to do | Excursio – page 3')
  })

  it('offers the first, last and neighbouring pages with gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12])
    expect(pageWindow(12, 12)).toEqual([1, 'gap', 11, 12])
  })
})
