/**
 * Compile-time check of an answer against its contract (the `*.contract-check.ts` files): the answer
 * type T fits the contract U, and U names no field T lacks (at the top level).
 */
export type Is<T extends U & Record<Exclude<keyof U, keyof T>, never>, U> = T;
