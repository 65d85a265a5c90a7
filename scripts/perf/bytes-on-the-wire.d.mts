/** The bytes a document takes on the wire with brotli accepted: body, status line and headers. */
export function bytesOnTheWire(url: string): Promise<{ body: number; head: number; total: number }>;
