import type { profileFr } from './profile.fr';
import type { DeepStringShape } from '../types';

/** English: the same keys as profile.fr.ts. */
export const profileEn: DeepStringShape<typeof profileFr> = {
  pages: {
    profile: {
      title: 'My Profile',
      name: 'Name',
      email: 'Email',
      role: 'Role',
      language: 'Language',
      languageHint: 'The language of the application and of the emails you receive.',
      photo: 'Photo',
      addPhoto: 'Add a photo',
      changePhoto: 'Change photo',
      removePhoto: 'Remove photo',
      photoHint: 'PNG or JPEG: the centre of the image, reduced to 256 × 256 pixels.',
      photoSaved: 'Photo saved',
      photoRemoved: 'Photo removed',
      changePassword: 'Change password',
      back: 'Back to the application',
      secondFactor: 'Second factor',
      secondFactorHint:
        'After the password, a code from your authenticator app: a stolen password is no longer enough.',
      secondFactorRequired: 'Your role requires a second factor.',
      noFactor: 'No second factor',
      authenticatorApp: 'Authenticator app',
      addedOn: 'added on %{date}',
      lastUsed: 'last used on %{date}',
      addApp: 'Add an authenticator app',
      removeFactor: 'Remove %{name}',
      factorAdded: 'Authenticator app added',
      factorRemoved: 'Second factor removed',
      recoveryCodesLeft: '%{smart_count} unused recovery code |||| %{smart_count} unused recovery codes',
      newRecoveryCodes: 'New recovery codes',
      close: 'Close',
    },
  },
  validation: {
    photoNotImage: 'Choose a PNG or JPEG image.',
    photoUnreadable: 'This image cannot be read: choose another one.',
    photoTooLarge: 'The photo must be at most 256 × 256 pixels.',
    photoFileTooLarge: 'This image is too large.',
    photoOneFile: 'One photo at a time.',
  },
};
