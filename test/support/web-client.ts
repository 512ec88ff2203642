// A client for the web forms, as a browser would send them: it keeps the cookies the service sets, reads a form's
// CSRF token off its page, posts urlencoded fields and never follows redirects (tests look at the 303 itself).
// It can speak from a loopback address of its own (freshLoopbackAddress), so limits counted per address start
// from zero for it, and over HTTPS, trusting the one certificate it is given. Like the page's script, it solves
// a form's proof of work before sending it.
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { solvedProofFields } from './sign-up-proof';

export interface SetCookie {
  name: string;
  value: string;
  /** Attribute names in lower case; flags such as httponly have the value true. */
  attributes: Record<string, string | true>;
}

export interface WebResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  setCookies: SetCookie[];
}

export function parseSetCookie(header: string): SetCookie {
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const equals = pair.indexOf('=');
  return {
    name: pair.slice(0, equals),
    value: pair.slice(equals + 1),
    attributes: Object.fromEntries(
      attributes.map((attribute) => {
        const [name, ...value] = attribute.split('=');
        return [name.toLowerCase(), value.length > 0 ? value.join('=') : true];
      }),
    ),
  };
}

/** The hidden fields a page's form sends: its CSRF token, and a solved proof of work on the sign-up page. */
export function formFieldsOf(page: string): Record<string, string> {
  return { csrf_token: csrfTokenOf(page), ...solvedProofFields(page) };
}

/** The value of the form's hidden CSRF field on a page. */
export function csrfTokenOf(page: string): string {
  const match = /name="csrf_token" value="([^"]+)"/.exec(page);
  if (!match) throw new Error('no CSRF token on the page');
  return match[1];
}

export class WebClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly localAddress?: string,
    /** The CA an https baseUrl's certificate must chain to. */
    private readonly ca?: Buffer,
  ) {}

  get(path: string, headers: Record<string, string> = {}): Promise<WebResponse> {
    return this.send('GET', path, undefined, headers);
  }

  post(path: string, fields: Record<string, string>): Promise<WebResponse> {
    return this.send('POST', path, new URLSearchParams(fields).toString());
  }

  /** Opens `pagePath`, then posts `fields` to `action` with the hidden fields that page's form carries. */
  async submit(pagePath: string, action: string, fields: Record<string, string>): Promise<WebResponse> {
    const page = await this.get(pagePath);
    return this.post(action, { ...fields, ...formFieldsOf(page.body) });
  }

  private send(
    method: string,
    path: string,
    body?: string,
    extraHeaders: Record<string, string> = {},
  ): Promise<WebResponse> {
    const headers: Record<string, string> = { ...extraHeaders };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (body !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    const request = this.baseUrl.startsWith('https:') ? https.request : http.request;
    return new Promise((resolve, reject) => {
      const req = request(
        `${this.baseUrl}${path}`,
        { method, headers, localAddress: this.localAddress, agent: false, ca: this.ca },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const setCookies = (res.headers['set-cookie'] ?? []).map(parseSetCookie);
            for (const cookie of setCookies) {
              const expired =
                cookie.attributes.expires && Date.parse(String(cookie.attributes.expires)) < Date.now();
              if (expired || cookie.value === '') this.cookies.delete(cookie.name);
              else this.cookies.set(cookie.name, cookie.value);
            }
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
              setCookies,
            });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }
}
