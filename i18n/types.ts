/**
 * The shape every other catalogue must have: the same keys as the French reference, any string as
 * a value. Excess-property checks on object literals also refuse keys French does not have.
 */
export type DeepStringShape<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : DeepStringShape<T[K]>;
};

export type Language = 'fr' | 'en';
export const LANGUAGES: readonly Language[] = ['fr', 'en'];
