import { describe, expect, it } from 'vitest'
import { loadTenants } from '../tenancy/load.server'
import { indexTenants } from '../tenancy/resolve'
import { answerCertificateAsk } from './certificate-hosts.server'
import { createHubDoor } from './hub-door.server'

const deira = loadTenants().tenants.find((t) => t.id === 'deira')!
const tenants = indexTenants([{ ...deira, hostnames: ['deira.example', 'www.deira.example'], canonicalOrigin: 'https://www.deira.example' }])
const hub = createHubDoor('https://partners.excursio.example', ['hub.old.example'])

describe('on-demand certificate ask', () => {
  it('says yes to every host name a tenant file lists and to the hub’s, whatever their case', () => {
    for (const domain of ['deira.example', 'WWW.Deira.Example', 'partners.excursio.example', 'hub.old.example']) {
      expect(answerCertificateAsk({ domain }, tenants, hub), domain).toEqual({ status: 200, body: 'yes' })
    }
  })
  it('says no to any other name, including a sub-domain of a tenant’s', () => {
    for (const domain of ['evil.example', 'x.deira.example', 'deira.example.evil.example', 'partners.excursio.example.evil']) {
      expect(answerCertificateAsk({ domain }, tenants, hub), domain).toEqual({ status: 404, body: 'no' })
    }
  })
  it('refuses what is not a host name with a 400, never a 500', () => {
    for (const query of [{}, { domain: '' }, { domain: ['deira.example', 'x'] }, { domain: 'deira.example/../' }, { domain: 'a'.repeat(300) }, { domain: 'dé.example' }]) {
      expect(answerCertificateAsk(query, tenants, hub).status, JSON.stringify(query)).toBe(400)
    }
  })
})
