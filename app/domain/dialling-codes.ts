// Dialling codes for the checkout's country-code select: the product's markets first, then the rest of the
// world's common ones. Region names come from Intl in the visitor's language; only the code is posted.
import { displayNames } from './format'
const DIALLING_CODES = [
  { region: 'AE', code: '+971' },
  { region: 'TR', code: '+90' },
  { region: 'DE', code: '+49' },
  { region: 'RU', code: '+7' },
  { region: 'GB', code: '+44' },
  { region: 'US', code: '+1' },
  { region: 'SA', code: '+966' },
  { region: 'QA', code: '+974' },
  { region: 'KW', code: '+965' },
  { region: 'BH', code: '+973' },
  { region: 'OM', code: '+968' },
  { region: 'EG', code: '+20' },
  { region: 'IN', code: '+91' },
  { region: 'PK', code: '+92' },
  { region: 'KZ', code: '+7' },
  { region: 'UA', code: '+380' },
  { region: 'AZ', code: '+994' },
  { region: 'GE', code: '+995' },
  { region: 'AM', code: '+374' },
  { region: 'IR', code: '+98' },
  { region: 'IL', code: '+972' },
  { region: 'FR', code: '+33' },
  { region: 'ES', code: '+34' },
  { region: 'IT', code: '+39' },
  { region: 'NL', code: '+31' },
  { region: 'BE', code: '+32' },
  { region: 'CH', code: '+41' },
  { region: 'AT', code: '+43' },
  { region: 'PL', code: '+48' },
  { region: 'SE', code: '+46' },
  { region: 'NO', code: '+47' },
  { region: 'DK', code: '+45' },
  { region: 'FI', code: '+358' },
  { region: 'IE', code: '+353' },
  { region: 'PT', code: '+351' },
  { region: 'GR', code: '+30' },
  { region: 'CZ', code: '+420' },
  { region: 'RO', code: '+40' },
  { region: 'HU', code: '+36' },
  { region: 'CN', code: '+86' },
  { region: 'JP', code: '+81' },
  { region: 'KR', code: '+82' },
  { region: 'SG', code: '+65' },
  { region: 'AU', code: '+61' },
  { region: 'NZ', code: '+64' },
  { region: 'CA', code: '+1' },
  { region: 'BR', code: '+55' },
  { region: 'MX', code: '+52' },
  { region: 'ZA', code: '+27' },
  { region: 'NG', code: '+234' },
] as const

const CODES: ReadonlySet<string> = new Set(DIALLING_CODES.map((c) => c.code))

export function isDiallingCode(value: string): boolean {
  return CODES.has(value)
}

/** The select's options: one per region ("+971 United Arab Emirates"), valued by `REGION:+code` so +1 and +7 stay distinct. */
export function diallingOptions(locale: string): Array<{ value: string; label: string }> {
  const names = displayNames(locale, 'region')
  return DIALLING_CODES.map((c) => ({ value: `${c.region}:${c.code}`, label: `${c.code} ${names.of(c.region) ?? c.region}` }))
}

/** The default for a tenant's visitors: the code its own phone number starts with, else the first market. */
export function defaultDiallingOption(tenantPhone: string | null): string {
  const phone = (tenantPhone ?? '').replace(/[^\d+]/g, '')
  const found =
    [...DIALLING_CODES].sort((a, b) => b.code.length - a.code.length).find((c) => phone.startsWith(c.code)) ?? DIALLING_CODES[0]
  return `${found.region}:${found.code}`
}
