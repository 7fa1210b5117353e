// Every demo experience, in a stable order (the order decides nothing but ids must not depend on it).
import { BAVARIA_EXPERIENCES } from './bavaria-guides'
import { BOSPHORUS_EXPERIENCES } from './bosphorus-tours'
import { CAPPADOCIA_EXPERIENCES } from './cappadocia-balloons'
import { DEIRA_EXPERIENCES } from './deira-desert-safari'
import { BOAT_EXPERIENCES } from './get-that-boat'
import { LYCIAN_EXPERIENCES } from './lycian-family-adventures'
import { PERA_EXPERIENCES } from './pera-private'
import type { ExperienceSeed } from './types'

export const EXPERIENCES: ExperienceSeed[] = [
  ...DEIRA_EXPERIENCES,
  ...BOAT_EXPERIENCES,
  ...BOSPHORUS_EXPERIENCES,
  ...CAPPADOCIA_EXPERIENCES,
  ...BAVARIA_EXPERIENCES,
  ...LYCIAN_EXPERIENCES,
  ...PERA_EXPERIENCES,
]

export type { ExperienceSeed, OptionSeed } from './types'
