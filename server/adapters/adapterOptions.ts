import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../features/outbox/mail';

/** What every adapter is built from: the configuration that picks it and the database a sandbox keeps its state in. */
export interface AdapterOptions {
  config: ServerConfig;
  db: Db;
  /** For a provider that writes to customers itself (the e-signature sandbox's invitation). */
  mailer?: Mailer;
  /** The instant providers run by (the business clock's, read late: tests move it). */
  now?: () => Date;
}
