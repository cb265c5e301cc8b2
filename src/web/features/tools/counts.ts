const number = new Intl.NumberFormat("en-US");

/** "1 word", "12 words", "1,024 characters". */
export function countLabel(count: number, noun: string): string {
  return `${number.format(count)} ${noun}${count === 1 ? "" : "s"}`;
}
