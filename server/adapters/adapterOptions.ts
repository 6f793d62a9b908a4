import type { ServerConfig } from '../config';
import type { Db } from '../db/client';

/** What every adapter is built from: the configuration that picks it and the database a sandbox keeps its state in. */
export interface AdapterOptions {
  config: ServerConfig;
  db: Db;
}
