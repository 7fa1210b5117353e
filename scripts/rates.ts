// `npm run rates -- list` | `npm run rates -- set EUR 0.92 [GBP 0.79 …]`: the display exchange rates (units per USD).
import { z } from 'zod'
import { getRates, setRate } from '../app/models/catalogue/exchange-rates.server'
import { refreshListingColumns } from '../app/models/listing/columns.server'
import { openDatabase } from '../app/utils/db.server'

const PairSchema = z.tuple([z.string().regex(/^[A-Z]{3}$/, 'a currency code such as EUR'), z.coerce.number().positive().finite()])
const [command = 'list', ...rest] = process.argv.slice(2)
const database = await openDatabase()
try {
  if (command === 'set') {
    if (rest.length === 0 || rest.length % 2) throw new Error('Usage: npm run rates -- set CODE RATE [CODE RATE …]')
    for (let i = 0; i < rest.length; i += 2) {
      const parsed = PairSchema.safeParse([rest[i], rest[i + 1]])
      if (!parsed.success) throw new Error(`${rest[i]} ${rest[i + 1]}: ${parsed.error.issues[0]?.message}`)
      await setRate(database.db, ...parsed.data)
      console.log(`1 USD = ${parsed.data[1]} ${parsed.data[0]}`)
    }
    // Listings filter and sort on a USD price stored per experience: bring it in line with the new rates.
    await refreshListingColumns(database.db)
  } else if (command === 'list') {
    for (const [code, rate] of Object.entries(await getRates(database.db))) console.log(`1 USD = ${rate} ${code}`)
  } else throw new Error(`Unknown command "${command}" (list, set)`)
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
} finally {
  await database.close()
}
