// The one place react-admin's loosely typed translate is taken, to be typed here.
// eslint-disable-next-line no-restricted-imports
import { useTranslate as useReactAdminTranslate } from 'react-admin';
import type { GroupIn, KeyIn, MessageGroup, MessageKey } from '../i18n/messageKeys';

export type { GroupIn, KeyIn, MessageGroup, MessageKey } from '../i18n/messageKeys';

/** Polyglot's options: `%{name}` values, `smart_count` for plurals, `_` for a fallback text. */
export type TranslateOptions = Record<string, unknown>;
export type TranslateMessage = (key: MessageKey, options?: TranslateOptions) => string;

/**
 * react-admin's translate, typed with the catalogue's keys: every screen takes its words from here
 * (eslint forbids react-admin's own, which takes any string).
 */
export const useTranslate = useReactAdminTranslate as () => TranslateMessage;

/**
 * A key that arrives at run time, from the server's answers (`errors.*`, `validation.*`,
 * `messages.*`) or a stored record: it cannot be checked when compiling, and an unknown one is shown
 * as itself, as polyglot does.
 */
export const runtimeKey = (key: string): MessageKey => key as MessageKey;

/**
 * The key of one member of a group named by a domain value, such as a request's status:
 * `memberKey('resources.requests.status', request.status)`. The group is checked when compiling;
 * that every value of the domain's list has its text is checked by the catalogue tests.
 */
export const memberKey = (group: MessageGroup, member: string | number): MessageKey =>
  `${group}.${member}` as MessageKey;

/**
 * The keys of one group, checked when compiling: `const field = keysIn('resources.loans.fields')`,
 * then `field('balance')` is a key and `field('balanse')` does not compile.
 */
export const keysIn =
  <Group extends MessageGroup>(group: Group) =>
  (name: KeyIn<Group>): MessageKey =>
    `${group}.${name}` as MessageKey;

/** The members of one group's subgroups: `inGroup('resources.requests')('status', request.status)`. */
export const inGroup =
  <Group extends MessageGroup>(group: Group) =>
  (subgroup: GroupIn<Group>, member: string | number): MessageKey =>
    `${group}.${subgroup}.${member}` as MessageKey;

/**
 * A message key written in the source, checked when compiling. eslint asks for it wherever a key
 * goes somewhere typed loosely (react-admin's `label`, `notify`, …), so a misspelt key anywhere in
 * the screens fails the typecheck.
 */
export const messageKey = <Key extends MessageKey>(key: Key): Key => key;

/** A group of keys written in the source (a prefix such as `resources.loans.fields`), checked likewise. */
export const messageGroup = <Group extends MessageGroup>(group: Group): Group => group;
