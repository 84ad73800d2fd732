/** A score or mean with two decimals, or empty when there is none. */
export const score2 = (value: number | null | undefined) => (value == null ? '' : value.toFixed(2));
