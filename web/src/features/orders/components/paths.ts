// Paths of the order screens.
export function orderPathOf(orderId: string): string {
  return `/ordini/${encodeURIComponent(orderId)}`;
}

export function dayPathOf(day: string): string {
  return `/issues/${day}`;
}
