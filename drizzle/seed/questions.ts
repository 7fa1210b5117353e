// The demo's booking questions: every airport transfer asks the flight number its text promises ("Enter your
// flight number at checkout so the driver can follow delays"). Written through the hub's own domain function (no
// second way in), and only for an experience that has no question yet, so a supplier's edit is never overwritten.
import type { Db } from '../../app/utils/db.server'
import { addQuestion, listQuestions, type QuestionInput } from '../../app/models/partners/catalogue/questions.server'
import { EXPERIENCES } from './experiences'
import { ids } from './ids'

const FLIGHT_NUMBER: QuestionInput = {
  label: { en: 'Flight number', ru: 'Номер рейса', tr: 'Uçuş numarası', de: 'Flugnummer' },
  help: {
    en: 'As printed on your ticket, e.g. EK 2: your driver follows delays with it.',
    ru: 'Как в билете, например EK 2: по нему водитель следит за задержками.',
    tr: 'Biletinizde yazdığı gibi, örneğin EK 2: şoförünüz rötarları bununla takip eder.',
    de: 'Wie auf Ihrem Ticket, z. B. EK 2: Damit verfolgt Ihr Fahrer Verspätungen.',
  },
  kind: 'short_text',
  choices: [],
  required: true,
}

/** Adds the demo questions where they are missing; returns how many were added. */
export async function seedBookingQuestions(db: Db): Promise<number> {
  let added = 0
  for (const e of EXPERIENCES.filter((x) => x.profile === 'transfer')) {
    const scope = { supplierId: ids.supplier(e.supplier), experienceId: ids.experience(e.slug) }
    const existing = await listQuestions(db, scope)
    // null: the experience is not there (or not this supplier's any more); a list: the supplier's own questions.
    if (existing === null || existing.length) continue
    if ((await addQuestion(db, { staffId: null }, scope, FLIGHT_NUMBER)).ok) added++
  }
  return added
}
