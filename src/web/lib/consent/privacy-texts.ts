/** The privacy banner's and settings' texts (docs/decisions/044); tests and e2e journeys read them from here. */
export const PRIVACY_TEXTS = {
  bannerLabel: 'Privacy choices',
  bannerTitle: 'Your privacy choices',
  bannerBody:
    'With your consent we record how the site is used (pages, scrolling, searches, shares and errors) to improve it. It stays on our own servers: nothing goes to outside services. You can change your mind at any time.',
  accept: 'Accept analytics',
  reject: 'Reject analytics',
  settings: 'Choose settings',
  footerLink: 'Privacy settings',
  accountButton: 'Change privacy settings',
  dialogTitle: 'Privacy settings',
  dialogDescription: 'Choose what this browser may record. Your choice is kept in this browser and, when you are signed in, on your account.',
  necessaryLabel: 'Strictly necessary',
  necessaryDescription: 'Keeps you signed in and remembers your theme and this choice. Always on.',
  analyticsLabel: 'Analytics',
  analyticsDescription:
    'Page views, time on page, scroll depth, interactions, searches, college profile views, shares and JavaScript errors, kept on our own servers for a limited time.',
  save: 'Save settings',
  cancel: 'Cancel',
  saved: 'Privacy settings saved',
  accountOn: 'Analytics is on in this browser.',
  accountOff: 'Analytics is off in this browser.',
  accountUndecided: 'You have not made a choice in this browser yet: analytics is off until you do.',
  accountStoredOn: 'Analytics is on for your account.',
  accountStoredOff: 'Analytics is off for your account: nothing is recorded for it on any device.',
} as const;
