/*
 * Collection degrees: the delinquency ranges a collection file moves through by itself as its days
 * past due grow (lending systems' "buckets"). Configurable; no I/O.
 */

export interface CollectionDegree {
  /** First day past due of the range (1 for the first range). */
  fromDays: number;
  /** Last day past due of the range; null for the last, open-ended one. */
  toDays: number | null;
  nameFr: string;
  nameEn: string;
}

/** What a fresh installation uses: 30-day ranges, then everything past 90 days. */
export const DEFAULT_COLLECTION_DEGREES: readonly CollectionDegree[] = [
  { fromDays: 1, toDays: 30, nameFr: '1 à 30 jours', nameEn: '1 to 30 days' },
  { fromDays: 31, toDays: 60, nameFr: '31 à 60 jours', nameEn: '31 to 60 days' },
  { fromDays: 61, toDays: 90, nameFr: '61 à 90 jours', nameEn: '61 to 90 days' },
  { fromDays: 91, toDays: null, nameFr: 'Plus de 90 jours', nameEn: 'Over 90 days' },
];

export const DEGREE_NAME_MAX = 60;
export const DEGREES_MAX = 12;

/** Why a set of degrees cannot be saved: a translation key under `validation.`, and the range it concerns. */
export interface DegreeRefusal {
  key:
    | 'degreesEmpty'
    | 'degreesTooMany'
    | 'degreeFirstDay'
    | 'degreeGap'
    | 'degreeEmptyRange'
    | 'degreeOpenEnd'
    | 'degreeName';
  index: number;
}

/**
 * Every day past due from the first on falls in exactly one degree: the ranges start at day 1,
 * follow each other without gap or overlap, and the last one is open-ended. Null when they do.
 */
export function degreesRefusal(degrees: readonly CollectionDegree[]): DegreeRefusal | null {
  if (degrees.length === 0) return { key: 'degreesEmpty', index: 0 };
  if (degrees.length > DEGREES_MAX) return { key: 'degreesTooMany', index: DEGREES_MAX };
  for (const [index, degree] of degrees.entries()) {
    const name = (text: string) => text.trim().length > 0 && text.length <= DEGREE_NAME_MAX;
    if (!name(degree.nameFr) || !name(degree.nameEn)) return { key: 'degreeName', index };
    const expectedFrom = index === 0 ? 1 : (degrees[index - 1].toDays ?? Number.NaN) + 1;
    if (degree.fromDays !== expectedFrom) return { key: index === 0 ? 'degreeFirstDay' : 'degreeGap', index };
    const last = index === degrees.length - 1;
    if (last !== (degree.toDays === null)) return { key: 'degreeOpenEnd', index };
    if (degree.toDays !== null && degree.toDays < degree.fromDays) return { key: 'degreeEmptyRange', index };
  }
  return null;
}

/**
 * The degree (its index in `degrees`) a file is in after `daysPastDue` days; null when it is not
 * past due at all.
 */
export function degreeFor(daysPastDue: number, degrees: readonly CollectionDegree[]): number | null {
  if (daysPastDue < 1) return null;
  const index = degrees.findIndex(
    (degree) => daysPastDue >= degree.fromDays && (degree.toDays === null || daysPastDue <= degree.toDays),
  );
  return index === -1 ? null : index;
}
