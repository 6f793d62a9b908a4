import { messageKey } from '../../providers/translation';

/*
 * The browser's side of passkeys: the server's options handed to `navigator.credentials` (through
 * @simplewebauthn/browser, which encodes what the server reads), and the reasons it can fail said in
 * the user's words. The library comes down when a passkey is asked for: every signed-in page would
 * carry its 3 kB otherwise.
 */

const webAuthn = () => import('@simplewebauthn/browser');

type Options = Record<string, unknown>;

/** A refusal the user can act on: they closed the prompt, the device has no such passkey, it timed out. */
export class PasskeyCancelled extends Error {
  constructor() {
    super(messageKey('errors.PASSKEY_CANCELLED'));
  }
}

async function asking<T>(ceremony: (library: Awaited<ReturnType<typeof webAuthn>>) => Promise<T>): Promise<T> {
  const library = await webAuthn();
  const { WebAuthnError } = library;
  try {
    return await ceremony(library);
  } catch (error) {
    const name = ((error instanceof WebAuthnError ? error.cause : error) as Error | undefined)?.name;
    if (error instanceof WebAuthnError || name === 'NotAllowedError' || name === 'AbortError')
      throw new PasskeyCancelled();
    throw error;
  }
}

/** Registers a passkey on this device for the server's registration options: its attestation. */
export const createPasskey = (options: Options) =>
  asking(
    async ({ startRegistration }) => (await startRegistration({ optionsJSON: options as never })) as unknown as Options,
  );

/** Signs the server's challenge with one of the user's passkeys: the assertion. */
export const signWithPasskey = (options: Options) =>
  asking(
    async ({ startAuthentication }) =>
      (await startAuthentication({ optionsJSON: options as never })) as unknown as Options,
  );

/** Whether this browser can use passkeys at all (what the library checks, without loading it). */
export const browserSupportsWebAuthn = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
