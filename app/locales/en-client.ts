// English strings of the page-wide client behaviours (decision 026): flash toasts, the navigation progress bar
// and the tag-manager consent banner. en.ts spreads them in; ru-client.ts, tr-client.ts and de-client.ts mirror them.
export const enClient = {
  flash: {
    // section: flash toasts, left by an action for the page it redirects to
    signedOut: 'You are signed out.',
    bookingCancelled: 'Your booking is cancelled. We have emailed you the details.',
    bookingAlreadyCancelled: 'This booking was already cancelled.',
  },
  navigation: {
    loading: 'Loading the page',
  },
  consent: {
    title: 'Your privacy',
    text: 'We would like to use analytics cookies (Google Tag Manager) to understand how visitors use this site. They are loaded only if you accept.',
    privacy: 'Privacy policy',
    accept: 'Accept',
    refuse: 'Refuse',
  },
}
