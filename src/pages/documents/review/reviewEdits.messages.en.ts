import type { Messages } from '../../../domain/locales';

/** The review's unsaved edits and days typed that are no real day, in English. */
export default {
  documents: {
    review: {
      notADay: 'Not a real day between 1900 and 2099.',
      badDays: 'A date is not a real day: correct the field in red.',
      notSavedBadDays: 'Nothing was saved: %{fields} is not a real day.',
      confirmRerun: 'Re-running recognition replaces your unsaved changes with what it reads. Re-run anyway?',
      confirmLeave: 'This document has unsaved changes. Leave the page and lose them?',
    },
  },
} satisfies Messages;
