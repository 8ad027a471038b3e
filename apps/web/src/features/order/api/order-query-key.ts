/** The order's query: its body, kept fresh by the poll and the live events (order-events.ts). */
export const orderQueryKey = (orderId: string) => ['order', orderId] as const;
