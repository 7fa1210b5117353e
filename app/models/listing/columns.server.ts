// Keeps the columns listings filter and sort on (docs/decisions/007-listing-filters.md) in step with their
// sources: the "from" price with the option units and exchange rates, facet and category ids with their links.
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../utils/db.server'
import { currencyDigits } from '../../domain/money'
import { rowsOf } from './sql.server'


/**
 * Recomputes experiences.from_price_amount / _currency / _usd, facet_ids and category_ids in one statement and
 * returns how many rows changed. Run it after the seed, after catalogue edits and after exchange rates change;
 * rows that are already right are not written. `experienceIds` limits the work to those experiences (a hub edit
 * of one experience's prices need not read every other's).
 */
export async function refreshListingColumns(db: Db, scope: { experienceIds?: string[] } = {}): Promise<number> {
  const only = scope.experienceIds
  if (only && !only.length) return 0
  const scoped = (column: SQL) => (only ? sql`and ${column} in (${sql.join(only.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``)
  const currencies = rowsOf<{ currency: string }>(await db.execute(sql`select distinct currency from option_units`))
  // Minor-unit digits per ISO code, from Intl (JPY 0, KWD 3, most 2), as a SQL CASE over the codes in use.
  const digits = sql.join(
    currencies.map(({ currency }) => sql`when ${currency.trim()} then ${currencyDigits(currency.trim())}`),
    sql` `,
  )
  const digitsOf = currencies.length ? sql`(case trim(u.currency) ${digits} else 2 end)` : sql`2`
  const updated = await db.execute(sql`
    with rates as (
      select trim(quote) as code, rate from exchange_rates where base = 'USD'
      union all select 'USD', 1
    ),
    priced as (
      select o.experience_id, u.price_amount, u.currency,
        round(u.price_amount::numeric / (10::numeric ^ ${digitsOf}) / r.rate, 6) as usd
      from option_units u
      join options o on o.id = u.option_id
      left join rates r on r.code = trim(u.currency)
      where o.active and u.type in ('adult', 'item') ${scoped(sql`o.experience_id`)}
    ),
    cheapest as (
      select distinct on (experience_id) experience_id, price_amount, currency, usd
      from priced order by experience_id, usd asc nulls last, price_amount asc
    ),
    target as (
      select e.id,
        case when e.has_fixed_price then c.price_amount end as amount,
        case when e.has_fixed_price then c.currency end as currency,
        case when e.has_fixed_price then c.usd end as usd,
        array(select ef.facet_id from experience_facets ef where ef.experience_id = e.id order by ef.facet_id) as facet_ids,
        array(select e.category_id union select ec.category_id from experience_categories ec where ec.experience_id = e.id order by 1) as category_ids
      from experiences e left join cheapest c on c.experience_id = e.id
      where true ${scoped(sql`e.id`)}
    )
    update experiences e
    set from_price_amount = t.amount, from_price_currency = t.currency, from_price_usd = t.usd,
      facet_ids = t.facet_ids, category_ids = t.category_ids
    from target t
    where t.id = e.id
      and (e.from_price_amount, e.from_price_currency, e.from_price_usd, e.facet_ids, e.category_ids)
        is distinct from (t.amount, t.currency, t.usd, t.facet_ids, t.category_ids)
    returning e.id`)
  return rowsOf(updated).length
}
