// html-validate's recommended rules on server-rendered HTML. Rules changed here are about how React writes
// markup, not about what the visitor gets; docs/decisions/022-accessibility-and-markup.md says why for each.
import { HtmlValidate } from 'html-validate'

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
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
