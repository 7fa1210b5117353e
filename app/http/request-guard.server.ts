// The request guard: the Remix request handler for server.ts, with one check in front of every action. A
// POST/PUT/PATCH/DELETE whose body is not a readable form is answered 415 / 413 / 400 in the visitor's
// language before any action runs; a form that passes is buffered and handed to Remix from the buffer (the
// Express request's stream is spent by then). docs/decisions/018-request-guard.md.
import { Readable } from 'node:stream'
import { createRequestHandler as createExpressHandler } from '@remix-run/express'
import { createRequestHandler as createRemixHandler, type ServerBuild } from '@remix-run/node'
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express'
import { catalogues } from '../locales/index'
import type { RequestContext } from '../utils/context'
import { checkFormBody, declaredTooLarge, formKind, MAX_FORM_BYTES, NOT_A_FORM, TOO_LARGE, type FormRefusal } from './form-body'
import { PAYMENT_WEBHOOK_PATH } from './front-door.server'
import { DEFAULT_LOCALE } from '../domain/locales'
import { remixRequestWithBody, sendRemixResponse } from './remix-express.server'

type Options = {
  /** The build itself in production (Remix derives its routes once); a function in development, where Vite reloads it. */
  build: ServerBuild | (() => Promise<ServerBuild>)
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RequestContext
  mode?: string
  /** Every answer written only as fast as the client reads it (the partner hub's long exports; decision 044). */
  backpressure?: boolean
  /**
   * Paths whose multipart bodies reach the action as a stream instead of being buffered under the 64 KiB form
   * limit: the hub's photo upload (decision 047), whose action counts every byte and enforces its own limits.
   */
  streamedUploads?: RegExp
}

/** The partner hub's photo upload (and Remix's `.data` spelling of it): multipart streamed to its action. */
export const HUB_PHOTO_UPLOAD_PATH = /^\/s\/[^/]+\/experiences\/[^/]+\/photos(?:\.data)?$/

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export function createGuardedRequestHandler({ build, getLoadContext, mode = process.env.NODE_ENV, backpressure = false, streamedUploads }: Options): RequestHandler {
  const streaming = createExpressHandler({ build, getLoadContext, mode })
  const handle = createRemixHandler(build, mode)
  return async (req, res, next) => {
    if (backpressure && !WITH_BODY.has(req.method)) {
      try {
        return await sendRemixResponse(res, await handle(remixRequestWithBody(req, res, undefined), getLoadContext(req, res)), { backpressure })
      } catch (error) {
        return next(error)
      }
    }
    // The payment webhook takes raw signed JSON; its route verifies the signature and caps the size itself.
    if (!WITH_BODY.has(req.method) || PAYMENT_WEBHOOK_PATH.test(req.path)) return streaming(req, res, next)
    try {
      if (streamedUploads?.test(req.path) && formKind(req.headers['content-type']) === 'multipart') {
        const stream = Readable.toWeb(req) as ReadableStream<Uint8Array>
        return await sendRemixResponse(res, await handle(remixRequestWithBody(req, res, stream), getLoadContext(req, res)), { backpressure })
      }
      const body = await readForm(req)
      if (!(body instanceof Uint8Array)) return refuse(res, body)
      await sendRemixResponse(res, await handle(remixRequestWithBody(req, res, body), getLoadContext(req, res)), { backpressure })
    } catch (error) {
      // A visitor who went away before sending the whole body gets no answer: there is no one to read it.
      if (!req.complete && req.destroyed) return
      next(error)
    }
  }
}

/** The body, read up to the limit, when it is a form; otherwise why it was refused. */
async function readForm(req: ExpressRequest): Promise<Uint8Array<ArrayBuffer> | FormRefusal> {
  const contentType = req.headers['content-type'] ?? ''
  const kind = formKind(contentType)
  if (!kind) return NOT_A_FORM
  if (declaredTooLarge(req.headers['content-length'])) return TOO_LARGE
  const body = await readUpTo(req, MAX_FORM_BYTES)
  if (!body) return TOO_LARGE
  return (await checkFormBody(kind, contentType, body)) ?? body
}

/** Null once the body passes the limit: reading stops there (a for-await loop would destroy the socket). */
function readUpTo(req: ExpressRequest, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const settle = (done: () => void) => {
      req.off('data', onData).off('end', onEnd).off('error', reject).off('close', onClose)
      done()
    }
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength
      if (size <= limit) return void chunks.push(chunk)
      req.pause()
      settle(() => resolve(null))
    }
    const onEnd = () => settle(() => resolve(new Uint8Array(Buffer.concat(chunks))))
    const onClose = () => settle(() => reject(new Error('request closed before its body ended')))
    req.on('data', onData).once('end', onEnd).once('error', reject).once('close', onClose)
  })
}

const MESSAGE = { 'not-a-form': 'unreadableForm', malformed: 'unreadableForm', 'too-large': 'formTooLarge' } as const

/**
 * A short plain message a person can read if their browser shows it. The rest of an unread body is not worth
 * receiving, so the connection closes after the answer.
 */
function refuse(res: ExpressResponse, refusal: FormRefusal) {
  if (res.headersSent || res.destroyed) return
  const locale = (res.locals.context as RequestContext | undefined)?.locale ?? DEFAULT_LOCALE
  res.status(refusal.status).set({ 'Content-Language': locale, 'Cache-Control': 'no-store', Connection: 'close' })
  res.type('text/plain').send(catalogues[locale].request[MESSAGE[refusal.reason]])
}
