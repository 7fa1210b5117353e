import { describe, expect, it } from 'vitest'
import { checkFormBody, declaredTooLarge, formKind, MAX_FORM_BYTES } from './form-body'

const bytes = (text: string) => new TextEncoder().encode(text)
const MULTIPART = 'multipart/form-data; boundary=----x'
const part = (name: string, value: string) => `------x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`

describe('formKind', () => {
  it('accepts the two encodings a browser form posts', () => {
    expect(formKind('application/x-www-form-urlencoded;charset=UTF-8')).toBe('urlencoded')
    expect(formKind('multipart/form-data; boundary=----WebKitFormBoundaryabc')).toBe('multipart')
    expect(formKind('Multipart/Form-Data; boundary="quoted boundary"')).toBe('multipart')
  })
  it('refuses JSON, plain text, no content type and multipart without a boundary', () => {
    for (const type of ['application/json', 'text/plain', undefined, '', 'multipart/form-data', 'multipart/form-data; boundary=', 'multipart/mixed; boundary=x']) {
      expect(formKind(type), String(type)).toBeNull()
    }
  })
})

describe('checkFormBody', () => {
  it('passes an ordinary form in any script', async () => {
    expect(await checkFormBody('urlencoded', '', bytes('name=%D0%90%D0%BD%D1%8F+%D8%B9&travellers=2&e=%F0%9F%98%80'))).toBeNull()
    expect(await checkFormBody('urlencoded', '', bytes(''))).toBeNull()
    expect(await checkFormBody('multipart', MULTIPART, bytes(`${part('name', 'Ана')}------x--\r\n`))).toBeNull()
  })
  it('refuses a NUL byte in a name or a value', async () => {
    expect(await checkFormBody('urlencoded', '', bytes('message=a%00b'))).toMatchObject({ status: 400 })
    expect(await checkFormBody('urlencoded', '', bytes('a%00=b'))).toMatchObject({ status: 400 })
    expect(await checkFormBody('multipart', MULTIPART, bytes(`${part('message', 'a\0b')}------x--\r\n`))).toMatchObject({ status: 400 })
  })
  it('refuses escapes that are not UTF-8, a stray percent sign and raw invalid bytes', async () => {
    for (const body of ['name=%C3%28', 'name=100%', 'name=%zz']) expect(await checkFormBody('urlencoded', '', bytes(body)), body).toMatchObject({ status: 400 })
    expect(await checkFormBody('urlencoded', '', new Uint8Array([0x61, 0x3d, 0xc3, 0x28]))).toMatchObject({ status: 400 })
  })
  it('refuses a multipart body that does not parse', async () => {
    expect(await checkFormBody('multipart', MULTIPART, bytes('{"intent":"add"}'))).toMatchObject({ status: 400 })
    expect(await checkFormBody('multipart', MULTIPART, bytes(part('name', 'unterminated')))).toMatchObject({ status: 400 })
  })
  it('refuses a body over the limit with 413, by its declared length too', async () => {
    expect(await checkFormBody('urlencoded', '', bytes(`m=${'a'.repeat(MAX_FORM_BYTES)}`))).toMatchObject({ status: 413 })
    expect(declaredTooLarge(String(MAX_FORM_BYTES + 1))).toBe(true)
    expect(declaredTooLarge(String(MAX_FORM_BYTES))).toBe(false)
    expect(declaredTooLarge(undefined)).toBe(false)
  })
})
