// Paths of one IFM request: its detail, its print view (same route, one more segment) and whether a path is the latter.
export const PRINT_SEGMENT = 'print';

export function detailPathOf(orderId: string): string {
  return `/richieste-ifm/${encodeURIComponent(orderId)}`;
}

export function printPathOf(orderId: string): string {
  return `${detailPathOf(orderId)}/${PRINT_SEGMENT}`;
}

/** True for /richieste-ifm/{id}/print: the route matches by prefix, the extra segment picks the print view. */
export function isPrintPath(pathname: string): boolean {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  return segments[0] === 'richieste-ifm' && segments.length === 3 && segments[2] === PRINT_SEGMENT;
}
