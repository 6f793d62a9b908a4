import { COLLECTION_QUEUES, type CollectionQueue } from '../../domain/collections';

/** Where the menu opens the collections screen (spec §2): every file, the most days past due first. */
export const COLLECTIONS_HOME = '/apps/collections/all';

/** /apps/collections/<queue>: the sidebar's lists, in their order. */
export const COLLECTION_QUEUE_PATHS = COLLECTION_QUEUES.map((queue) => ({ queue, path: `/apps/collections/${queue}` }));

export const isCollectionQueue = (name: string | undefined): name is CollectionQueue =>
  (COLLECTION_QUEUES as readonly string[]).includes(name ?? '');

/** A file opens at /apps/collections/<its number> (what the notifications link to). */
export const collectionFilePath = (id: number) => `/apps/collections/${id}`;
export const isFileNumber = (key: string | undefined) => /^\d{1,10}$/.test(key ?? '');
