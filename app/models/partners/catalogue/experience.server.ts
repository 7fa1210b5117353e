// The experience itself in the catalogue editor: its facts (city, duration, ages, times, validity, pickup, guide
// languages, the map pin), its words per language, and its state (draft, published, off sale). The hub and the
// demo seed both write experiences through these functions (issue 23: no second way in). Every function takes
// the supplier and reaches nothing of another supplier's; each change is one transaction with its audit line.
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { categories, cities, experienceCategories, experienceFacets, experienceImages, experiences, experienceTranslations, facets, options, suppliers } from '../../../../drizzle/schema'
import { completeness, missingFields, type ExperienceText, type TextField } from '../../../domain/experience-completeness'
import { LOCALES as CATALOGUE_LOCALES, type Locale } from '../../../domain/locales'
import type { Db } from '../../../utils/db.server'
import { catalogueChanged } from '../../catalogue/catalogue-events.server'
import { refreshListingColumns } from '../../listing/columns.server'
import { rowsOf } from '../../listing/sql.server'
import { audit } from '../audit.server'

export type ExperienceStatus = 'draft' | 'active' | 'unavailable'

/** The facts of an experience that are the same in every language. */
export type ExperienceFacts = {
  cityId: string
  categoryId: string
  durationMinutes: number
  ageMin: number | null
  ageMax: number | null
  startTime: string | null
  endTime: string | null
  /** Null: never expires (open-dated products); a date: sold and valid until then. */
  expiresAt: Date | null
  pickupIncluded: boolean
  dropOffIncluded: boolean
  guideLanguages: string[]
  latitude: number | null
  longitude: number | null
  showOnMap: boolean
}

export type NewExperience = ExperienceFacts & {
  texts: { en: ExperienceText } & Partial<Record<Locale, ExperienceText>>
  /** The seed gives stable ids and slugs; the hub lets them be made. */
  id?: string
  slug?: string
  status?: ExperienceStatus
  extraCategoryIds?: string[]
  /** Editorial filter values (labels, occasions, best for) by facet id; languages, times and ages follow from the facts. */
  editorialFacetIds?: string[]
  pricingMode?: 'per_person' | 'per_item'
  hasFixedPrice?: boolean
  onRequest?: boolean
  /** Seed only: what traveller reviews and the platform's editors have already said about it. */
  standing?: { ratingAverage: number; reviewCount: number; recommendedScore: number; createdAt: Date }
}

export type Actor = { staffId: string | null }

type Tx = Db

const SLUG_MAX = 80

/** 'Sunset Dhow Cruise & Dinner' → 'sunset-dhow-cruise-dinner' (Latin letters only; other scripts are dropped). */
export function slugify(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '')
  return base.length >= 3 ? base : `experience-${base}`.replace(/-$/, '')
}

async function freeSlug(tx: Tx, wanted: string): Promise<string> {
  const taken = new Set(
    rowsOf<{ slug: string }>(await tx.execute(sql`select slug from experiences where slug = ${wanted} or slug like ${`${wanted}-%`}`)).map((r) => r.slug),
  )
  if (!taken.has(wanted)) return wanted
  for (let n = 2; ; n++) if (!taken.has(`${wanted}-${n}`)) return `${wanted}-${n}`
}

async function cityZone(tx: Tx, cityId: string): Promise<string | null> {
  const [row] = await tx.select({ timeZone: cities.timeZone }).from(cities).where(eq(cities.id, cityId)).limit(1)
  return row?.timeZone ?? null
}

function translationRow(experienceId: string, locale: string, text: ExperienceText) {
  const list = (value: string[] | null) => (value && value.some((v) => v.trim()) ? value.map((v) => v.trim()).filter(Boolean) : null)
  const line = (value: string | null) => (value && value.trim() ? value.trim() : null)
  return {
    experienceId,
    locale,
    title: text.title.trim(),
    overview: text.overview.trim(),
    highlights: list(text.highlights) ?? [],
    includes: list(text.includes),
    excludes: list(text.excludes),
    itinerary: text.itinerary?.length ? text.itinerary.map((s) => ({ title: s.title.trim(), description: s.description.trim() })) : null,
    knowBeforeYouGo: list(text.knowBeforeYouGo),
    whatToBring: list(text.whatToBring),
    locationDescription: line(text.locationDescription),
    meetingPoint: line(text.meetingPoint),
  }
}

