// /s/:supplier/experiences/:experience/questions (owners and admins): the booking questions checkout asks for this
// experience (a flight number for a transfer): the list in its order, add and edit (?edit=<id>), move up or down,
// deactivate and reactivate. A question is never deleted: bookings keep their answers (decision 048).
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { ArrowDown, ArrowUp, Pencil } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { z } from '../../domain/zod'
import { requireSupplierExperience } from '../../models/partners/catalogue/access.server'
import { addQuestion, editQuestion, listQuestions, moveQuestion, setQuestionActive } from '../../models/partners/catalogue/questions.server'
import { hubContext } from '../../utils/hub-context'
import { formValues, QuestionForm, QuestionFormSchema, toQuestionInput } from '../components/question-form'
import { Badge, Button, buttonClass, Card, EmptyState } from '../components/ui'
import { setFlash } from '../flash.server'
import { requireSupplier } from '../session.server'

const ListAction = z.object({ intent: z.enum(['up', 'down', 'deactivate', 'reactivate']), questionId: z.uuid() })
const OTHER_LANGS = ['ru', 'tr', 'de'] as const

async function guard(args: LoaderFunctionArgs) {
  const ctx = hubContext(args.context)
  const { staff, supplier } = await requireSupplier(ctx, args.request, args.params.supplier, 'owner')
  const experience = await requireSupplierExperience(ctx.db, supplier.supplierId, args.params.experience)
  return { ctx, staff, supplier, scope: { supplierId: supplier.supplierId, experienceId: experience.id }, back: `/s/${supplier.slug}/experiences/${experience.id}/questions` }
}

export async function loader(args: LoaderFunctionArgs) {
  const { ctx, scope } = await guard(args)
  const questions = (await listQuestions(ctx.db, scope)) ?? []
  const edit = new URL(args.request.url).searchParams.get('edit')
  // `version` changes with every saved question, so the add form starts empty again after a save.
  const version = questions.reduce((n, q) => Math.max(n, q.updatedAt.getTime()), 0) + questions.length
  return { questions: questions.map(({ createdAt: _c, updatedAt: _u, ...q }) => q), editing: questions.find((q) => q.id === edit)?.id ?? null, version }
}

export async function action(args: ActionFunctionArgs) {
  const { ctx, staff, scope, back } = await guard(args)
  const form = await args.request.formData()
  const flash = async (message: string) => ({ headers: { 'Set-Cookie': await setFlash({ kind: 'success', message }) } })
  if (form.get('intent') === 'save') {
    const submission = parseWithZod(form, { schema: QuestionFormSchema })
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
    const { questionId } = submission.value
    const input = toQuestionInput(submission.value)
    const saved = questionId ? await editQuestion(ctx.db, { staffId: staff.id }, { ...scope, questionId }, input) : await addQuestion(ctx.db, { staffId: staff.id }, scope, input)
    if (!saved.ok) throw new Response('Not found', { status: 404 })
    throw redirect(back, await flash('questions.saved'))
  }
  const parsed = ListAction.safeParse(Object.fromEntries(form))
  if (!parsed.success) throw new Response('Bad request', { status: 400 })
  const { intent, questionId } = parsed.data
  const target = { ...scope, questionId }
  const done = intent === 'up' || intent === 'down' ? await moveQuestion(ctx.db, { staffId: staff.id }, target, intent) : await setQuestionActive(ctx.db, { staffId: staff.id }, target, intent === 'reactivate')
  if (!done.ok) throw new Response('Not found', { status: 404 })
  throw redirect(back, await flash(intent === 'up' || intent === 'down' ? 'questions.moved' : `questions.${intent}d`))
}

export default function ExperienceQuestions() {
  const { t, i18n } = useTranslation()
  const { questions, editing, version } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { pathname } = useLocation()
  const lang = i18n.language as 'en'
  const current = questions.find((q) => q.id === editing) ?? null
  // After a refused save the form shows what was typed (conform); otherwise the question being edited, or a new one.
  const formKey = `${editing ?? 'new'}-${version}`
  return (
    <div className="grid gap-5 lg:grid-cols-[1fr_24rem] lg:items-start">
      <Card title={t('questions.title')}>
        <p className="mb-4 text-sm text-slate-600">{t('questions.lead')}</p>
        {questions.length ? (
          <ol className="divide-y divide-slate-100" data-questions>
            {questions.map((q, i) => (
              <li key={q.id} className="py-3" data-question={q.id}>
                <p className="font-medium break-words">{q.label[lang] ?? q.label.en}</p>
                <div className="mt-1 flex flex-wrap gap-1">
                  <Badge>{t(`questions.kinds.${q.kind}`)}</Badge>
                  <Badge tone={q.required ? 'blue' : 'neutral'}>{t(q.required ? 'questions.required' : 'questions.optional')}</Badge>
                  {q.active ? null : <Badge tone="red">{t('questions.inactive')}</Badge>}
                  {OTHER_LANGS.filter((l) => !q.label[l]).map((l) => (
                    <Badge key={l} tone="amber">
                      {t('questions.missing', { lang: l.toUpperCase() })}
                    </Badge>
                  ))}
                </div>
                <Form method="post" className="mt-2 flex flex-wrap gap-1">
                  <input type="hidden" name="questionId" value={q.id} />
                  <Link to={`${pathname}?edit=${q.id}`} className={buttonClass('secondary', 'px-3')} aria-label={`${t('questions.editLink')}: ${q.label.en}`}>
                    <Pencil className="size-4" aria-hidden /> {t('questions.editLink')}
                  </Link>
                  <Button name="intent" value="up" variant="ghost" className="px-3" disabled={i === 0} aria-label={t('questions.moveUp')}>
                    <ArrowUp className="size-4" aria-hidden />
                  </Button>
                  <Button name="intent" value="down" variant="ghost" className="px-3" disabled={i === questions.length - 1} aria-label={t('questions.moveDown')}>
                    <ArrowDown className="size-4" aria-hidden />
                  </Button>
                  <Button name="intent" value={q.active ? 'deactivate' : 'reactivate'} variant="ghost" className={q.active ? 'px-3 text-red-700' : 'px-3'}>
                    {t(q.active ? 'questions.deactivate' : 'questions.reactivate')}
                  </Button>
                </Form>
              </li>
            ))}
          </ol>
        ) : (
          <EmptyState>{t('questions.empty')}</EmptyState>
        )}
      </Card>
      <Card title={t(current ? 'questions.edit' : 'questions.add')}>
        <QuestionForm key={formKey} lastResult={actionData?.result} initial={formValues(current)} cancelHref={current ? pathname : undefined} />
      </Card>
    </div>
  )
}
