import { describe, expect, it } from 'vitest'
import { completeness, missingFields, type ExperienceText } from './experience-completeness'

const english: ExperienceText = {
  title: 'Sunset dhow cruise',
  overview: 'Two hours on the creek.',
  highlights: ['Dinner buffet'],
  includes: ['Dinner'],
  excludes: ['Drinks'],
  itinerary: [
    { title: 'Boarding', description: 'At the pier' },
    { title: 'Cruise', description: 'Along the creek' },
  ],
  knowBeforeYouGo: ['Arrive 15 minutes early'],
  whatToBring: null,
  locationDescription: 'Dubai Creek',
  meetingPoint: 'Al Seef pier 3',
}

describe('missingFields', () => {
  it('asks English for the required fields only', () => {
    expect(missingFields('en', english, english)).toEqual([])
    expect(missingFields('en', { ...english, meetingPoint: ' ', whatToBring: null }, null)).toEqual(['meetingPoint'])
  })

  it('asks another language for every field the English has, with as many entries', () => {
    const german: Partial<ExperienceText> = { ...english, title: 'Dhau-Kreuzfahrt', itinerary: [{ title: 'Einstieg', description: 'Am Pier' }], excludes: null }
    expect(missingFields('de', german, english)).toEqual(['excludes', 'itinerary'])
  })

  it('does not ask for a field the English leaves out, unless it is required', () => {
    expect(missingFields('de', { ...english, whatToBring: null }, english)).toEqual([])
    expect(missingFields('de', { ...english, meetingPoint: null }, { ...english, meetingPoint: null })).toEqual(['meetingPoint'])
  })

  it('reports every language at once', () => {
    expect(completeness(['en', 'ru'], { en: english })).toEqual({ en: [], ru: ['title', 'overview', 'highlights', 'includes', 'excludes', 'itinerary', 'knowBeforeYouGo', 'locationDescription', 'meetingPoint'] })
  })
})
