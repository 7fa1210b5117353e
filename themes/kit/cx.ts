/**
 * Joins class names, skipping the empty ones and any class already given: a kit part's own classes and the ones a
 * theme dresses it with may name the same utility (`flex flex-wrap` twice), which html-validate's no-dup-class
 * refuses and which says nothing more.
 */
export function cx(...names: (string | false | null | undefined)[]): string {
  const seen = new Set<string>()
  for (const name of names) if (name) for (const c of name.split(/\s+/)) if (c) seen.add(c)
  return [...seen].join(' ')
}
