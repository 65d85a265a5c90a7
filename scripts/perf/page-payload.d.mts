/** The text of the payload file `html` names, fetched from `base`; "" for a page that names none. */
export function payloadOf(base: string, html: string): Promise<string>;
/** The bytes a document takes on the wire with brotli accepted: body, status line and headers. */
export function bytesOnTheWire(url: string): Promise<{ body: number; head: number; total: number }>;
