// The starter text `npm run tenant -- new` writes into content/en/ (decision 027): about, FAQ and both legal
// pages, true of any tenant on the platform and passing the content check, each with a note (an HTML or YAML
// comment, never shown on the site) saying what to replace before going live.

type StarterContent = {
  name: string
  /** Where the site lists its experiences: /experiences on a supplier site, /things-to-do on a marketplace. */
  listing: string
  supplierSite: boolean
  email: string
  /** YYYY-MM-DD, the `updated` date of the legal pages. */
  today: string
}

const NOTE = (what: string) =>
  `<!-- Starter text from \`npm run tenant -- new\`: ${what} Comments like this one are never shown on the site. -->`

export function renderStarterContent(c: StarterContent): Record<string, string> {
  return {
    'content/en/about.md': about(c),
    'content/en/faq.yaml': faq(c),
    'content/en/privacy-policy.md': privacy(c),
    'content/en/terms-and-conditions.md': terms(c),
  }
}

function about(c: StarterContent): string {
  const what = c.supplierSite ? 'the experiences we run ourselves' : 'experiences from local operators we work with'
  return `---
title: About ${c.name}
description: Who ${c.name} is, what you can book with us and how our team looks after you before, during and after your trip.
---
${NOTE('tell the brand’s own story here: who founded it, where, and what makes its trips worth booking.')}

## Who we are

${c.name} offers ${what}, booked online in a few minutes with a clear price and a clear cancellation deadline. Browse [all our experiences](${c.listing}) to see what is on offer.

## How booking works

- **Live availability.** Each experience shows the dates and times that still have places.
- **Clear prices.** You see the total, with any extras, in your cart and again before you pay.
- **Secure payment.** You pay by card on a secure payment page; we never see or store your card number.
- **Free cancellation where offered.** Every experience states its own deadline, shown before you book.

## Talk to us

Our team answers before, during and after every trip. Visit our [help centre](/contact-us) or read the [frequently asked questions](/faq).
`
}

function faq(c: StarterContent): string {
  return `# Starter questions from \`npm run tenant -- new\`: keep the ones that fit, add the brand's own.
title: Frequently asked questions
description: Answers on booking, payment and cancellations with ${c.name}, and how to reach our team on the day of your experience.
groups:
  - title: Booking
    questions:
      - q: How do I book an experience?
        a: |
          Open an experience from [our experiences](${c.listing}), choose a date, a time and an option, add the number of travellers and any extras, then add it to your cart and check out. A confirmation email follows as soon as the booking is complete.
      - q: Do I need an account to book?
        a: |
          No. You can check out as a guest with your email address. With an account, your bookings and invoices are kept together in one place.
  - title: Payment & cancellations
    questions:
      - q: How do I pay?
        a: |
          By debit or credit card on a secure payment page run by our payment provider. Your card details go directly to the provider; we never see or store them.
      - q: Can I cancel for free?
        a: |
          Each experience has its own free-cancellation deadline, shown on its page and in your cart before you pay. Cancel before it and you receive a full refund to the card you paid with.
  - title: On the day
    questions:
      - q: Who do I contact if something goes wrong?
        a: |
          Everything you need is in our [help centre](/contact-us): phone, WhatsApp and email. Have your booking reference at hand.
`
}

function privacy(c: StarterContent): string {
  return `---
title: Privacy policy
description: How ${c.name} collects, uses and protects your personal data when you browse this website and book experiences with us.
updated: ${c.today}
---
${NOTE('a generic draft of what this platform does with personal data. Add the legal entity, its address, retention periods and the applicable law, and have a lawyer review it before going live.')}

This policy explains how ${c.name} ("we", "us") handles your personal data when you visit this website, book an experience or contact us.

## What we collect

- **When you book:** the lead traveller's name, email address and phone number, the number of travellers and, where an experience needs them, pickup details and notes you choose to add.
- **When you pay:** your card is entered on our payment provider's secure page. We never receive your card number; we keep a payment reference and the amount.
- **When you have an account:** your email address, a securely hashed password and your bookings.
- **When you browse:** technical data such as your IP address and the pages requested, to keep the site secure.

## How we use it

To confirm, deliver, change or refund your booking; to share the details the provider of your experience needs; to send confirmations and updates; to answer your messages; and to meet our legal obligations. We do not sell personal data.

## Cookies

The site needs a few cookies to work: \`locale\` (your language), \`currency\` (your currency), \`cart\` (your cart), \`session\` (keeps you signed in) and \`consent\` (your cookie choice). Analytics and marketing tags run only after you accept them in the cookie banner.

## Your rights

You may ask for a copy of your data, or for it to be corrected or deleted. Write to ${c.email} or use our [help centre](/contact-us).
`
}

function terms(c: StarterContent): string {
  return `---
title: Terms and conditions
description: The terms that apply when you book experiences with ${c.name} on this website, including payment, cancellations and changes.
updated: ${c.today}
---
${NOTE('a generic draft of how booking works on this platform. Add the legal entity, its address and the governing law, and have a lawyer review it before going live.')}

These terms apply to every booking made on this website with ${c.name}. By completing a booking you accept them together with the details shown on the page of the experience you book.

## Bookings

- A booking is made when you complete checkout and receive our confirmation email.
- The lead traveller must be at least 18 years old and is responsible for the details of everyone in the group.
- Some bookings need the provider's confirmation; until then they are **on hold** and your card is only authorised, not charged.

## Prices and payment

- The total shown in your cart, including any extras you choose, is the price you pay.
- You pay by card on our payment provider's secure page. If a payment fails, no money is taken and no booking is made.

## Cancellations and changes

- Each experience has its own cancellation policy, shown on its page, in your cart and in your confirmation.
- To cancel or change a booking, contact us through the [help centre](/contact-us) with your booking reference.
- If an experience is cancelled by its provider, you choose between another date and a full refund.

## Contact

Questions about these terms: ${c.email}.
`
}
