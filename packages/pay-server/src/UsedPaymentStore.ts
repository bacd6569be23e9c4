/**
 * Where a site records which order each payment paid, so that one transaction (or payment id)
 * never pays two orders. `claim(key, orderId)` must be atomic: true when `key` was free (now
 * claimed by `orderId`) or already claimed by that same order (verifying an order twice is
 * fine), false when another order has it. Keys look like `tx:eip155:1:0xabc…` and
 * `payment:pay_…`. The default keeps them in memory, which a restart forgets and several
 * server processes do not share: give a store over your database for those (a unique key
 * column: insert, and on conflict compare the order).
 * @example
 * const store: UsedPaymentStore = {
 *   async claim(key, orderId) {
 *     await db.query('insert into used_payments (key, order_id) values ($1, $2) on conflict do nothing', [key, orderId])
 *     const row = await db.query('select order_id from used_payments where key = $1', [key])
 *     return row.order_id === orderId
 *   },
 * }
 */
export type UsedPaymentStore = {
  claim(key: string, orderId: string): Promise<boolean>
}
