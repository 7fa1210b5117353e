// The demo suppliers. deira-desert-safari, get-that-boat, lycian-family-adventures and pera-private back the
// supplier-layout tenants of the same names (the last two run on experiences Bosphorus Tours used to sell).
type SupplierSeed = {
  slug: string
  name: string
  currency: string
  contactEmail: string
  contactPhone: string
  timeZone: string
}

export const SUPPLIERS: SupplierSeed[] = [
  {
    slug: 'deira-desert-safari',
    name: 'Deira Desert Safari',
    currency: 'AED',
    contactEmail: 'bookings@deiradesertsafari.example',
    contactPhone: '+971 4 295 1180',
    timeZone: 'Asia/Dubai',
  },
  {
    slug: 'get-that-boat',
    name: 'Get That Boat',
    currency: 'EUR',
    contactEmail: 'charter@getthatboat.example',
    contactPhone: '+90 252 316 4470',
    timeZone: 'Europe/Istanbul',
  },
  {
    slug: 'bosphorus-tours',
    name: 'Bosphorus Tours',
    currency: 'TRY',
    contactEmail: 'hello@bosphorustours.example',
    contactPhone: '+90 212 518 2290',
    timeZone: 'Europe/Istanbul',
  },
  {
    slug: 'cappadocia-balloons',
    name: 'Cappadocia Balloons',
    currency: 'EUR',
    contactEmail: 'fly@cappadociaballoons.example',
    contactPhone: '+90 384 271 3350',
    timeZone: 'Europe/Istanbul',
  },
  {
    slug: 'bavaria-guides',
    name: 'Bavaria Guides',
    currency: 'EUR',
    contactEmail: 'team@bavariaguides.example',
    contactPhone: '+49 89 2154 7730',
    timeZone: 'Europe/Berlin',
  },
  {
    slug: 'lycian-family-adventures',
    name: 'Lycian Family Adventures',
    currency: 'TRY',
    contactEmail: 'hello@lycianfamily.example',
    contactPhone: '+90 242 244 1850',
    timeZone: 'Europe/Istanbul',
  },
  {
    slug: 'pera-private',
    name: 'Pera Private',
    currency: 'TRY',
    contactEmail: 'concierge@peraprivate.example',
    contactPhone: '+90 212 293 7700',
    timeZone: 'Europe/Istanbul',
  },
]

/** Units of quote per US dollar, as of the seed's fixed reference date. */
export const EXCHANGE_RATES = [
  { base: 'USD', quote: 'AED', rate: '3.67250000' },
  { base: 'USD', quote: 'EUR', rate: '0.92150000' },
  { base: 'USD', quote: 'TRY', rate: '34.21500000' },
  { base: 'USD', quote: 'GBP', rate: '0.78900000' },
]
