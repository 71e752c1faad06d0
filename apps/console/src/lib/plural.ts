/** "1 day", "5 days": a count with an English noun that takes a plain -s. */
export const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;
