// Reads a multipart photo upload as it streams in (decision 047): each file is collected up to its size limit
// (what passes the limit is read and dropped, never kept), normalised as soon as it has arrived, and the whole
// request is cut off past a total (declared or counted), so no upload is ever held whole in memory.
import { unstable_parseMultipartFormData, type UploadHandlerPart } from '@remix-run/node'
import { normalisePhoto, PHOTO_LIMITS, type NormalisedPhoto, type PhotoRefusal } from './normalise.server'

/** Files in one upload; more are refused one by one with their own message. */
export const MAX_FILES_PER_UPLOAD = 10
/** The whole request: every file at its limit, plus room for the form's few small fields. */
export const MAX_UPLOAD_BYTES = MAX_FILES_PER_UPLOAD * PHOTO_LIMITS.maxBytes + 1024 * 1024
const MAX_FIELD_BYTES = 4096

export type UploadedFile = { name: string; photo: NormalisedPhoto } | { name: string; refused: PhotoRefusal | 'too-many-files' }
export type PhotoUpload = { fields: Record<string, string>; files: UploadedFile[] } | { refused: 'too-large' | 'malformed' }

class UploadTooLarge extends Error {}

/** The upload's small fields and, per file in the order sent, the normalised photo or why it was refused. */
export async function readPhotoUpload(request: Request, limits = { maxUploadBytes: MAX_UPLOAD_BYTES, maxFiles: MAX_FILES_PER_UPLOAD }): Promise<PhotoUpload> {
  const declared = Number(request.headers.get('Content-Length') ?? NaN)
  if (declared > limits.maxUploadBytes) return { refused: 'too-large' }
  if (!request.body) return { refused: 'malformed' }

  let received = 0
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength
        // Counted below the parser, so a giant part header is cut off as surely as a giant file.
        if (received > limits.maxUploadBytes) controller.error(new UploadTooLarge())
        else controller.enqueue(chunk)
      },
    }),
  )
  const fields: Record<string, string> = {}
  const files: UploadedFile[] = []
  let fileCount = 0

  async function onPart(part: UploadHandlerPart): Promise<undefined> {
    if (part.filename === undefined) {
      const value = await collect(part.data, MAX_FIELD_BYTES)
      const text = value && new TextDecoder('utf-8', { fatal: true }).decode(value)
      if (text === null || text.includes('\0') || part.name.includes('\0')) throw new Error('unreadable field')
      fields[part.name] = text
      return
    }
    const name = part.filename.replace(/\0/g, '').slice(0, 200)
    const bytes = await collect(part.data, PHOTO_LIMITS.maxBytes)
    // A file input left empty still sends one part, with no name and no bytes.
    if (!name && bytes?.length === 0) return
    fileCount += 1
    if (fileCount > limits.maxFiles) return void files.push({ name, refused: 'too-many-files' })
    if (!bytes) return void files.push({ name, refused: 'too-large' })
    const result = await normalisePhoto(bytes)
    files.push('refused' in result ? { name, refused: result.refused } : { name, photo: result })
  }

  try {
    await unstable_parseMultipartFormData(new Request(request.url, { method: 'POST', headers: request.headers, body: counted, duplex: 'half' } as RequestInit), onPart)
  } catch (error) {
    return { refused: error instanceof UploadTooLarge || (error as { cause?: unknown }).cause instanceof UploadTooLarge ? 'too-large' : 'malformed' }
  }
  return { fields, files }
}

/** The part's bytes, or null once they pass `limit`: the rest is read (the next part follows it) and dropped. */
async function collect(data: AsyncIterable<Uint8Array>, limit: number): Promise<Buffer | null> {
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of data) {
    size += chunk.byteLength
    if (size <= limit) chunks.push(chunk)
    else chunks.length = 0
  }
  return size <= limit ? Buffer.concat(chunks) : null
}
