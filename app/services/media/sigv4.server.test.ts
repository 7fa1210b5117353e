// AWS's published SigV4 examples: the S3 developer guide's GET Object, PUT Object and List Objects examples
// (examplebucket, 2013-05-24) and the generic test suite's get-vanilla cases (AKIDEXAMPLE, 2015-08-30).
import { describe, expect, it } from 'vitest'
import { sha256Hex, signRequest, uriEncode } from './sigv4.server'

const S3_EXAMPLE = {
  region: 'us-east-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  now: new Date('2013-05-24T00:00:00Z'),
}
const SUITE = { region: 'us-east-1', service: 'service', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', now: new Date('2015-08-30T12:36:00Z') }
const EMPTY = sha256Hex('')
const signature = (headers: Record<string, string>) => /Signature=([0-9a-f]{64})$/.exec(headers.authorization ?? '')?.[1]

describe('SigV4 signing', () => {
  it('reproduces the S3 guide’s GET Object example (a Range header signed too)', () => {
    const headers = signRequest({ ...S3_EXAMPLE, method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'), headers: { Range: 'bytes=0-9' }, payloadHash: EMPTY })
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    )
    expect(headers['x-amz-date']).toBe('20130524T000000Z')
  })

  it('reproduces the PUT Object example: a body hash, a `$` in the key encoded once', () => {
    const body = 'Welcome to Amazon S3.'
    expect(sha256Hex(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072')
    const headers = signRequest({
      ...S3_EXAMPLE,
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
      headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash: sha256Hex(body),
    })
    expect(headers.authorization).toContain('SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,')
    expect(signature(headers)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd')
  })

  it('reproduces the List Objects example: query parameters sorted and encoded', () => {
    const headers = signRequest({ ...S3_EXAMPLE, method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J'), payloadHash: EMPTY })
    expect(signature(headers)).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7')
  })

  it('reproduces the test suite’s get-vanilla and get-vanilla-query-order-key-case', () => {
    const vanilla = signRequest({ ...SUITE, method: 'GET', url: new URL('https://example.amazonaws.com/'), payloadHash: EMPTY })
    expect(vanilla.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    )
    const ordered = signRequest({ ...SUITE, method: 'GET', url: new URL('https://example.amazonaws.com/?Param2=value2&Param1=value1'), payloadHash: EMPTY })
    expect(signature(ordered)).toBe('b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500')
  })

  it('changes the signature when the secret, the body or the key changes', () => {
    const base = { ...S3_EXAMPLE, method: 'PUT', url: new URL('https://s3.example.com/bucket/a.webp'), payloadHash: sha256Hex('a') }
    const one = signature(signRequest(base))
    expect(signature(signRequest({ ...base, secretAccessKey: 'other' }))).not.toBe(one)
    expect(signature(signRequest({ ...base, payloadHash: sha256Hex('b') }))).not.toBe(one)
    expect(signature(signRequest({ ...base, url: new URL('https://s3.example.com/bucket/b.webp') }))).not.toBe(one)
  })

  it('encodes like S3: unreserved characters kept, UTF-8 bytes escaped, `/` kept only in paths', () => {
    expect(uriEncode('photos/a b/ü~.png', true)).toBe('photos/a%20b/%C3%BC~.png')
    expect(uriEncode('a/b', false)).toBe('a%2Fb')
  })
})
