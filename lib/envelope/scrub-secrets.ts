/**
 * Secrets out of error text before it is stored. An error's message is what a developer
 * reads in the trace, and drivers put what they were given into it: a connection string
 * with its password, a request's Authorization header, a URL with `?api_key=`. The trace
 * should keep what helps debugging (the host, the port, the database's name, the user)
 * and lose what would let a reader act as the service.
 *
 * Rules, each replacing only the secret part with {@link REDACTED}:
 * 1. a URL's password, up to the last @ before the host (passwords are often not
 *    percent-encoded): `postgres://app:p/w@db:5432/shop` keeps `app`, the host, port and path;
 * 2. a secret-named query parameter: `?api_key=…`, `&token=…`, `&sig=…`;
 * 3. an Authorization header's credentials, and `Bearer …` anywhere;
 * 4. a PEM private key block, also when its END line was cut off;
 * 5. a secret-named field: `password=…`, `"apiKey": "…"`, `secret: …`, a quoted value whole;
 * 6. tokens recognisable by their shape: `sk-…`, `ghp_…`, `AKIA…`, JSON Web Tokens.
 * Anything else is kept. A secret with no name and no known shape cannot be told from text,
 * so this is a net under the rule that error messages should not hold secrets at all.
 */

/** What a secret is replaced by. */
export const REDACTED = "[redacted]";

// NOTE: the text can come from anyone, so the work must grow linearly with its length. Every
// part that is followed by more pattern has an upper bound, so a start that fails costs at
// most a constant; an unbounded part ends its pattern (or, in the PEM rule, is followed by
// the end of the text), so a start that reaches it matches and its text is not read again.
// scrub-secrets.test.ts holds every pattern to that shape.
const NAME = `(?:pass(?:word|wd)?|pwd|secret|client[_-]?secret|token|access[_-]?token|refresh[_-]?token|api[_-]?key|access[_-]?key|private[_-]?key|auth|sig|signature|credentials?)`;
/** A secret-named field's name, its closing quote, and `:` or `=` (`db_password=` matches from `password`). */
const FIELD = String.raw`(${NAME}["']?\s{0,16}[:=]\s{0,16})`;

/** The rules, in the order they run; exported so a test can hold each pattern to the shape above. */
export const SCRUB_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  // 1. scheme://user:password@host: keep the scheme, the user and the @.
  [/\b([a-z][a-z0-9+.-]{0,31}:\/\/[^\s:/?#@]{0,256}:)\S{1,256}@/gi, `$1${REDACTED}@`],
  // 2. ?name=value or &name=value in a URL.
  [new RegExp(String.raw`([?&]${NAME}=)[^\s&#"']+`, "gi"), `$1${REDACTED}`],
  // 3. An Authorization header's credentials (its scheme kept), and a bearer token anywhere.
  [
    /(\bAuthorization["']?\s{0,16}[:=]\s{0,16}["']?(?:[A-Za-z]{1,32}\s{1,8})?)(?!\[redacted\])[^\s"',;]+/gi,
    `$1${REDACTED}`,
  ],
  [/\b(Bearer)\s{1,8}[A-Za-z0-9._~+/=-]{12,}/g, `$1 ${REDACTED}`],
  // 4. A PEM private key, whole (before rule 5, which would stop at the space in its header).
  [
    /-----BEGIN (?:[A-Z0-9]{1,16} ){0,3}PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z0-9 ]{0,64}PRIVATE KEY-----|$)/g,
    REDACTED,
  ],
  // 5. "name": "value" and name='a, b' (a quoted value up to its matching quote, quotes kept),
  //    then name=value and name: value.
  [new RegExp(String.raw`${FIELD}(["'])(?:(?!\2)[^\n]){1,1024}\2`, "gi"), `$1$2${REDACTED}$2`],
  [new RegExp(String.raw`${FIELD}(?!\[redacted\]|["'])[^\s"',;&]+`, "gi"), `$1${REDACTED}`],
  // 6. Shapes: OpenAI/Anthropic-style keys, GitHub tokens, AWS access key ids, Slack tokens, JWTs.
  [/\bsk-[A-Za-z0-9_-]{16,}/g, REDACTED],
  [/\b(?:ghp|gho|ghs|ghu|github_pat)_[A-Za-z0-9_]{20,}/g, REDACTED],
  [/\bAKIA[0-9A-Z]{16}\b/g, REDACTED],
  [/\bxox[abprs]-[A-Za-z0-9-]{10,}/g, REDACTED],
  [/\beyJ[A-Za-z0-9_-]{8,1024}\.[A-Za-z0-9_-]{8,1024}\.[A-Za-z0-9_-]+/g, REDACTED],
];

/** `text` with the secrets it names or shows replaced by "[redacted]"; everything else kept. */
export function scrubSecrets(text: string): string {
  return SCRUB_RULES.reduce((scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement), text);
}
