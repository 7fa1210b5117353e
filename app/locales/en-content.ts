// English strings of the tenant content pages: blog, FAQ, about and the legal pages (section `content`).
// en.ts spreads them in; ru-content.ts, tr-content.ts and de-content.ts mirror them.
export const enContent = {
  content: {
    fallbackNotice: 'This page is not available in {{language}} yet, so it is shown in English.',
    lastUpdated: 'Last updated {{date}}',
    blogTitle: 'News & Stories',
    blogMetaTitle: 'News & Stories | {{name}}',
    blogMetaDescription: 'Travel tips, local guides and stories from {{name}}: ideas for your next tour, cruise or day out, from the people who run them.',
    blogIntro: 'Travel tips, local guides and stories from our team.',
    blogEmpty: 'No articles yet. Come back soon for stories and travel tips.',
    readingTime: '{{count}} min read',
    byAuthor: 'By {{author}}',
    relatedTitle: 'Experiences from this article',
    backToBlog: 'All articles',
    inEnglish: 'In English',
    faqHelpTitle: 'Did not find your answer?',
    faqHelpText: 'Our help centre is open around the clock: chat with us on WhatsApp, call the support line or send us a message.',
    faqHelpLink: 'Go to the help centre',
    figuresTitle: '{{name}} in figures',
    figureExperiences: 'Experiences',
    figureCities: 'Cities',
    figureReviews: 'Traveller reviews',
    figureRating: 'Average rating',
    figuresNote: 'Counted live from the experiences on this site.',
    contactTitle: 'Get in touch',
    contactLink: 'Write to us',
  },
}
