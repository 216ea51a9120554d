/**
 * The heads and tails board (bảng đầu đuôi) of a Miền Bắc draw: the last two digits of every prize
 * by their tens digit (đầu) and by their units digit (đuôi), as lô players read a result.
 */
export function headsAndTails(numbers: readonly string[]) {
  const tails = numbers.map((n) => Number(n.slice(-2)));
  const digits = Array.from({ length: 10 }, (_, d) => d);
  return digits.map((d) => ({
    digit: d,
    heads: tails
      .filter((t) => Math.floor(t / 10) === d)
      .map((t) => t % 10)
      .sort((a, b) => a - b),
    tails: tails
      .filter((t) => t % 10 === d)
      .map((t) => Math.floor(t / 10))
      .sort((a, b) => a - b),
  }));
}
