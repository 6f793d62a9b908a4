import type { portalGeneralFr } from './portalGeneral.fr';
import type { DeepStringShape } from '../types';

export const portalGeneralEn: DeepStringShape<typeof portalGeneralFr> = {
  errors: {
    DEFERRAL_NOT_PERMITTED: 'Payment deferrals are not permitted.',
    FIRST_PAYMENT_NOT_DEFERRABLE: 'The first payment of a loan cannot be deferred.',
    MAX_DEFERRALS_PER_LOAN_REACHED: 'This loan has reached the maximum of %{maximum} payment deferrals.',
    MAX_CONSECUTIVE_DEFERRALS_REACHED: 'This deferral would exceed the maximum of %{maximum} consecutive deferrals.',
  },
  messages: {
    PORTAL_CONFIGURATION_SAVED: 'The portal configuration was saved',
    GENERAL_SETTINGS_SAVED: 'The general settings were saved',
    LOGO_UPLOADED: 'The logo was saved',
    LOGO_REMOVED: 'The logo was removed',
  },
  validation: {
    webUrl: 'Enter a full web address (https://…)',
    colour: 'Enter a colour as #rrggbb',
    deferralMaximum: 'Enter a whole number between 1 and 52',
    consecutiveAbovePerLoan: 'Cannot be more than the maximum deferrals per loan',
    logoNotPng: 'Only PNG files are allowed.',
    logoTooLarge: 'Image must be 200x200 pixels or smaller.',
    logoFileTooLarge: 'This file is larger than 1 MB',
    logoOneFile: 'Send a single file',
  },
  resources: {
    portalConfiguration: {
      title: 'Portal configuration',
      loading: 'Loading the portal configuration…',
      readOnly: 'You can read this configuration, but not change it.',
      openPortal: 'Open the client portal',
      sections: {
        deferrals: 'Payment deferrals',
        loanView: 'Loan view',
        support: 'Customer support',
        colours: 'Colours',
      },
      fields: {
        deferralsPermitted: 'Deferrals permitted',
        firstPaymentDeferrable: 'First payment can be deferred',
        maxDeferralsPerLoan: 'Maximum deferrals per loan',
        maxConsecutiveDeferrals: 'Maximum consecutive deferrals',
        loanView: 'Loans shown to the customer',
        supportEmail: 'Support email',
        supportPhone: 'Support phone',
        termsUrl: 'Terms of use URL',
        policyUrl: 'Privacy policy URL',
        primaryColour: 'Primary colour',
        secondaryColour: 'Secondary colour',
      },
      helpers: {
        maximum: 'Between 1 and 52',
        url: 'Full address, e.g. https://www.example.ca/terms',
        colour: 'Format #rrggbb',
      },
      loanViews: {
        CURRENT_LOAN_ONLY: 'Current loan only',
        ALL_LOANS_DETAILED: 'All loans, detailed',
        CURRENT_AND_PAST_SUMMARY: 'Current loan plus a summary of past loans',
      },
      preview: 'Colour preview',
    },
    generalSettings: {
      title: 'General settings',
      loading: 'Loading the general settings…',
      readOnly: 'You can read these settings, but not change them.',
      fields: {
        adminEmail: 'Admin email',
        companyName: 'Company name',
      },
      logo: {
        title: 'Company logo',
        help: 'A PNG image of at most 200x200 pixels. It shows in the top bar, on PDFs and in emails.',
        none: 'No logo',
        alt: '%{name} logo',
        size: '%{width} x %{height} pixels',
        file: 'Logo file',
        upload: 'Upload the logo',
        remove: 'Remove the logo',
        confirmRemove: 'Remove the logo? The company name will show alone.',
      },
    },
  },
  auditActions: {
    portalConfiguration: {
      updated: 'Portal configuration changed',
    },
    generalSettings: {
      updated: 'General settings changed',
      'logo-uploaded': 'Logo uploaded',
      'logo-removed': 'Logo removed',
    },
  },
};
