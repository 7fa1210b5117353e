type Plain = Record<string, unknown>
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Recursively overlays `over` on `base` (objects only; arrays and scalars are replaced). */
export function deepMerge(base: object, over: object): Plain {
  const out: Plain = { ...(base as Plain) }
  for (const [key, value] of Object.entries(over)) {
    out[key] = isPlain(value) && isPlain(out[key]) ? deepMerge(out[key] as Plain, value) : value
  }
  return out
}
