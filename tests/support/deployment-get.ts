// A request on a served deployment (npm run serve:deploy) as a client naming `host` would send
// it: previews are told apart by the Host header alone (`<id>.preview.localhost`). A page's view
// token (decision 071) is its own for every answer: it is taken out of the body, so that specs
// compare what a release serves, and kept apart as `viewToken`.
import { request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body, without the page's view token. */
  body: string;
  /** The view token the page answer carried, if it carried one. */
  viewToken?: string;
}

const VIEW_TOKEN = / data-view-token="([^"]+)"/;

export function getFromDeployment(
  port: number,
  path: string,
  host = `localhost:${port}`,
  headers: Record<string, string> = {},
  method = 'GET',
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request({ port, path, method, headers: { host, ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => {
        const viewToken = VIEW_TOKEN.exec(body)?.[1];
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: body.replace(VIEW_TOKEN, ''),
          viewToken,
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
