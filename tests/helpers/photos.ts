// Photos for the photo tests, made with sharp, and a small catalogue of two suppliers to put them on.
import sharp from 'sharp'
import type { Db } from '../../app/utils/db.server'
import * as s from '../../drizzle/schema/index'

let n = 0

/** A plain-colour photo of `width`×`height` in `format` (each call a different colour, so different bytes). */
export async function photo(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' = 'jpeg'): Promise<Buffer> {
  n += 1
  const background = { r: (n * 37) % 256, g: (n * 91) % 256, b: (n * 53) % 256 }
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer()
}

/** A phone photo: taken sideways (EXIF orientation 6), with the camera, the owner and the GPS position in EXIF. */
export async function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#2a6f97' } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Artist: 'Ayse Yilmaz', Copyright: 'Ayse Yilmaz' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 5/1', GPSLongitudeRef: 'E', GPSLongitude: '28/1 58/1 30/1' },
    })
    .toBuffer()
}

/** A multipart POST of `files` (name → bytes) as a browser's file input sends it. */
export function uploadRequest(files: Array<{ name: string; bytes: Buffer; type?: string }>, url = 'http://partners.localhost/s/x/experiences/y/photos'): Request {
  const form = new FormData()
  form.append('intent', 'upload')
  for (const f of files) form.append('photos', new File([new Uint8Array(f.bytes)], f.name, { type: f.type ?? 'application/octet-stream' }))
  return new Request(url, { method: 'POST', body: form })
}

/** Two suppliers, each with one experience (a draft), in a city and a category of their own. */
export async function twoSuppliers(db: Db) {
  const tag = `${process.pid}-${Date.now().toString(36)}`
  const [city] = await db.insert(s.cities).values({ slug: `city-${tag}`, name: { en: 'Istanbul' }, countryCode: 'TR', timeZone: 'Europe/Istanbul', latitude: 41, longitude: 29 }).returning()
  const [category] = await db.insert(s.categories).values({ slug: `cat-${tag}`, name: { en: 'Cruises' } }).returning()
  const make = async (slug: string) => {
    const [supplier] = await db.insert(s.suppliers).values({ slug: `${slug}-${tag}`, name: slug, currency: 'EUR', contactEmail: `${slug}@example.com`, timeZone: 'Europe/Istanbul' }).returning()
    const [experience] = await db
      .insert(s.experiences)
      .values({ slug: `${slug}-tour-${tag}`, supplierId: supplier!.id, cityId: city!.id, categoryId: category!.id, timeZone: 'Europe/Istanbul', durationMinutes: 120, status: 'draft' })
      .returning()
    const [staff] = await db.insert(s.staffAccounts).values({ email: `${slug}-${tag}@example.com`, name: `${slug} owner` }).returning()
    await db.insert(s.staffMemberships).values({ staffId: staff!.id, supplierId: supplier!.id, role: 'owner' })
    return { supplierId: supplier!.id, experienceId: experience!.id, actor: { staffId: staff!.id } }
  }
  return { mine: await make('bosphorus'), theirs: await make('cappadocia') }
}
