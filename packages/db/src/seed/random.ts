/** mulberry32: a tiny seeded generator, so the demo network is the same on every machine. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (maxExclusive: number) => Math.floor(next() * maxExclusive);
  const between = (min: number, max: number) => min + int(max - min + 1);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => int(16).toString(16));
    hex[12] = '4';
    hex[16] = ((int(4) & 0x3) | 0x8).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
  return { next, int, between, pick, uuid };
}
export type SeededRandom = ReturnType<typeof seededRandom>;
