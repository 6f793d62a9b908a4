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
