import type { Sym } from "./assistant-parse-vocabulary";
import type { Tok } from "./assistant-parse-symbols";

/**
 * One message's symbols as the parser's passes read them. Each pass marks the symbols it takes (`used`), so a later
 * pass never reads a number twice: counts and dates own their numbers before money does.
 */
export type Reader = {
  toks: Tok[];
  used: boolean[];
  at: (i: number) => Sym | undefined;
  kindAt: (i: number) => Sym["k"] | undefined;
  /** Index of the next symbol that is not a stop word. */
  next: (i: number) => number;
};

export function reader(toks: Tok[]): Reader {
  const syms = toks.map((t) => t.sym);
  const kindAt = (i: number) => syms[i]?.k;
  return {
    toks,
    used: new Array<boolean>(syms.length).fill(false),
    at: (i) => syms[i],
    kindAt,
    next: (i) => {
      let j = i + 1;
      while (j < syms.length && kindAt(j) === "stop") j++;
      return j;
    },
  };
}

/** A number that can be an amount of money (not "12th"). */
export const isMoney = (s: Sym | undefined): s is Extract<Sym, { k: "num" }> => !!s && s.k === "num" && !s.ordinal;