export type CreateResult = { ok: true; id: string; slug: string } | { ok: false; error: 'unknown_city' | 'unknown_category' | 'slug_taken' }

/**
 * A new experience of `supplierId` with its words (English at least), as a draft unless told otherwise. With
 * `input.slug` the slug is taken as given (the seed); otherwise it is made from the English title, numbered when
 * taken. Options, photos, questions and schedules are added by their own functions.
 */
export async function createExperience(db: Db, supplierId: string, input: NewExperience, actor: Actor, options: { quiet?: boolean } = {}): Promise<CreateResult> {
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Tx
    const timeZone = await cityZone(tx, input.cityId)
    if (!timeZone) return { ok: false, error: 'unknown_city' } as const
    const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId)).limit(1)
    if (!category) return { ok: false, error: 'unknown_category' } as const
    const slug = input.slug ?? (await freeSlug(tx, slugify(input.texts.en.title)))
    const [row] = await tx
      .insert(experiences)
      .values({
        ...(input.id ? { id: input.id } : {}),
        slug,
        supplierId,
        cityId: input.cityId,
        categoryId: input.categoryId,
        timeZone,
        ...facts(input),
        pricingMode: input.pricingMode ?? 'per_person',
        hasFixedPrice: input.hasFixedPrice ?? true,
        onRequest: input.onRequest ?? false,
        status: input.status ?? 'draft',
        ...(input.standing ?? {}),
      })
      .onConflictDoNothing()
      .returning({ id: experiences.id, slug: experiences.slug })
    if (!row) return { ok: false, error: 'slug_taken' } as const
    const texts = Object.entries(input.texts).filter((entry): entry is [string, ExperienceText] => !!entry[1])
    await tx.insert(experienceTranslations).values(texts.map(([locale, text]) => translationRow(row.id, locale, text)))
    if (input.extraCategoryIds?.length) {
      await tx.insert(experienceCategories).values(input.extraCategoryIds.map((categoryId) => ({ experienceId: row.id, categoryId })))
    }
    if (input.editorialFacetIds?.length) {
      await tx.insert(experienceFacets).values(input.editorialFacetIds.map((facetId) => ({ experienceId: row.id, facetId }))).onConflictDoNothing()
    }
    await audit(tx, { staffId: actor.staffId, supplierId, action: 'experience.create', entity: 'experience', entityId: row.id, after: { slug: row.slug, title: input.texts.en.title } })
    return { ok: true, id: row.id, slug: row.slug } as const
  })
  if (result.ok && !options.quiet) {
    await refreshDerivedFacets(db, [result.id])
    catalogueChanged({ supplierId, experienceId: result.id, what: 'experience.create' })
  }
  return result
}

function facts(input: ExperienceFacts) {
  return {
    durationMinutes: input.durationMinutes,
    ageMin: input.ageMin,
    ageMax: input.ageMax,
    startTime: input.startTime,
    endTime: input.endTime,
    expiresAt: input.expiresAt,
    pickupIncluded: input.pickupIncluded,
    dropOffIncluded: input.dropOffIncluded,
    guideLanguages: [...new Set(input.guideLanguages)],
    latitude: input.latitude,
    longitude: input.longitude,
    showOnMap: input.showOnMap,
  }
}

type Found = { ok: true } | { ok: false; error: 'not_found' | 'unknown_city' | 'unknown_category' }

/** Saves the facts; the city also moves the time zone (departures already made keep their instants). */
export async function updateExperienceFacts(db: Db, supplierId: string, experienceId: string, input: ExperienceFacts, actor: Actor): Promise<Found> {
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Tx
    const [before] = await tx
      .select()
      .from(experiences)
      .where(and(eq(experiences.id, experienceId), eq(experiences.supplierId, supplierId)))
      .for('update')
    if (!before) return { ok: false, error: 'not_found' } as const
    const timeZone = await cityZone(tx, input.cityId)
    if (!timeZone) return { ok: false, error: 'unknown_city' } as const
    const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId)).limit(1)
    if (!category) return { ok: false, error: 'unknown_category' } as const
    const next = { cityId: input.cityId, categoryId: input.categoryId, timeZone, ...facts(input) }
    await tx.update(experiences).set(next).where(eq(experiences.id, experienceId))
    const changed = Object.fromEntries(Object.entries(next).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof typeof before])))
    await audit(tx, {
      staffId: actor.staffId,
      supplierId,
      action: 'experience.facts',
      entity: 'experience',
      entityId: experienceId,
      before: Object.fromEntries(Object.keys(changed).map((key) => [key, before[key as keyof typeof before]])),
      after: changed,
    })
    return { ok: true } as const
  })
  if (result.ok) await afterChange(db, supplierId, experienceId, 'experience.facts')
  return result
}

