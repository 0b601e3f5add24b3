/** The push notification prompt for logged-in users and the spec's push messages (section 8). */
export const push = {
  'push.label': 'Notifications',
  'push.prompt': 'Get a notification when your order is dispatched or delivered.',
  'push.enable': 'Turn on notifications',
  'push.notNow': 'Not now',
  'push.unsupported': 'Push notifications are not supported in this browser.',
  'push.denied': 'You denied notification permissions.',
  'push.subscribed': 'Push notification subscription complete!',
  'push.failed': 'Could not turn on notifications. Please try again.',
} as const;
