/** The middle value (the upper one of an even count), as every figure of the dev bench is reported. */
export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