/**
 * Saves the words of one language. English is required whole; in another language an empty field is stored as
 * "not translated" (null) and readers fall back to English field by field, while the editor shows it missing.
 */
export async function saveExperienceText(db: Db, supplierId: string, experienceId: string, locale: Locale, text: ExperienceText, actor: Actor): Promise<Found> {
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Tx
    const [owned] = await tx
      .select({ id: experiences.id })
      .from(experiences)
      .where(and(eq(experiences.id, experienceId), eq(experiences.supplierId, supplierId)))
      .for('update')
    if (!owned) return { ok: false, error: 'not_found' } as const
    const row = translationRow(experienceId, locale, text)
    const [before] = await tx
      .select()
      .from(experienceTranslations)
      .where(and(eq(experienceTranslations.experienceId, experienceId), eq(experienceTranslations.locale, locale)))
    const { experienceId: _e, locale: _l, ...values } = row
    await tx
      .insert(experienceTranslations)
      .values(row)
      .onConflictDoUpdate({ target: [experienceTranslations.experienceId, experienceTranslations.locale], set: values })
    const changedFields = Object.keys(values).filter((key) => JSON.stringify(values[key as keyof typeof values]) !== JSON.stringify(before?.[key as keyof typeof before] ?? null))
    await audit(tx, { staffId: actor.staffId, supplierId, action: 'experience.text', entity: 'experience', entityId: experienceId, after: { locale, fields: changedFields } })
    return { ok: true } as const
  })
  if (result.ok) await afterChange(db, supplierId, experienceId, 'experience.text')
  return result
}

/** What stops an experience from being published, as translation keys (empty: it can be). */
export type PublishBlocker = 'englishIncomplete' | 'noOption' | 'noPrice' | 'noPhoto'

export async function publicationBlockers(db: Db, experienceId: string): Promise<PublishBlocker[]> {
  const [row] = rowsOf<{ english: ExperienceText | null; options: number; priced: number; photos: number; has_fixed_price: boolean }>(
    await db.execute(sql`
      select
        (select to_jsonb(t) from experience_translations t where t.experience_id = e.id and t.locale = 'en') as english,
        (select count(*)::int from options o where o.experience_id = e.id and o.active) as options,
        (select count(*)::int from options o join option_units u on u.option_id = o.id where o.experience_id = e.id and o.active) as priced,
        (select count(*)::int from experience_images i where i.experience_id = e.id) as photos,
        e.has_fixed_price
      from experiences e where e.id = ${experienceId}`),
  )
  if (!row) return []
  const blockers: PublishBlocker[] = []
  const english = row.english ? fromRow(row.english as never) : null
  if (missingFields('en', english, english).length) blockers.push('englishIncomplete')
  if (!row.options) blockers.push('noOption')
  else if (row.has_fixed_price && !row.priced) blockers.push('noPrice')
  if (!row.photos) blockers.push('noPhoto')
  return blockers
}

export type StatusResult = { ok: true } | { ok: false; error: 'not_found' } | { ok: false; error: 'blocked'; blockers: PublishBlocker[] }

/** Publishes (checked: English complete, an option with prices, a photo), returns to draft, or takes off sale. */
export async function setExperienceStatus(db: Db, supplierId: string, experienceId: string, status: ExperienceStatus, actor: Actor): Promise<StatusResult> {
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Tx
    const [before] = await tx
      .select({ status: experiences.status })
      .from(experiences)
      .where(and(eq(experiences.id, experienceId), eq(experiences.supplierId, supplierId)))
      .for('update')
    if (!before) return { ok: false, error: 'not_found' } as const
    if (status === 'active') {
      const blockers = await publicationBlockers(tx, experienceId)
      if (blockers.length) return { ok: false, error: 'blocked', blockers } as const
    }
    if (before.status === status) return { ok: true } as const
    await tx.update(experiences).set({ status }).where(eq(experiences.id, experienceId))
    await audit(tx, { staffId: actor.staffId, supplierId, action: 'experience.status', entity: 'experience', entityId: experienceId, before: { status: before.status }, after: { status } })
    return { ok: true } as const
  })
  if (result.ok) await afterChange(db, supplierId, experienceId, 'experience.status')
  return result
}

