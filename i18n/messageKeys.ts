import type { fr } from './fr';

/** The dotted paths to every text of a catalogue: `{ a: { b: 'x' } }` gives `'a.b'`. */
type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * A key the French reference catalogue has, or one of react-admin's own `ra.*` keys (its language
 * packages are typed loosely, so those are taken on trust). A misspelt key fails the typecheck:
 * `translate('resources.loans.fieldz.balance')` does not compile.
 */
export type MessageKey = LeafPaths<typeof fr> | `ra.${string}`;

/** The dotted paths to every group of texts: `{ a: { b: 'x' } }` gives `'a'`. */
type GroupPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? never : `${Prefix}${K}` | GroupPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A group of texts the French catalogue has, such as `resources.requests.status`. */
export type MessageGroup = GroupPaths<typeof fr>;

/** The keys inside a group, without the group: `KeyIn<'provinces'>` is `'QC' | 'ON' | …`. */
export type KeyIn<Group extends string> = MessageKey extends infer Key
  ? Key extends `${Group}.${infer Rest}`
    ? Rest
    : never
  : never;

/** The groups inside a group, without it: `GroupIn<'resources.requests'>` has `'status' | 'origin' | …`. */
export type GroupIn<Group extends string> = MessageGroup extends infer Inner
  ? Inner extends `${Group}.${infer Rest}`
    ? Rest
    : never
  : never;
