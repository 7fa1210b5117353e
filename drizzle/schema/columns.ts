// Column helpers shared by every table, so money, time and tenancy look the same everywhere.
import { char, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { Locale } from '../../app/domain/locales'

/** Text in every catalogue language; English is the fallback, so it is the only one required. */
export type LocalizedText = { en: string } & Partial<Record<Exclude<Locale, 'en'>, string>>

/** Primary keys are UUIDs: tenant rows must not be guessable, and the seed derives stable ones from slugs. */
export const id = () => uuid().primaryKey().defaultRandom()

/** Tenants live in YAML files, not in a table, so this is a plain indexed text column without a foreign key. */
export const tenantId = () => text().notNull()

/** An amount in the currency's minor units (cents, fils, kuruş); never a float. */
export const money = () => integer()

/** ISO 4217 code, upper case. */
export const currency = () => char({ length: 3 })

export const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' })

export const createdAt = () => timestamptz().notNull().defaultNow()
