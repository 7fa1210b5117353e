// Every area of the hub's strings, merged per language: `t('bookings.title')`.
import admin from './admin'
import auth from './auth'
import bookings from './bookings'
import catalogue from './catalogue'
import checkin from './checkin'
import common from './common'
import emails from './emails'
import options from './options'
import photos from './photos'
import questions from './questions'
import requests from './requests'
import schedule from './schedule'
import statements from './statements'
import type { HubLocale } from './define'

const AREAS = { common, auth, admin, emails, bookings, requests, checkin, catalogue, options, photos, questions, schedule, statements }

export type HubMessages = { [K in keyof typeof AREAS]: (typeof AREAS)[K]['en'] }

export function hubMessages(locale: HubLocale): HubMessages {
  return Object.fromEntries(Object.entries(AREAS).map(([name, area]) => [name, area[locale]])) as HubMessages
}

export { LOCALE_NAMES } from './define'
