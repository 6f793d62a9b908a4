import type { z } from 'zod';
import type {
  CollectionContactInput,
  CollectionPromiseInput,
  CollectionTransferInput,
  UpdateCollectionFileInput,
  openCollectionFileBody,
} from '../domain/collectionRecords';
import type { CustomerMessageRecord, SendCustomerMessageInput } from '../domain/messageTemplates';
import type { CollectionChoices, CollectionCounts, CollectionFileRecord } from './collectionWire';

import type { HttpClient } from './httpClient';

/** The collections screen's calls as typed data-provider methods; each action answers the file as it now stands. */
export interface CollectionActions {
  collectionCounts(): Promise<CollectionCounts>;
  collectionChoices(): Promise<CollectionChoices>;
  getCollectionFile(fileId: number): Promise<CollectionFileRecord>;
  openCollectionFile(input: z.input<typeof openCollectionFileBody>): Promise<CollectionFileRecord>;
  saveCollectionInfo(fileId: number, input: UpdateCollectionFileInput): Promise<CollectionFileRecord>;
  addCollectionNote(fileId: number, text: string): Promise<CollectionFileRecord>;
  logCollectionContact(fileId: number, input: CollectionContactInput): Promise<CollectionFileRecord>;
  promiseTransfer(fileId: number, input: CollectionPromiseInput): Promise<CollectionFileRecord>;
  receiveTransfer(fileId: number, input: CollectionTransferInput): Promise<CollectionFileRecord>;
  assignCollectionFiles(ids: number[], assignedTo: number | null): Promise<{ assigned: number }>;
  /** The hourly sweep, now: arrears, degrees and promises brought up to date. */
  sweepCollectionFiles(): Promise<{
    files: number;
    degreeMoves: number;
    settled: number;
    kept: number;
    broken: number;
  }>;
  sendFileMessage(
    fileId: number,
    input: Omit<SendCustomerMessageInput, 'loanId'>,
  ): Promise<{ messages: CustomerMessageRecord[] }>;
}

export function createCollectionActions(http: HttpClient): CollectionActions {
  const filePath = (fileId: number) => `/api/collection-files/${encodeURIComponent(String(fileId))}`;
  const send = async (url: string, body: unknown, method = 'POST') =>
    (await http(url, { method, body: JSON.stringify(body) })).json;
  return {
    collectionCounts: async () => (await http('/api/collection-files/counts')).json,
    collectionChoices: async () => (await http('/api/collection-files/choices')).json,
    getCollectionFile: async (fileId) => (await http(filePath(fileId))).json,
    openCollectionFile: (input) => send('/api/collection-files', input),
    saveCollectionInfo: (fileId, input) => send(filePath(fileId), input, 'PUT'),
    addCollectionNote: (fileId, text) => send(`${filePath(fileId)}/notes`, { text }),
    logCollectionContact: (fileId, input) => send(`${filePath(fileId)}/contacts`, input),
    promiseTransfer: (fileId, input) => send(`${filePath(fileId)}/promise`, input),
    receiveTransfer: (fileId, input) => send(`${filePath(fileId)}/transfers`, input),
    assignCollectionFiles: (ids, assignedTo) => send('/api/collection-files/assign', { ids, assignedTo }),
    sweepCollectionFiles: () => send('/api/collection-files/sweep', {}),
    sendFileMessage: (fileId, input) => send(`${filePath(fileId)}/messages`, input),
  };
}
