/**
 * The books' invariants as SQL: each query returns the rows that break one (none = it holds).
 * Shared by `npm run ledger:check` (over the local D1, through wrangler) and the worker tests, which run
 * them after every money test. Self-contained on purpose: the npm script imports this file directly.
 */
export const LEDGER_CHECKS: { name: string; sql: string }[] = [
  {
    name: "all lines sum to zero",
    sql: "SELECT SUM(amount_kobo) AS total FROM journal_lines HAVING COALESCE(SUM(amount_kobo), 0) <> 0",
  },
  {
    name: "every entry's lines sum to zero",
    sql: "SELECT entry_id, SUM(amount_kobo) AS total FROM journal_lines GROUP BY entry_id HAVING SUM(amount_kobo) <> 0",
  },
  {
    name: "every entry has at least two lines",
    sql: "SELECT e.id FROM journal_entries e LEFT JOIN journal_lines l ON l.entry_id = e.id GROUP BY e.id HAVING COUNT(l.id) < 2",
  },
  {
    name: "every balance equals the sum of its lines",
    sql: `SELECT a.id, a.balance_kobo, COALESCE(s.total, 0) AS lines_total FROM ledger_accounts a
          LEFT JOIN (SELECT account_id, SUM(amount_kobo) AS total FROM journal_lines GROUP BY account_id) s ON s.account_id = a.id
          WHERE a.balance_kobo <> COALESCE(s.total, 0)`,
  },
  {
    name: "every line's running balance equals the sum of the account's lines up to it",
    sql: `SELECT l.id, l.balance_after_kobo FROM journal_lines l
          WHERE l.balance_after_kobo <> (SELECT SUM(x.amount_kobo) FROM journal_lines x WHERE x.account_id = l.account_id AND x.rowid <= l.rowid)`,
  },
  {
    name: "no wallet is negative",
    sql: "SELECT id, balance_kobo FROM ledger_accounts WHERE kind = 'wallet' AND balance_kobo < 0",
  },
  {
    name: "a successful payment was credited exactly once",
    sql: `SELECT p.reference FROM payments p WHERE p.status = 'success'
          AND (SELECT COUNT(*) FROM journal_entries e WHERE e.idem_key = 'payment:' || p.reference) <> 1`,
  },
];
