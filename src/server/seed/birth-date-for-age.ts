/**
 * A birth date that makes its holder `age` years old on `today` (1 July, so
 * no birthday edge). The demo data dates its players with it, and the API
 * tests use it for their minors and adults.
 */
export function birthDateForAge(age: number, today = new Date()): string {
  const year = today.getUTCFullYear() - age - (today.getUTCMonth() < 6 ? 1 : 0);
  return `${year}-07-01`;
}
