/** The profile page's words (issue 15): loaded with the signed-in words it shows. */
export const profileFr = {
  pages: {
    profile: {
      title: 'Mon profil',
      name: 'Nom',
      email: 'Courriel',
      role: 'Rôle',
      language: 'Langue',
      languageHint: "La langue de l'application et des courriels que vous recevez.",
      photo: 'Photo',
      addPhoto: 'Ajouter une photo',
      changePhoto: 'Changer la photo',
      removePhoto: 'Retirer la photo',
      photoHint: 'PNG ou JPEG : le centre de l’image, réduit à 256 × 256 pixels.',
      photoSaved: 'Photo enregistrée',
      photoRemoved: 'Photo retirée',
      changePassword: 'Changer le mot de passe',
      back: "Retour à l'application",
    },
  },
  validation: {
    photoNotImage: 'Choisissez une image PNG ou JPEG.',
    photoUnreadable: 'Cette image ne peut pas être lue : choisissez-en une autre.',
    photoTooLarge: 'La photo doit faire au plus 256 × 256 pixels.',
    photoFileTooLarge: 'Cette image est trop lourde.',
    photoOneFile: 'Une seule photo à la fois.',
  },
};
