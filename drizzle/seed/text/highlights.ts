// One lookup for every highlight phrase; experiences refer to phrases by key.
import { DESERT_HIGHLIGHTS } from './highlights-desert'
import { GENERAL_HIGHLIGHTS } from './highlights-general'
import { GERMANY_HIGHLIGHTS } from './highlights-germany'
import { SEA_HIGHLIGHTS } from './highlights-sea'
import { TURKEY_HIGHLIGHTS } from './highlights-turkey'

export const HIGHLIGHTS = {
  ...GENERAL_HIGHLIGHTS,
  ...DESERT_HIGHLIGHTS,
  ...SEA_HIGHLIGHTS,
  ...TURKEY_HIGHLIGHTS,
  ...GERMANY_HIGHLIGHTS,
}

export type HighlightKey = keyof typeof HIGHLIGHTS
