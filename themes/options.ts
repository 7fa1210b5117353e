// Each theme's options schema, without its React code: the server validates tenant files against these.
import type { z } from 'zod'
import { optionsSchema as defaultOptions } from './default/options'
import { optionsSchema as deiraOptions } from './deira/options'
import { optionsSchema as getThatBoatOptions } from './get-that-boat/options'

export const themeOptionSchemas: Record<string, z.ZodType> = {
  default: defaultOptions,
  deira: deiraOptions,
  'get-that-boat': getThatBoatOptions,
}
