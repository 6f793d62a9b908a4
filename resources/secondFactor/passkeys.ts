import { startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import { messageKey } from '../../providers/translation';

/*
 * The browser's side of passkeys: the server's options handed to `navigator.credentials` (through
 * @simplewebauthn/browser, which encodes what the server reads), and the reasons it can fail said in
 * the user's words.
 */

type Options = Record<string, unknown>;

/** A refusal the user can act on: they closed the prompt, the device has no such passkey, it timed out. */
export class PasskeyCancelled extends Error {
  constructor() {
    super(messageKey('errors.PASSKEY_CANCELLED'));
  }
}

async function asking<T>(ceremony: () => Promise<T>): Promise<T> {
  try {
    return await ceremony();
  } catch (error) {
    const name = ((error instanceof WebAuthnError ? error.cause : error) as Error | undefined)?.name;
    if (error instanceof WebAuthnError || name === 'NotAllowedError' || name === 'AbortError')
      throw new PasskeyCancelled();
    throw error;
  }
}

/** Registers a passkey on this device for the server's registration options: its attestation. */
export const createPasskey = (options: Options) =>
  asking(async () => (await startRegistration({ optionsJSON: options as never })) as unknown as Options);

/** Signs the server's challenge with one of the user's passkeys: the assertion. */
export const signWithPasskey = (options: Options) =>
  asking(async () => (await startAuthentication({ optionsJSON: options as never })) as unknown as Options);

export { browserSupportsWebAuthn } from '@simplewebauthn/browser';
