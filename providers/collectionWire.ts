import type { z } from 'zod';
import type {
  collectionAgent,
  collectionChoices,
  collectionCounts,
  collectionFileEvent,
  collectionFileListRecord,
  collectionFileRecord,
} from '../domain/collectionRecords';

/*
 * What the collection-files API answers, inferred from its answers' schemas
 * (domain/collectionRecords.ts): cents, calendar dates, ISO instants.
 */

/** A row of GET /api/collection-files. */
export type CollectionFileListRecord = z.infer<typeof collectionFileListRecord>;
/** GET /api/collection-files/:id and the answer of every action on a file. */
export type CollectionFileRecord = z.infer<typeof collectionFileRecord>;
export type CollectionFileEventRecord = z.infer<typeof collectionFileEvent>;
export type CollectionCounts = z.infer<typeof collectionCounts>;
export type CollectionAgent = z.infer<typeof collectionAgent>;
export type CollectionChoices = z.infer<typeof collectionChoices>;
