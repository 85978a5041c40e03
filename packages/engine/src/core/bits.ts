/**
 * The bit helpers of the games that keep hands as 32-bit card masks (Lusti-Kartl'n, Fünfzehnern) and of
 * the bots that reason on them: written once here, exported from `@kitchen-table/engine`.
 */

/** How many bits a mask has set (cards in a hand). */
export function popCount(m: number): number {
  m = m - ((m >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return Math.imul((m + (m >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The index of the lowest set bit of a non-zero mask. */
export function lowestBit(m: number): number {
  return 31 - Math.clz32(m & -m);
}
