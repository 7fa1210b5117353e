// The tenant check's view of a content folder (`npm run tenant -- check`): every file that would not parse, with
// the reason, so an admin hears of it before a page 404s or an article goes missing from the blog.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { z } from 'zod'
import type { Locale } from '../../domain/locales'
import { FaqSchema, PAGE_KINDS, PageFrontSchema, parseContentSource, PostFrontSchema, SLUG, type ContentProblem } from './files.server'

/** Every problem in a tenant's content folder: files that do not parse, slugs that are not slugs, missing English. */
export async function checkContent(dir: string, locales: readonly Locale[]): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = []
  const check = async (file: string, schema: z.ZodType<unknown>) => {
    try {
      parseContentSource(await readFile(file, 'utf8'), schema, file.endsWith('.yaml'))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
      problems.push({ file, reason: (error as Error).message })
    }
  }
  for (const locale of locales) {
    const base = path.join(dir, locale)
    for (const kind of PAGE_KINDS) await check(path.join(base, `${kind}.md`), PageFrontSchema)
    await check(path.join(base, 'faq.yaml'), FaqSchema)
    let files: string[] = []
    try {
      files = await readdir(path.join(base, 'blog'))
    } catch {
      files = []
    }
    for (const f of files) {
      if (!f.endsWith('.md')) continue
      if (!SLUG.test(f.slice(0, -3))) problems.push({ file: path.join(base, 'blog', f), reason: 'the file name must be a slug: lower-case words joined by dashes' })
      else await check(path.join(base, 'blog', f), PostFrontSchema)
    }
  }
  return problems
}
