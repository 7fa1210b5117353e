// html-validate's recommended rules on server-rendered HTML. Rules changed here are about how React writes
// markup, not about what the visitor gets; docs/decisions/022-accessibility-and-markup.md says why for each.
import { definePlugin, HtmlValidate, Rule, type AttributeEvent, type DOMReadyEvent } from 'html-validate'

// Two checks of html-validate 11 that issue 25 found failing, kept here until the project can take that version (it
// needs Node 22; the machines run 20): `presentation-role-style` (role="none", not its older synonym "presentation")
// and the part of `input-attributes` that 10.9 misses (autocapitalize, which does not apply to email, url and password
// fields). Both are on, and the markup they found was fixed.
class PresentationRoleStyle extends Rule {
  setup() {
    this.on('attr', (event: AttributeEvent) => {
      if (event.key.toLowerCase() !== 'role' || typeof event.value !== 'string') return
      if (event.value.toLowerCase().split(/\s+/).includes('presentation')) {
        this.report(event.target, 'Prefer role="none" to its synonym role="presentation"', event.valueLocation ?? event.location)
      }
    })
  }
}
class AutocapitalizeOnTextOnly extends Rule {
  setup() {
    this.on('dom:ready', (event: DOMReadyEvent) => {
      for (const input of event.document.querySelectorAll('input[autocapitalize]')) {
        const type = String(input.getAttributeValue('type') ?? 'text').toLowerCase()
        if (['email', 'url', 'password'].includes(type)) this.report(input, `Attribute "autocapitalize" is not allowed on <input type="${type}">`)
      }
    })
  }
}
const backports = definePlugin({ name: 'excursio', rules: { 'excursio/presentation-role-style': PresentationRoleStyle, 'excursio/input-attributes': AutocapitalizeOnTextOnly } })

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  plugins: [backports],
  rules: {
    'excursio/presentation-role-style': 'error',
    'excursio/input-attributes': 'error',
    // React writes the DOM property spelling (srcSet, hrefLang); HTML attribute names are case-insensitive.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React closes every void element (<meta/>, <br/>); both spellings are valid HTML.
    'void-style': ['error', { style: 'selfclose' }],
    // React writes a boolean attribute as disabled="" (and hidden as hidden=""), as valid as a bare one.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React's useId gives ids like ":R1:", valid HTML5 ids; the strict mode only wants them CSS-selector friendly.
    'valid-id': ['error', { relaxed: true }],
    // A filter's checkboxes share their query parameter's name (?language=en&language=ru, decision 007): a
    // multi-valued field of a GET form. Any other repeated name (two text fields, a checkbox and a field) still fails.
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
    // Every tel: link is whitespace-nowrap, which keeps the number on one line as the rule wants of &nbsp;.
    'tel-non-breaking': ['error', { ignoreClasses: ['whitespace-nowrap'] }],
    // Per-element style props carry values computed per item (theme tokens, progress widths); see the decision.
    'no-inline-style': 'off',
  },
})

/** Every error html-validate finds, one line each: rule, message and where. */
export async function markupErrors(html: string): Promise<string[]> {
  const report = await validator.validateString(html)
  return report.results
    .flatMap((r) => r.messages)
    .filter((m) => m.severity === 2)
    .map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? `line ${m.line}`})`)
}