async function afterChange(db: Db, supplierId: string, experienceId: string, what: string) {
  await refreshDerivedFacets(db, [experienceId])
  catalogueChanged({ supplierId, experienceId, what })
}

/**
 * The filter values that follow from the facts (guide languages, time of day of the start times, the youngest
 * age), rewritten for `experienceIds` (all when omitted) in two set-based statements, then the listing columns.
 * Editorial values (labels, occasions, best for) are left as they are.
 */
export async function refreshDerivedFacets(db: Db, experienceIds?: string[]): Promise<void> {
  const only = experienceIds ? sql`and e.id in (${sql.join(experienceIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``
  if (experienceIds && !experienceIds.length) return
  await db.execute(sql`
    with wanted as (
      select e.id as experience_id, f.id as facet_id
      from experiences e
      cross join lateral (
        select 'language' as kind, lang as slug from unnest(e.guide_languages) lang
        union
        select 'time_of_day', case
            when extract(hour from s) >= 4 and extract(hour from s) < 12 then 'morning'
            when extract(hour from s) >= 12 and extract(hour from s) < 17 then 'afternoon'
            when extract(hour from s) >= 17 and extract(hour from s) < 21 then 'evening'
            else 'night' end
        from (
          select e.start_time as s where e.start_time is not null
          union select st::time from options o, unnest(o.start_times) st where o.experience_id = e.id and o.active
        ) times
        union
        select 'age_range', case
            when coalesce(e.age_min, 0) >= 18 then 'adults-18-plus'
            when coalesce(e.age_min, 0) >= 12 then 'teens-12-plus'
            when coalesce(e.age_min, 0) >= 3 then 'kids-3-plus'
            else 'all-ages' end
      ) d
      join facets f on f.kind::text = d.kind and f.slug = d.slug
      where true ${only}
    ),
    removed as (
      delete from experience_facets ef
      using facets f, experiences e
      where f.id = ef.facet_id and e.id = ef.experience_id and f.kind in ('language', 'time_of_day', 'age_range') ${only}
        and not exists (select 1 from wanted w where w.experience_id = ef.experience_id and w.facet_id = ef.facet_id)
    )
    insert into experience_facets (experience_id, facet_id) select experience_id, facet_id from wanted
    on conflict do nothing`)
  await refreshListingColumns(db)
}

// ——— Reading, for the editor ———

export type EditorExperience = {
  id: string
  slug: string
  status: ExperienceStatus
  facts: ExperienceFacts
  texts: Partial<Record<Locale, ExperienceText>>
  completeness: Record<string, TextField[]>
  blockers: PublishBlocker[]
  /** Languages served by tenants that sell this supplier, with the tenants' names (filled by the route). */
  supplierSlug: string
}

function fromRow(row: typeof experienceTranslations.$inferSelect | Record<string, unknown>): ExperienceText {
  const r = row as Record<string, unknown>
  const pick = (snake: string, camel: string) => (r[camel] ?? r[snake] ?? null) as never
  return {
    title: (r.title as string) ?? '',
    overview: (r.overview as string) ?? '',
    highlights: (r.highlights as string[]) ?? [],
    includes: pick('includes', 'includes'),
    excludes: pick('excludes', 'excludes'),
    itinerary: pick('itinerary', 'itinerary'),
    knowBeforeYouGo: pick('know_before_you_go', 'knowBeforeYouGo'),
    whatToBring: pick('what_to_bring', 'whatToBring'),
    locationDescription: pick('location_description', 'locationDescription'),
    meetingPoint: pick('meeting_point', 'meetingPoint'),
  }
}

export async function getEditorExperience(db: Db, supplierId: string, experienceId: string): Promise<EditorExperience | null> {
  const [row] = await db
    .select({ experience: experiences, supplierSlug: suppliers.slug })
    .from(experiences)
    .innerJoin(suppliers, eq(suppliers.id, experiences.supplierId))
    .where(and(eq(experiences.id, experienceId), eq(experiences.supplierId, supplierId)))
  if (!row) return null
  const e = row.experience
  const translations = await db.select().from(experienceTranslations).where(eq(experienceTranslations.experienceId, experienceId))
  const texts = Object.fromEntries(translations.map((t) => [t.locale, fromRow(t)])) as Partial<Record<Locale, ExperienceText>>
  return {
    id: e.id,
    slug: e.slug,
    status: e.status,
    supplierSlug: row.supplierSlug,
    facts: {
      cityId: e.cityId,
      categoryId: e.categoryId,
      durationMinutes: e.durationMinutes,
      ageMin: e.ageMin,
      ageMax: e.ageMax,
      startTime: e.startTime?.slice(0, 5) ?? null,
      endTime: e.endTime?.slice(0, 5) ?? null,
      expiresAt: e.expiresAt,
      pickupIncluded: e.pickupIncluded,
      dropOffIncluded: e.dropOffIncluded,
      guideLanguages: e.guideLanguages,
      latitude: e.latitude,
      longitude: e.longitude,
      showOnMap: e.showOnMap,
    },
    texts,
    completeness: completeness(CATALOGUE_LOCALES, texts),
    blockers: await publicationBlockers(db, experienceId),
  }
}

export type SupplierExperienceRow = {
  id: string
  slug: string
  status: ExperienceStatus
  title: string
  city: string
  cover: string | null
  options: number
  nextDeparture: string | null
  missing: Record<string, number>
}

/** The supplier's experiences for the list: title, state, cover, options, the next departure, what each language lacks. */
export async function listSupplierExperiences(db: Db, supplierId: string, search?: string): Promise<SupplierExperienceRow[]> {
  const rows = await db
    .select({
      id: experiences.id,
      slug: experiences.slug,
      status: experiences.status,
      city: cities.name,
      cover: sql<string | null>`(select i.url from ${experienceImages} i where i.experience_id = ${experiences.id} order by i.position limit 1)`,
      options: sql<number>`(select count(*)::int from ${options} o where o.experience_id = ${experiences.id} and o.active)`,
      nextDeparture: sql<string | null>`(select min(s.starts_at)::text from availability_slots s join options o on o.id = s.option_id
        where o.experience_id = ${experiences.id} and o.active and s.starts_at > now() and s.status <> 'CLOSED')`,
    })
    .from(experiences)
    .innerJoin(cities, eq(cities.id, experiences.cityId))
    .where(eq(experiences.supplierId, supplierId))
    .orderBy(asc(experiences.slug))
    .limit(500)
  if (!rows.length) return []
  const translations = await db
    .select()
    .from(experienceTranslations)
    .where(inArray(experienceTranslations.experienceId, rows.map((r) => r.id)))
  const byExperience = new Map<string, Partial<Record<string, ExperienceText>>>()
  for (const t of translations) {
    const texts = byExperience.get(t.experienceId) ?? {}
    texts[t.locale] = fromRow(t)
    byExperience.set(t.experienceId, texts)
  }
  const needle = search?.trim().toLowerCase()
  return rows
    .map((r) => {
      const texts = byExperience.get(r.id) ?? {}
      const gaps = completeness(CATALOGUE_LOCALES, texts)
      return {
        id: r.id,
        slug: r.slug,
        status: r.status,
        title: texts.en?.title ?? r.slug,
        city: r.city.en,
        cover: r.cover,
        options: r.options,
        nextDeparture: r.nextDeparture,
        missing: Object.fromEntries(Object.entries(gaps).map(([locale, fields]) => [locale, fields.length])),
      }
    })
    .filter((r) => !needle || r.title.toLowerCase().includes(needle) || r.slug.includes(needle))
    .sort((a, b) => a.title.localeCompare(b.title))
}

/** Cities and categories to choose from, named in `locale`. */
export async function catalogueChoices(db: Db, locale: string) {
  const [cityRows, categoryRows] = await Promise.all([
    db.select({ id: cities.id, slug: cities.slug, name: cities.name, timeZone: cities.timeZone, latitude: cities.latitude, longitude: cities.longitude }).from(cities).orderBy(asc(cities.position)),
    db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.position)),
  ])
  const name = (text: Record<string, string | undefined>) => text[locale] ?? text.en ?? ''
  return {
    cities: cityRows.map((c) => ({ id: c.id, slug: c.slug, name: name(c.name), timeZone: c.timeZone, latitude: c.latitude, longitude: c.longitude })),
    categories: categoryRows.map((c) => ({ id: c.id, name: name(c.name) })),
    languages: (await db.select({ slug: facets.slug, label: facets.label }).from(facets).where(eq(facets.kind, 'language')).orderBy(asc(facets.position))).map((f) => ({
      code: f.slug,
      name: name(f.label),
    })),
  }
}
