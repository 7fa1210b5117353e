// Every area of the hub's strings, merged per language: `t('bookings.title')`.
import admin from './admin'
import auth from './auth'
import bookings from './bookings'
import checkin from './checkin'
import common from './common'
import requests from './requests'
import type { HubLocale } from './define'

const AREAS = { common, auth, admin, bookings, requests, checkin }

export type HubMessages = { [K in keyof typeof AREAS]: (typeof AREAS)[K]['en'] }

export function hubMessages(locale: HubLocale): HubMessages {
  return Object.fromEntries(Object.entries(AREAS).map(([name, area]) => [name, area[locale]])) as HubMessages
}

export { LOCALE_NAMES } from './define'
